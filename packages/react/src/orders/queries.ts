import type { Client } from '@storefront-kit/sdk'
import {
  type GetOrderResponse,
  getOrder,
  type SearchMemberOrdersRequest,
  type SearchOrdersRequest,
  type SearchOrdersResponse,
  searchMemberOrders,
  searchOrders,
} from '@storefront-kit/sdk/orders'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

const ALL = [...STOREFRONT_KEY, 'orders'] as const
const NO_SEARCH: SearchOrdersRequest = { search: {} }

/**
 * Query keys of orders; order writes (and placing an order from a checkout) invalidate
 * `orderKeys.all`; sign-in and sign-out reset it, as a shopper's orders are their own.
 *
 * @example
 * ```ts
 * const cached = queryClient.getQueryData(orderKeys.detail(orderId))
 * ```
 */
export const orderKeys = {
  all: ALL,
  detail: (id: string) => [...ALL, 'detail', id] as const,
  search: (request: SearchOrdersRequest = NO_SEARCH) => [...ALL, 'search', request] as const,
  pages: (request: SearchOrdersRequest = NO_SEARCH) => [...ALL, 'pages', request] as const,
  member: (request: SearchMemberOrdersRequest) => [...ALL, 'member', request] as const,
}

/**
 * Query options of one order (`getOrder`).
 * @example await queryClient.prefetchQuery(orderQueryOptions(client, orderId))
 */
export function orderQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }): Promise<GetOrderResponse> => getOrder(client, id, queryCall(signal)),
  })
}

/**
 * One order (a shopper's own, or any with the owner's key).
 *
 * @example
 * ```tsx
 * const { data } = useOrder(orderId)
 * return <p>Order #{data?.order.number}: {data?.order.status}</p>
 * ```
 */
export const useOrder = /* @__PURE__ */ queryHook(orderQueryOptions, 1)

/**
 * Query options of one page of an order search (`searchOrders`).
 * @example await queryClient.prefetchQuery(searchOrdersQueryOptions(client, { search: { cursorPaging: { limit: 10 } } }))
 */
export function searchOrdersQueryOptions(client: Client, request: SearchOrdersRequest = NO_SEARCH) {
  return storefrontQueryOptions({
    queryKey: orderKeys.search(request),
    queryFn: ({ signal }): Promise<SearchOrdersResponse> =>
      searchOrders(client, request, queryCall(signal)),
  })
}

/**
 * One page of orders matching a search.
 *
 * @example
 * ```tsx
 * const { data } = useSearchOrders({ search: { sort: [{ fieldName: 'createdDate', order: 'DESC' }] } })
 * ```
 */
export const useSearchOrders = /* @__PURE__ */ queryHook(searchOrdersQueryOptions, 1)

/**
 * Infinite-query options over the pages of an order search (cursor).
 * @example await queryClient.prefetchInfiniteQuery(ordersInfiniteQueryOptions(client, request))
 */
export function ordersInfiniteQueryOptions(
  client: Client,
  request: SearchOrdersRequest = NO_SEARCH,
) {
  return pagedQueryOptions(client, orderKeys.pages(request), searchOrders, request)
}

/**
 * Orders page by page ("order history").
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteOrders({ search: { cursorPaging: { limit: 10 } } })
 * const orders = data?.pages.flatMap((page) => page.orders) ?? []
 * ```
 */
export function useInfiniteOrders(request: SearchOrdersRequest = NO_SEARCH) {
  return useInfiniteQuery(ordersInfiniteQueryOptions(useStorefrontClient(), request))
}

/**
 * Query options of a member's orders (`searchMemberOrders`): for a client holding the site's
 * key, on your server or in a server render, with the member id the platform confirmed.
 * @example await queryClient.prefetchQuery(memberOrdersQueryOptions(admin, { memberId: member.id }))
 */
export function memberOrdersQueryOptions(client: Client, request: SearchMemberOrdersRequest) {
  return storefrontQueryOptions({
    queryKey: orderKeys.member(request),
    queryFn: ({ signal }): Promise<SearchOrdersResponse> =>
      searchMemberOrders(client, request, queryCall(signal)),
  })
}

/**
 * A member's orders from every device, newest first (`searchMemberOrders`). The platform lets no
 * member list their own orders: the provider's client must hold the site's key (a back office,
 * or a page your server renders and the browser hydrates without fetching again); a visitor's or
 * member's client gets a `PermissionError`.
 *
 * @example
 * ```tsx
 * const { data } = useMemberOrders({ memberId, search: { cursorPaging: { limit: 20 } } })
 * return data?.orders.map((order) => <OrderRow key={order.id} order={order} />)
 * ```
 */
export const useMemberOrders = /* @__PURE__ */ queryHook(memberOrdersQueryOptions, 1)
