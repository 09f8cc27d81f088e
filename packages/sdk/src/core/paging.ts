import type { CallOptions, Client } from './client'

/** How to read one page's items and build the request for the following page. */
export interface Pager<Req, Res, Item> {
  items(response: Res): Item[]
  /** The request for the page after `response`, or undefined on the last page. */
  next(request: Req, response: Res): Req | undefined
}

/** A list call that knows how to page: pass it to {@link paginate}. */
export type PagedCall<Req, Res, Item> = ((
  client: Client,
  request: Req,
  options?: CallOptions,
) => Promise<Res>) & { readonly pager: Pager<Req, Res, Item> }

/** Items of every page, in order; also page by page, or collected up to a limit. */
export interface PageIterator<Res, Item> extends AsyncIterable<Item> {
  /** Every answer, page by page. */
  pages(): AsyncIterable<Res>
  /** At most `limit` items, fetching only the pages needed. The limit is required on purpose. */
  collect(options: { limit: number }): Promise<Item[]>
}

/**
 * Walks a cursor- or offset-paged list. Pages are fetched lazily, one at a time.
 *
 * @example
 * ```ts
 * for await (const review of paginate(client, queryReviews, { query: { filter } })) show(review)
 * const first500 = await paginate(client, queryReviews, {}).collect({ limit: 500 })
 * ```
 */
export function paginate<Req, Res, Item>(
  client: Client,
  call: PagedCall<Req, Res, Item>,
  request: Req,
  options?: CallOptions,
): PageIterator<Res, Item> {
  async function* pages(): AsyncGenerator<Res> {
    let next: Req | undefined = request
    while (next !== undefined) {
      const response: Res = await call(client, next, options)
      yield response
      next = call.pager.items(response).length ? call.pager.next(next, response) : undefined
    }
  }
  async function* items(): AsyncGenerator<Item> {
    for await (const page of pages()) yield* call.pager.items(page)
  }
  return {
    pages,
    [Symbol.asyncIterator]: items,
    async collect({ limit }) {
      if (!(limit >= 0)) throw new TypeError('collect needs a limit of 0 or more')
      const all: Item[] = []
      if (limit === 0) return all
      for await (const item of items()) if (all.push(item) >= limit) break
      return all
    },
  }
}

/**
 * Attaches a pager to a list call so {@link paginate} can walk it (pure: unused calls still
 * tree-shake away).
 *
 * @example
 * ```ts
 * export const queryThings = withPager(
 *   (client: Client, request: QueryThingsRequest, options?: CallOptions) =>
 *     client.request<QueryThingsResponse>({ operation: 'queryThings', method: 'POST', path: '/things/v1/query', payload: request }, options),
 *   cursorPager<QueryThingsRequest, QueryThingsResponse, Thing>({ items: 'things', at: 'query' }),
 * )
 * ```
 */
export function withPager<Req, Res, Item>(
  call: (client: Client, request: Req, options?: CallOptions) => Promise<Res>,
  pager: Pager<Req, Res, Item>,
): PagedCall<Req, Res, Item> {
  return Object.assign(call, { pager })
}

type Json = Record<string, unknown>

/** The object under `key`, or an empty one. */
const child = (value: unknown, key: string | undefined): Json => {
  const inner = key === undefined ? value : (value as Json)[key]
  return typeof inner === 'object' && inner !== null ? (inner as Json) : {}
}

/** Where a list keeps its items, paging request and paging metadata. */
export interface PagerLayout {
  /** Response key of the item array (`reviews`). */
  items: string
  /** Request key holding the query (`query`, `search`), or omitted for top-level paging. */
  at?: string
  /** Key of the paging object inside it: `cursorPaging` (default for cursor) or `paging`. */
  paging?: string
  /** Response key of the metadata: `metadata` (default), `pagingMetadata`, `nextCursor`. */
  metadata?: string
}

const itemsOf = <Item>(response: unknown, layout: PagerLayout): Item[] => {
  const items = (response as Json)[layout.items]
  return Array.isArray(items) ? (items as Item[]) : []
}

/** Puts `paging` back where the layout keeps it, leaving the rest of `holder` as given. */
const withPaging = <Req>(
  request: Req,
  layout: PagerLayout,
  holder: Json,
  key: string,
  paging: Json,
): Req =>
  (layout.at
    ? { ...request, [layout.at]: { ...holder, [key]: paging } }
    : { ...request, [key]: paging }) as Req

/**
 * Cursor paging: the next request carries only `{ cursor, limit }` (the cursor encodes the
 * original filter and sort); the last page has no `cursors.next`.
 *
 * @example
 * ```ts
 * // { search: { cursorPaging } } in, { orders, metadata: { cursors: { next } } } out
 * cursorPager<SearchOrdersRequest, SearchOrdersResponse, Order>({ items: 'orders', at: 'search' })
 * ```
 */
export function cursorPager<Req, Res, Item>(layout: PagerLayout): Pager<Req, Res, Item> {
  const key = layout.paging ?? 'cursorPaging'
  return {
    items: (response) => itemsOf<Item>(response, layout),
    next(request, response) {
      const cursor = child(child(response, layout.metadata ?? 'metadata'), 'cursors').next
      if (typeof cursor !== 'string' || !cursor) return undefined
      const holder = child(request, layout.at)
      const paging = { limit: child(holder, key).limit, cursor }
      return withPaging(request, layout, layout.at ? {} : holder, key, paging)
    },
  }
}

/**
 * Offset paging: the next offset follows the items seen; stops at `total` or a short page.
 *
 * @example
 * ```ts
 * // { query: { paging: { limit, offset } } } in, { members, metadata: { total } } out
 * offsetPager<QueryMembersRequest, QueryMembersResponse, Member>({ items: 'members', at: 'query' })
 * ```
 */
export function offsetPager<Req, Res, Item>(layout: PagerLayout): Pager<Req, Res, Item> {
  const key = layout.paging ?? 'paging'
  return {
    items: (response) => itemsOf<Item>(response, layout),
    next(request, response) {
      const holder = child(request, layout.at)
      const paging = child(holder, key)
      const seen = itemsOf(response, layout).length
      const offset = Number(paging.offset ?? 0) + seen
      const total = child(response, layout.metadata ?? 'metadata').total
      const limit = paging.limit
      const more =
        typeof total === 'number' ? offset < total : typeof limit === 'number' && seen >= limit
      return more ? withPaging(request, layout, holder, key, { ...paging, offset }) : undefined
    },
  }
}
