/** Reading and writing dotted paths of JSON objects (field masks). */
export type Json = Record<string, unknown>

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at a dotted path, or undefined. */
export const getPath = (source: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), source)

/** Sets the value at a dotted path (creating parents); `undefined` removes it. */
export function setPath(target: Json, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop() ?? ''
  let node = target
  for (const key of keys) {
    if (!isObject(node[key])) node[key] = {}
    node = node[key] as Json
  }
  if (value === undefined) delete node[last]
  else node[last] = value
}

/** The comma-joined paths of a field mask, trimmed, without empty ones. */
export const splitMask = (mask: string) =>
  mask
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
