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
import { byId, defineMutation, type MutationFactory, mutationHook, queryHook } from './core/define'
import { pagedQueryOptions } from './core/infinite'
import { useStorefrontClient } from './core/provider'
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
      getBackInStockNotificationRequest(client, id, { signal }),
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
export const useBackInStockRequest = queryHook(backInStockRequestQueryOptions, 1)

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
      queryBackInStockNotificationRequests(client, request, { signal }),
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
export const useBackInStockRequests = queryHook(backInStockRequestsQueryOptions, 1)

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
      getBackInStockNotificationRequestsCountByCatalogReferences(client, request, { signal }),
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
export const useBackInStockCounts = queryHook(backInStockCountsQueryOptions, 1)

/** Every back-in-stock write invalidates the back-in-stock requests. */
const writes = { key: () => ALL, invalidates: () => [ALL] }

/**
 * Mutation options of `createBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 * @example useMutation(createBackInStockNotificationRequestMutationOptions(client))
 */
export const createBackInStockNotificationRequestMutationOptions: MutationFactory<
  BackInStockNotificationRequestResponse,
  CreateBackInStockNotificationRequestRequest
> = defineMutation(
  writes,
  'createBackInStockNotificationRequest',
  createBackInStockNotificationRequest,
)

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
export const useCreateBackInStockRequest = mutationHook(
  createBackInStockNotificationRequestMutationOptions,
)

/**
 * Mutation options of `deleteBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 * @example useMutation(deleteBackInStockNotificationRequestMutationOptions(client))
 */
export const deleteBackInStockNotificationRequestMutationOptions: MutationFactory<
  Record<string, never>,
  { id: string }
> = defineMutation(
  writes,
  'deleteBackInStockNotificationRequest',
  byId(deleteBackInStockNotificationRequest),
)

/**
 * Deletes a back-in-stock request (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteBackInStockRequest()
 * remove.mutate({ id })
 * ```
 */
export const useDeleteBackInStockRequest = mutationHook(
  deleteBackInStockNotificationRequestMutationOptions,
)

/**
 * Mutation options of `markAsNotificationSent`; invalidates the back-in-stock requests.
 * @example useMutation(markAsNotificationSentMutationOptions(client))
 */
export const markAsNotificationSentMutationOptions: MutationFactory<
  BackInStockNotificationRequestResponse,
  { id: string }
> = defineMutation(writes, 'markAsNotificationSent', byId(markAsNotificationSent))

/**
 * Marks a request as notified (owner).
 *
 * @example
 * ```tsx
 * const markSent = useMarkAsNotificationSent()
 * markSent.mutate({ id })
 * ```
 */
export const useMarkAsNotificationSent = mutationHook(markAsNotificationSentMutationOptions)

/**
 * Mutation options of `reportItemsBackInStock`; invalidates the back-in-stock requests.
 * @example useMutation(reportItemsBackInStockMutationOptions(client))
 */
export const reportItemsBackInStockMutationOptions: MutationFactory<
  Record<string, never>,
  ReportItemsBackInStockRequest
> = defineMutation(writes, 'reportItemsBackInStock', reportItemsBackInStock)

/**
 * Reports an item back in stock, notifying the requests for it (owner).
 *
 * @example
 * ```tsx
 * const report = useReportItemsBackInStock()
 * report.mutate({ catalogReference, itemDetails: { name, price: '89.00' } })
 * ```
 */
export const useReportItemsBackInStock = mutationHook(reportItemsBackInStockMutationOptions)
