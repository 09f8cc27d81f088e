import type { Client } from '@storefront-kit/sdk'
import {
  type BackInStockNotificationRequestResponse,
  type GetBackInStockNotificationRequestsCountByCatalogReferencesRequest,
  type GetBackInStockNotificationRequestsCountByCatalogReferencesResponse,
  getBackInStockNotificationRequest,
  getBackInStockNotificationRequestsCountByCatalogReferences,
  type QueryBackInStockNotificationRequestsRequest,
  type QueryBackInStockNotificationRequestsResponse,
  queryBackInStockNotificationRequests,
} from '@storefront-kit/sdk/back-in-stock'
import { useInfiniteQuery } from '@tanstack/react-query'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { STOREFRONT_KEY, type StorefrontQueryOptions } from '../core/types'
import { storefrontQueryOptions, useStorefrontQuery } from '../core/use-storefront'

type CountRequest = GetBackInStockNotificationRequestsCountByCatalogReferencesRequest
type CountResponse = GetBackInStockNotificationRequestsCountByCatalogReferencesResponse

/**
 * Query keys of back-in-stock requests; their writes invalidate `backInStockKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: backInStockKeys.all })
 * ```
 */
export const backInStockKeys = {
  all: [...STOREFRONT_KEY, 'backInStock'] as const,
  detail: (id: string) => [...backInStockKeys.all, 'detail', id] as const,
  list: (request: QueryBackInStockNotificationRequestsRequest = {}) =>
    [...backInStockKeys.all, 'list', request] as const,
  pages: (request: QueryBackInStockNotificationRequestsRequest = {}) =>
    [...backInStockKeys.all, 'pages', request] as const,
  counts: (request: CountRequest) => [...backInStockKeys.all, 'counts', request] as const,
}

/**
 * Query options of one back-in-stock request (`getBackInStockNotificationRequest`, owner).
 *
 * @example
 * ```ts
 * const { request } = await queryClient.fetchQuery(backInStockRequestQueryOptions(admin, id))
 * ```
 */
export function backInStockRequestQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.detail(id),
    queryFn: ({ signal }): Promise<BackInStockNotificationRequestResponse> =>
      getBackInStockNotificationRequest(client, id, { signal }),
  })
}

/**
 * Query options of one page of back-in-stock requests (`queryBackInStockNotificationRequests`).
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(backInStockRequestsQueryOptions(admin, { query: { filter: { status: 'RECEIVED' } } }))
 * ```
 */
export function backInStockRequestsQueryOptions(
  client: Client,
  request: QueryBackInStockNotificationRequestsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.list(request),
    queryFn: ({ signal }): Promise<QueryBackInStockNotificationRequestsResponse> =>
      queryBackInStockNotificationRequests(client, request, { signal }),
  })
}

/**
 * Query options of how many requests wait for each item
 * (`getBackInStockNotificationRequestsCountByCatalogReferences`).
 *
 * @example
 * ```ts
 * const { counts } = await queryClient.fetchQuery(backInStockCountsQueryOptions(admin, { catalogReferences }))
 * ```
 */
export function backInStockCountsQueryOptions(client: Client, request: CountRequest) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.counts(request),
    queryFn: ({ signal }): Promise<CountResponse> =>
      getBackInStockNotificationRequestsCountByCatalogReferences(client, request, { signal }),
  })
}

/**
 * One back-in-stock request (owner).
 *
 * @example
 * ```tsx
 * const { data } = useBackInStockRequest(id)
 * return <p>{data?.request.status}</p>
 * ```
 */
export function useBackInStockRequest<TSelected = BackInStockNotificationRequestResponse>(
  id: string,
  options?: StorefrontQueryOptions<BackInStockNotificationRequestResponse, TSelected>,
) {
  return useStorefrontQuery(backInStockRequestQueryOptions(useStorefrontClient(), id), options)
}

/**
 * One page of back-in-stock requests (owner).
 *
 * @example
 * ```tsx
 * const { data } = useBackInStockRequests({ query: { cursorPaging: { limit: 50 } } })
 * ```
 */
export function useBackInStockRequests<TSelected = QueryBackInStockNotificationRequestsResponse>(
  request: QueryBackInStockNotificationRequestsRequest = {},
  options?: StorefrontQueryOptions<QueryBackInStockNotificationRequestsResponse, TSelected>,
) {
  return useStorefrontQuery(
    backInStockRequestsQueryOptions(useStorefrontClient(), request),
    options,
  )
}

/**
 * Back-in-stock requests page by page (owner).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteBackInStockRequests({ query: { cursorPaging: { limit: 50 } } })
 * ```
 */
export function useInfiniteBackInStockRequests(
  request: QueryBackInStockNotificationRequestsRequest = {},
) {
  return useInfiniteQuery(
    pagedQueryOptions(
      useStorefrontClient(),
      backInStockKeys.pages(request),
      queryBackInStockNotificationRequests,
      request,
    ),
  )
}

/**
 * How many requests wait for each item (owner).
 *
 * @example
 * ```tsx
 * const { data } = useBackInStockCounts({ catalogReferences: [catalogReference] })
 * ```
 */
export function useBackInStockCounts<TSelected = CountResponse>(
  request: CountRequest,
  options?: StorefrontQueryOptions<CountResponse, TSelected>,
) {
  return useStorefrontQuery(backInStockCountsQueryOptions(useStorefrontClient(), request), options)
}
