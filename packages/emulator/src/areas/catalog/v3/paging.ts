import type { CommonCursorPagingMetadata, PlatformPagingMetadata } from '@storefront-kit/wire'
import { fromBase64Url, toBase64Url } from '@storefront-kit/wire/encoding'
import { applicationError, validationError, violation } from '../../../http/api-error'
import type { Caller } from '../../../http/caller'
import type { QueryInput, QueryPage, QueryTarget } from '../../../query/index'
import { isOwner } from '../access'

/** Paging metadata of V3 cursor lists: count, cursors and whether more follow. */
export const cursorMetadata = (page: QueryPage<unknown>): CommonCursorPagingMetadata => ({
  count: page.items.length,
  cursors: page.cursors,
  hasNext: page.cursors.next !== undefined,
})

/** The rows of a read-model table a caller may list: visitors and members see visible ones. */
export const v3Target = (caller: Caller, table: string, hidden = isOwner(caller)): QueryTarget =>
  hidden ? { table } : { table, scope: { sql: 't.visible = 1', params: [] } }

/**
 * A query whose filter gains free text. With a cursor the request carries no filter (the cursor
 * holds the first page's, free text included), so then only the paging is kept.
 */
export function withFilter(
  query: QueryInput & Record<string, unknown>,
  filter: object | undefined,
): QueryInput {
  const paging = query.cursorPaging as { cursor?: string } | undefined
  if (paging?.cursor) return { cursorPaging: query.cursorPaging }
  return { ...query, ...(filter && { filter: filter as QueryInput['filter'] }) }
}

/**
 * Hidden products for anyone but the owner.
 * @throws ApiError 403 `NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS`.
 */
export function checkHiddenProducts(caller: Caller, asked: boolean | undefined): void {
  if (asked && !isOwner(caller))
    throw applicationError(
      403,
      'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS',
      "Products visitors cannot see need the owner's API key",
    )
}

/** An offset-carrying cursor of a list computed in memory (ListItemsInCategory). */
export const offsetCursor = (offset: number) => toBase64Url(JSON.stringify({ o: offset }))

/** The offset in a cursor made by {@link offsetCursor}. @throws ApiError 400 otherwise. */
export function readOffsetCursor(cursor: string | undefined, at: string): number {
  if (!cursor) return 0
  try {
    const { o } = JSON.parse(fromBase64Url(cursor)) as { o?: unknown }
    if (Number.isSafeInteger(o) && Number(o) >= 0) return Number(o)
  } catch {}
  throw validationError([violation(at, 'FORMAT', 'is not a cursor of this list')])
}

/** One page of an in-memory list by cursor, with V2 paging metadata. */
export function pageOf<T>(
  all: T[],
  paging: { limit?: number; cursor?: string } | undefined,
  max: number,
  at: string,
): { items: T[]; pagingMetadata: PlatformPagingMetadata } {
  const offset = readOffsetCursor(paging?.cursor, `${at}.cursor`)
  const limit = paging?.limit || max
  const items = all.slice(offset, offset + limit)
  const next = offset + limit < all.length ? offsetCursor(offset + limit) : undefined
  const prev = offset > 0 ? offsetCursor(Math.max(0, offset - limit)) : undefined
  return {
    items,
    pagingMetadata: {
      count: items.length,
      total: all.length,
      cursors: { ...(next && { next }), ...(prev && { prev }) },
    },
  }
}
