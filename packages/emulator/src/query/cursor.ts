import { fromBase64Url, toBase64Url } from '@storefront-kit/wire/encoding'
import { isRecord } from './field-path'

/**
 * Everything needed to fetch a page again: clients send only `{cursorPaging: {cursor, limit}}`
 * after the first page (wire/README.md §6), so the cursor carries the whole query.
 */
export interface CursorState {
  /** Table the cursor pages through, so a cursor from another list is refused. */
  table: string
  /** The filter as the request gave it (validated again on every use). */
  filter: Record<string, unknown>
  /** The request's sort keys (validated again on every use); empty means the spec's default. */
  sort: unknown[]
  offset: number
  limit: number
}

interface Encoded {
  v: 1
  t: string
  f: Record<string, unknown>
  s: unknown[]
  o: number
  l: number
}

/**
 * An opaque cursor: base64url of compact JSON. Not signed: every field is validated again when
 * the cursor comes back, and the caller's scope is applied afresh, so an edited cursor can do no
 * more than a hand-written query.
 * @example
 * ```ts
 * encodeCursor({ table: 'reviews', filter: {}, sort: [], offset: 20, limit: 20 }) // 'eyJ2IjoxLC...'
 * ```
 */
export function encodeCursor(state: CursorState): string {
  const encoded: Encoded = {
    v: 1,
    t: state.table,
    f: state.filter,
    s: state.sort,
    o: state.offset,
    l: state.limit,
  }
  return toBase64Url(JSON.stringify(encoded))
}

const count = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) >= 0

/**
 * Reads a cursor made by {@link encodeCursor}.
 * @returns undefined for anything that is not such a cursor (bad base64url, JSON or shape).
 * @example
 * ```ts
 * decodeCursor(page.cursors.next ?? '')?.offset // 20
 * ```
 */
export function decodeCursor(cursor: string): CursorState | undefined {
  let decoded: unknown
  try {
    decoded = JSON.parse(fromBase64Url(cursor))
  } catch {
    return undefined
  }
  if (!isRecord(decoded) || decoded.v !== 1 || typeof decoded.t !== 'string') return undefined
  const { t: table, f: filter, s: sort, o: offset, l: limit } = decoded
  if (!isRecord(filter) || !Array.isArray(sort) || !count(offset) || !count(limit) || limit === 0)
    return undefined
  return { table, filter, sort, offset, limit }
}
