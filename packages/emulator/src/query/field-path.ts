/**
 * Appends a key to a violation path; an empty prefix adds no dot.
 * @example
 * ```ts
 * joinPath('query', 'filter') // 'query.filter'
 * joinPath('', 'filter')      // 'filter'
 * ```
 */
export function joinPath(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key
}

/** Whether a value is a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
