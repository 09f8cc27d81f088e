/**
 * How request fields travel in a GET or DELETE query string (wire/README.md §4): dotted keys for
 * nested objects, repeated keys for arrays, and the `.r` form (base64url of the whole request as
 * JSON) for endpoints that accept it. The SDK encodes with these; the emulator decodes with them.
 * No dependencies: this module ships inside the browser SDK.
 * @module
 */

/** Name of the query parameter that carries the whole request as base64url JSON. */
export const R_PARAM = '.r'

/** Serialized query strings longer than this switch to the POST fallback where declared. */
export const LONG_QUERY_LIMIT = 4000

/** Base64url (alphabet `-_`, no padding) of the UTF-8 bytes of `text`. */
export function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The bytes of base64url text (standard base64 and padding accepted too).
 * @throws TypeError when the text is not base64.
 * @example
 * ```ts
 * base64UrlToBytes('AQID') // Uint8Array [1, 2, 3]
 * ```
 */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  let binary: string
  try {
    binary = atob(base64)
  } catch {
    throw new TypeError('not base64url')
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Decodes {@link toBase64Url}. Accepts standard base64 and padding too.
 * @throws TypeError when the text is not base64 or not UTF-8.
 */
export function fromBase64Url(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(text))
}

type Pairs = [key: string, value: string][]

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Flattens a request into query pairs: nested objects as dotted keys, arrays as repeated keys,
 * `null` and `undefined` left out. Reports whether the `.r` form would be needed.
 */
export function flattenQuery(payload: object): { pairs: Pairs; nested: boolean } {
  const pairs: Pairs = []
  let nested = false
  const walk = (prefix: string, value: unknown): void => {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const item of value) {
        if (isObject(item) || Array.isArray(item)) nested = true
        else if (item !== null && item !== undefined) pairs.push([prefix, String(item)])
      }
    } else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (prefix) nested = true
        walk(prefix ? `${prefix}.${key}` : key, inner)
      }
    } else {
      pairs.push([prefix, String(value)])
    }
  }
  walk('', payload)
  return { pairs, nested }
}

/**
 * The query string (without `?`) for a GET or DELETE request.
 * With `rForm`, a payload that has nested objects or arrays of objects travels as `.r=<base64url>`.
 *
 * @example
 * ```ts
 * encodeQuery({ paging: { limit: 10 }, fieldsets: ['FULL'] }) // 'paging.limit=10&fieldsets=FULL'
 * encodeQuery({ query: { paging: { limit: 5 } } }, true)     // '.r=eyJxdWVyeSI6...'
 * ```
 * @throws TypeError when the payload needs the `.r` form and the endpoint does not take it.
 */
export function encodeQuery(payload: object, rForm = false): string {
  const { pairs, nested } = flattenQuery(payload)
  if (nested && rForm) return `${R_PARAM}=${toBase64Url(JSON.stringify(payload))}`
  if (nested && pairs.length === 0) throw new TypeError('arrays of objects need the .r form')
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
}

/**
 * Rebuilds a request from query pairs: the `.r` parameter when present, otherwise dotted keys as
 * nested objects and repeated keys as arrays. Values stay strings; the receiver coerces them.
 * @throws TypeError when `.r` is not base64url JSON of an object, or keys collide.
 */
export function decodeQuery(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const entries = [...pairs]
  const r = entries.find(([key]) => key === R_PARAM)
  if (r) {
    const decoded: unknown = JSON.parse(fromBase64Url(r[1]))
    if (!isObject(decoded)) throw new TypeError('.r must hold a JSON object')
    return decoded
  }
  const root: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    const path = key.split('.')
    if (path.some((segment) => UNSAFE_KEYS.has(segment)))
      throw new TypeError(`query key ${key} is not allowed`)
    const last = path.pop() as string
    let node = root
    for (const segment of path) {
      const next = node[segment] ?? {}
      if (!isObject(next)) throw new TypeError(`query key ${key} collides with ${segment}`)
      node[segment] = next
      node = next
    }
    const existing = node[last]
    if (isObject(existing)) throw new TypeError(`query key ${key} collides with a nested key`)
    node[last] = existing === undefined ? value : [existing, value].flat()
  }
  return root
}
