/**
 * Back-in-stock hooks: a shopper's "notify me" request, and the owner's reads and reports.
 * @module
 */
import type { Client } from '@storefront-kit/sdk'
import {
  type BackInStockNotificationRequestResponse,
  type GetBackInStockNotificationRequestsCountByCatalogReferencesRequest as CountRequest,
  type GetBackInStockNotificationRequestsCountByCatalogReferencesResponse as CountResponse,
  type CreateBackInStockNotificationRequestRequest,
  createBackInStockNotificationRequest,
  deleteBackInStockNotificationRequest,
  getBackInStockNotificationRequest,
  getBackInStockNotificationRequestsCountByCatalogReferences,
  markAsNotificationSent,
  type QueryBackInStockNotificationRequestsRequest,
  type QueryBackInStockNotificationRequestsResponse,
  queryBackInStockNotificationRequests,
  type ReportItemsBackInStockRequest,
  reportItemsBackInStock,
} from '@storefront-kit/sdk/back-in-stock'
import { useInfiniteQuery } from '@tanstack/react-query'
import { byId, mutationHook, plainMutation, queryHook } from './core/define'
import { pagedQueryOptions } from './core/infinite'
import type { StorefrontMutation } from './core/mutation'
import { useStorefrontClient } from './core/provider'
import { queryCall } from './core/query-call'
import { STOREFRONT_KEY } from './core/types'
import { storefrontQueryOptions } from './core/use-storefront'

const ALL = [...STOREFRONT_KEY, 'backInStock'] as const

/**
 * Query keys of back-in-stock requests; their writes invalidate `backInStockKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: backInStockKeys.all })
 * ```
 */
export const backInStockKeys = {
  all: ALL,
  detail: (id: string) => [...ALL, 'detail', id] as const,
  list: (request: QueryBackInStockNotificationRequestsRequest = {}) =>
    [...ALL, 'list', request] as const,
  pages: (request: QueryBackInStockNotificationRequestsRequest = {}) =>
    [...ALL, 'pages', request] as const,
  counts: (request: CountRequest) => [...ALL, 'counts', request] as const,
}

/**
 * Query options of one back-in-stock request (`getBackInStockNotificationRequest`, owner).
 * @example const { request } = await queryClient.fetchQuery(backInStockRequestQueryOptions(admin, id))
 */
export function backInStockRequestQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.detail(id),
    queryFn: ({ signal }): Promise<BackInStockNotificationRequestResponse> =>
      getBackInStockNotificationRequest(client, id, queryCall(signal)),
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
export const useBackInStockRequest = /* @__PURE__ */ queryHook(backInStockRequestQueryOptions, 1)

/**
 * Query options of one page of back-in-stock requests (`queryBackInStockNotificationRequests`).
 * @example await queryClient.prefetchQuery(backInStockRequestsQueryOptions(admin, { query: { filter: { status: 'RECEIVED' } } }))
 */
export function backInStockRequestsQueryOptions(
  client: Client,
  request: QueryBackInStockNotificationRequestsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.list(request),
    queryFn: ({ signal }): Promise<QueryBackInStockNotificationRequestsResponse> =>
      queryBackInStockNotificationRequests(client, request, queryCall(signal)),
  })
}

/**
 * One page of back-in-stock requests (owner).
 *
 * @example
 * ```tsx
 * const { data } = useBackInStockRequests({ query: { cursorPaging: { limit: 50 } } })
 * ```
 */
export const useBackInStockRequests = /* @__PURE__ */ queryHook(backInStockRequestsQueryOptions, 1)

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
  const client = useStorefrontClient()
  const pages = backInStockKeys.pages(request)
  return useInfiniteQuery(
    pagedQueryOptions(client, pages, queryBackInStockNotificationRequests, request),
  )
}

/**
 * Query options of how many requests wait for each item
 * (`getBackInStockNotificationRequestsCountByCatalogReferences`).
 * @example const { counts } = await queryClient.fetchQuery(backInStockCountsQueryOptions(admin, { catalogReferences }))
 */
