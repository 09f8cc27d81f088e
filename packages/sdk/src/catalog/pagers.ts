import { cursorPager, offsetPager, type Pager, type PagerLayout } from '../core/paging'

type Json = Record<string, unknown>

const holderOf = (request: unknown, at: string | undefined): Json => {
  const holder = at === undefined ? request : (request as Json | undefined)?.[at]
  return typeof holder === 'object' && holder !== null ? (holder as Json) : {}
}

/**
 * Platform queries page by offset (`paging`) or by cursor (`cursorPaging`); the pager follows
 * whichever the first request used.
 */
export function platformPager<Req, Res, Item>(layout: PagerLayout): Pager<Req, Res, Item> {
  const byOffset = offsetPager<Req, Res, Item>(layout)
  const byCursor = cursorPager<Req, Res, Item>(layout)
  return {
    items: byOffset.items,
    next: (request, response) =>
      (holderOf(request, layout.at).cursorPaging ? byCursor : byOffset).next(request, response),
  }
}

/**
 * Catalog v1 lists answer `metadata: { items, offset }` and a top-level `totalResults`: the next
 * offset follows the items seen, until `totalResults`.
 */
export function totalResultsPager<Req, Res, Item>(
  layout: Pick<PagerLayout, 'items' | 'at'>,
): Pager<Req, Res, Item> {
  const items = (response: Res): Item[] => {
    const list = (response as Json)[layout.items]
    return Array.isArray(list) ? (list as Item[]) : []
  }
  return {
    items,
    next(request, response) {
      const holder = holderOf(request, layout.at)
      const paging = holderOf(holder, 'paging')
      const offset = Number(paging.offset ?? 0) + items(response).length
      const total = (response as Json).totalResults
      if (typeof total !== 'number' || offset >= total) return undefined
      const next = { ...holder, paging: { ...paging, offset } }
      return (layout.at ? { ...request, [layout.at]: next } : next) as Req
    },
  }
}
