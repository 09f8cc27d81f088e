import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type { GetOrderResponse, Order, SearchOrdersRequest, SearchOrdersResponse } from '../wire'

/** Base path of the orders API. */
export const ORDERS = '/ecom/v1/orders'

/** The path of one order, its id percent-encoded, plus an optional tail. */
export const orderPath = (id: string, tail = '') => `${ORDERS}/${encodeURIComponent(id)}${tail}`

/**
 * Gets one order. The owner's API key reads any order; a visitor or member only the orders they
 * placed (others answer 404 `ORDER_NOT_FOUND`).
 *
 * @example
 * ```ts
 * const { order } = await getOrder(client, orderId)
 * console.log(order.number, order.paymentStatus, order.priceSummary?.total?.formattedAmount)
 * ```
 */
export function getOrder(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetOrderResponse> {
  return client.request(
    { operation: 'getOrder', method: 'GET', path: orderPath(id), query: encodeQuery({ id }) },
    options,
  )
}

/**
 * Searches orders with a filter, up to 4 sort keys and cursor paging (default: newest first, 50
 * per page, at most 100). Needs the owner's or an app's key. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { orders, metadata } = await searchOrders(admin, {
 *   search: { filter: { paymentStatus: 'NOT_PAID' }, cursorPaging: { limit: 20 } },
 * })
 * for await (const order of paginate(admin, searchOrders, { search: { filter: { status: 'APPROVED' } } }))
 *   console.log(order.number)
 * ```
 */
export const searchOrders = withPager(
  (
    client: Client,
    request: SearchOrdersRequest = { search: {} },
    options?: CallOptions,
  ): Promise<SearchOrdersResponse> =>
    client.request(
      {
        operation: 'searchOrders',
        method: 'POST',
        path: `${ORDERS}/search`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  cursorPager<SearchOrdersRequest, SearchOrdersResponse, Order>({ items: 'orders', at: 'search' }),
)

/** `searchOrders`' request narrowed to the orders of one member. */
export interface SearchMemberOrdersRequest extends Partial<SearchOrdersRequest> {
  /** The member, as the platform confirmed it (`getMyMember` with the member's own tokens). */
  memberId: string
}

/**
 * The orders a member placed while signed in, on any device, newest first: `searchOrders`
 * narrowed to `buyerInfo.memberId` (your filter, if any, applies on top). The platform lets no
 * member search or list their own orders, so this runs where the site's API key is — your
 * server, a server render — for the member id the platform gave for the member's tokens, never
 * one a browser sent. Even an edited cursor answers only that member's orders. Orders placed as
 * a visitor before signing in stay the visitor's. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { member } = await getMyMember(memberClient) // the member's tokens, from the request
 * const { orders } = await searchMemberOrders(admin, { memberId: member.id })
 * ```
 */
export const searchMemberOrders = withPager(
  async (
    client: Client,
    { memberId, ...request }: SearchMemberOrdersRequest,
    options?: CallOptions,
  ): Promise<SearchOrdersResponse> => {
    // Visitors' orders carry an empty member id: an empty one would match them all.
    if (!memberId) throw new RangeError('searchMemberOrders needs the id of a member')
    const search = request.search ?? {}
    const mine = { 'buyerInfo.memberId': memberId }
    // A cursor carries the query it was made for; the platform refuses a filter beside it.
    const narrowed = search.cursorPaging?.cursor
      ? { search }
      : { search: { ...search, filter: search.filter ? { $and: [mine, search.filter] } : mine } }
    const answer = await searchOrders(client, narrowed, options)
    // Cursors are not signed everywhere: answer nothing but this member's orders.
    return { ...answer, orders: answer.orders.filter((o) => o.buyerInfo?.memberId === memberId) }
  },
  cursorPager<SearchMemberOrdersRequest, SearchOrdersResponse, Order>({
    items: 'orders',
    at: 'search',
  }),
)
