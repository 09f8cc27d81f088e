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