export function backInStockCountsQueryOptions(client: Client, request: CountRequest) {
  return storefrontQueryOptions({
    queryKey: backInStockKeys.counts(request),
    queryFn: ({ signal }): Promise<CountResponse> =>
      getBackInStockNotificationRequestsCountByCatalogReferences(
        client,
        request,
        queryCall(signal),
      ),
  })
}

/**
 * How many requests wait for each item (owner).
 *
 * @example
 * ```tsx
 * const { data } = useBackInStockCounts({ catalogReferences: [catalogReference] })
 * ```
 */
export const useBackInStockCounts = /* @__PURE__ */ queryHook(backInStockCountsQueryOptions, 1)

/** Every back-in-stock write invalidates the back-in-stock requests. */
const writes = { key: () => ALL, invalidates: () => [ALL] }

/**
 * Mutation options of `createBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 * @example useMutation(createBackInStockNotificationRequestMutationOptions(client))
 */
export function createBackInStockNotificationRequestMutationOptions(
  client: Client,
): StorefrontMutation<
  BackInStockNotificationRequestResponse,
  CreateBackInStockNotificationRequestRequest
> {
  return plainMutation(
    client,
    writes,
    'createBackInStockNotificationRequest',
    createBackInStockNotificationRequest,
  )
}

/**
 * Asks to be told by e-mail when an item is available again (any shopper).
 *
 * @example
 * ```tsx
 * const notifyMe = useCreateBackInStockRequest()
 * notifyMe.mutate({
 *   request: { catalogReference, email },
 *   itemDetails: { name: product.name, price: '89.00', image },
 * })
 * ```
 */
export const useCreateBackInStockRequest = /* @__PURE__ */ mutationHook(
  createBackInStockNotificationRequestMutationOptions,
)

/**
 * Mutation options of `deleteBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 * @example useMutation(deleteBackInStockNotificationRequestMutationOptions(client))
 */
export function deleteBackInStockNotificationRequestMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, { id: string }> {
  return plainMutation(
    client,
    writes,
    'deleteBackInStockNotificationRequest',
    byId(deleteBackInStockNotificationRequest),
  )
}

/**
 * Deletes a back-in-stock request (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteBackInStockRequest()
 * remove.mutate({ id })
 * ```
 */
export const useDeleteBackInStockRequest = /* @__PURE__ */ mutationHook(
  deleteBackInStockNotificationRequestMutationOptions,
)

/**
 * Mutation options of `markAsNotificationSent`; invalidates the back-in-stock requests.
 * @example useMutation(markAsNotificationSentMutationOptions(client))
 */
export function markAsNotificationSentMutationOptions(
  client: Client,
): StorefrontMutation<BackInStockNotificationRequestResponse, { id: string }> {
  return plainMutation(client, writes, 'markAsNotificationSent', byId(markAsNotificationSent))
}

/**
 * Marks a request as notified (owner).
 *
 * @example
 * ```tsx
 * const markSent = useMarkAsNotificationSent()
 * markSent.mutate({ id })
 * ```
 */
export const useMarkAsNotificationSent = /* @__PURE__ */ mutationHook(
  markAsNotificationSentMutationOptions,
)

/**
 * Mutation options of `reportItemsBackInStock`; invalidates the back-in-stock requests.
 * @example useMutation(reportItemsBackInStockMutationOptions(client))
 */
export function reportItemsBackInStockMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, ReportItemsBackInStockRequest> {
  return plainMutation(client, writes, 'reportItemsBackInStock', reportItemsBackInStock)
}

/**
 * Reports an item back in stock, notifying the requests for it (owner).
 *
 * @example
 * ```tsx
 * const report = useReportItemsBackInStock()
 * report.mutate({ catalogReference, itemDetails: { name, price: '89.00' } })
 * ```
 */
export const useReportItemsBackInStock = /* @__PURE__ */ mutationHook(
  reportItemsBackInStockMutationOptions,
)
