import type { FieldViolation, Sorting, SortOrder } from '@storefront-kit/wire'
import { validationError, violation } from '../http/api-error'
import { isRecord, joinPath } from './field-path'
import { numericSql, valueSql } from './field-sql'
import { type ResolvedField, resolveField } from './fields'
import type { QuerySpec } from './types'

/** One validated sort key. */
export interface SortKey {
  field: ResolvedField
  order: SortOrder
}

/** A request's sort checked against a spec. `keys` are meaningful only without violations. */
export interface ParsedSort {
  /** Keys to order by: the request's, or the spec's default when it gave none. */
  keys: SortKey[]
  /** The request's own keys, normalized (`order` filled in); empty when it gave none. */
  sort: Sorting[]
  violations: FieldViolation[]
}

function defaults(spec: QuerySpec): SortKey[] {
  return spec.defaultSort.map(({ fieldName, order }) => {
    const field = resolveField(spec, fieldName)
    if (!field) throw new TypeError(`query spec: default sort field ${fieldName} is not a field`)
    return { field, order: order ?? 'ASC' }
  })
}

function parseKey(spec: QuerySpec, raw: unknown, at: string, violations: FieldViolation[]) {
  if (!isRecord(raw)) {
    const expected = '{fieldName, order}'
    violations.push(violation(at, 'FORMAT', `must be a ${expected} object`, { expected }))
    return undefined
  }
  if (typeof raw.fieldName !== 'string') {
    const expected = 'string'
    violations.push(violation(`${at}.fieldName`, 'FORMAT', 'must be a field name', { expected }))
    return undefined
  }
  const { fieldName } = raw
  const order = raw.order ?? 'ASC'
  const field = resolveField(spec, fieldName)
  let valid = true
  if (!field?.sortable) {
    const description = field
      ? `${fieldName} cannot be sorted on`
      : `${fieldName} is not a field of this query`
    violations.push(violation(`${at}.fieldName`, 'FIELD_NOT_ALLOWED', description))
    valid = false
  }
  if (order !== 'ASC' && order !== 'DESC') {
    const allowed = ['ASC', 'DESC']
    violations.push(
      violation(`${at}.order`, 'INVALID_ENUM_VALUE', 'must be ASC or DESC', { allowed }),
    )
    valid = false
  }
  return valid && field ? { field, order: order as SortOrder } : undefined
}

/**
 * Checks a request's sort (paths under `at`, e.g. `query.sort`), collecting every violation.
 * An absent or empty sort means the spec's default.
 * @example
 * ```ts
 * parseSort(spec, [{ fieldName: 'price', order: 'DESC' }], 'query.sort').keys
 * ```
 */
export function parseSort(spec: QuerySpec, raw: unknown, at: string): ParsedSort {
  const violations: FieldViolation[] = []
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
    return { keys: defaults(spec), sort: [], violations }
  if (!Array.isArray(raw)) {
    const expected = 'array of {fieldName, order}'
    violations.push(violation(at, 'FORMAT', `must be an ${expected}`, { expected }))
    return { keys: [], sort: [], violations }
  }
  if (spec.maxSort !== undefined && raw.length > spec.maxSort) {
    const description = `must have at most ${spec.maxSort} keys`
    violations.push(violation(at, 'MAX_SIZE', description, { threshold: spec.maxSort }))
  }
  const keys: SortKey[] = []
  raw.forEach((item, index) => {
    const key = parseKey(spec, item, `${at}[${index}]`, violations)
    if (key) keys.push(key)
  })
  const sort = keys.map(({ field, order }) => ({ fieldName: field.name, order }))
  return { keys, sort, violations }
}

/**
 * `ORDER BY` for the keys, with `id` appended as the tie-breaker so every page boundary is stable.
 * Absent values sort first ascending and last descending (SQLite's NULL order); text sorts by
 * code point (case-sensitive), decimals as numbers.
 * @example
 * ```ts
 * sortToSql(keys) // "ORDER BY CAST(json_extract(t.doc, '$.price') AS REAL) DESC, t.id ASC"
 * ```
 */
export function sortToSql(keys: SortKey[]): string {
  const terms = keys.map(({ field, order }) => `${numericSql(field, valueSql(field))} ${order}`)
  if (!keys.some(({ field }) => field.column === 'id')) terms.push('t.id ASC')
  return `ORDER BY ${terms.join(', ')}`
}

/**
 * Validates a request's sort and compiles it in one step.
 * @throws ApiError (400, every violation, paths under `<fieldPrefix>.sort`).
 * @example
 * ```ts
 * compileSort(spec, [{ fieldName: 'createdDate', order: 'DESC' }])
 * ```
 */
export function compileSort(spec: QuerySpec, sort: unknown): string {
  const { keys, violations } = parseSort(spec, sort, joinPath(spec.fieldPrefix, 'sort'))
  if (violations.length) throw validationError(violations)
  return sortToSql(keys)
}
