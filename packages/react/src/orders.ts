/**
 * Order hooks: read one order or search them page by page; the owner's order writes.
 * @module
 */
import type { Client } from '@storefront-kit/sdk'
import {
  type AddActivitiesRequest,
  type AddActivitiesResponse,
  addActivities,
  type BulkDeleteImportedOrdersRequest,
  type BulkDeleteImportedOrdersResponse,
  type BulkUpdateOrdersRequest,
  type BulkUpdateOrdersResponse,
  type BulkUpdateOrderTagsRequest,
  type BulkUpdateOrderTagsResponse,
  bulkDeleteImportedOrders,
  bulkUpdateOrders,
  bulkUpdateOrderTags,
  type CancelOrderRequest,
  type CancelOrderResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  cancelOrder,
  createOrder,
  type GetOrderResponse,
  getOrder,
  type ImportOrderRequest,
  type ImportOrderResponse,
  importOrder,
  type SearchOrdersRequest,
  type SearchOrdersResponse,
  type SetOrderNumberCounterRequest,
  type SetOrderNumberCounterResponse,
  searchOrders,
  setOrderNumberCounter,
  type UpdateOrderRequest,
  type UpdateOrderResponse,
  updateOrder,
} from '@storefront-kit/sdk/orders'
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query'
import { mutationHook, plainMutation, queryHook, withId } from './core/define'
import { pagedQueryOptions } from './core/infinite'
import type { StorefrontMutation } from './core/mutation'
import { useStorefrontClient } from './core/provider'
import { STOREFRONT_KEY } from './core/types'
import { storefrontQueryOptions } from './core/use-storefront'

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
}

/**
 * Query options of one order (`getOrder`).
 * @example await queryClient.prefetchQuery(orderQueryOptions(client, orderId))
 */
export function orderQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }): Promise<GetOrderResponse> => getOrder(client, id, { signal }),
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
      searchOrders(client, request, { signal }),
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

/** Writes an answer holding an order into the order's detail query. */
const keepOrder = (queryClient: QueryClient, data: { order?: GetOrderResponse['order'] }) => {
  if (data.order) queryClient.setQueryData(orderKeys.detail(data.order.id), { order: data.order })
}
/** Writes that answer the order keep it; every order write invalidates the orders. */
const orderWrites = { key: () => ALL, invalidates: () => [ALL], update: keepOrder }
const bulkWrites = { key: () => ALL, invalidates: () => [ALL] }

/**
 * Mutation options of `createOrder`; invalidates the orders.
 * @example useMutation(createOrderMutationOptions(client))
 */
export function createOrderMutationOptions(
  client: Client,
): StorefrontMutation<CreateOrderResponse, CreateOrderRequest> {
  return plainMutation(client, orderWrites, 'createOrder', createOrder)
}

/**
 * Creates an order directly (owner or app; shoppers place orders from a checkout with `useCreateOrderFromCheckout`).
 *
 * @example
 * ```tsx
 * const create = useCreateOrder()
 * const { order } = await create.mutateAsync({ order })
 * ```
 */
export const useCreateOrder = /* @__PURE__ */ mutationHook(createOrderMutationOptions)

/** An order update: the order's id and `updateOrder`'s request. */
export type UpdateOrderVariables = Omit<UpdateOrderRequest, 'order'> & {
  id: string
  order: Omit<UpdateOrderRequest['order'], 'id'>
}

/**
 * Mutation options of `updateOrder`; invalidates the orders.
 * @example useMutation(updateOrderMutationOptions(client))
 */
export function updateOrderMutationOptions(
  client: Client,
): StorefrontMutation<UpdateOrderResponse, UpdateOrderVariables> {
  return plainMutation(client, orderWrites, 'updateOrder', withId(updateOrder))
}

/**
 * Updates an order with a field mask (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateOrder()
 * update.mutate({ id: orderId, order: { buyerNote: 'Leave at the door' }, fieldMask: 'buyerNote' })
 * ```
 */
export const useUpdateOrder = /* @__PURE__ */ mutationHook(updateOrderMutationOptions)

/**
 * Mutation options of `cancelOrder`; invalidates the orders.
 * @example useMutation(cancelOrderMutationOptions(client))
 */
export function cancelOrderMutationOptions(
  client: Client,
): StorefrontMutation<CancelOrderResponse, CancelOrderRequest & { id: string }> {
  return plainMutation(client, orderWrites, 'cancelOrder', withId(cancelOrder))
}

/**
 * Cancels an order (owner).
 *
 * @example
 * ```tsx
 * const cancel = useCancelOrder()
 * cancel.mutate({ id: orderId, sendOrderCanceledEmail: true })
 * ```
 */
export const useCancelOrder = /* @__PURE__ */ mutationHook(cancelOrderMutationOptions)

/**
 * Mutation options of `addActivities`; invalidates the orders.
 * @example useMutation(addActivitiesMutationOptions(client))
 */
export function addActivitiesMutationOptions(
  client: Client,
): StorefrontMutation<AddActivitiesResponse, AddActivitiesRequest & { orderId: string }> {
  return plainMutation(client, orderWrites, 'addActivities', withId(addActivities, 'orderId'))
}

/**
 * Adds activities (e.g. merchant comments) to an order (owner).
 *
 * @example
 * ```tsx
 * const comment = useAddActivities()
 * comment.mutate({ orderId, orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Gift' } }] })
 * ```
 */
export const useAddActivities = /* @__PURE__ */ mutationHook(addActivitiesMutationOptions)

/**
 * Mutation options of `bulkUpdateOrders`; invalidates the orders.
 * @example useMutation(bulkUpdateOrdersMutationOptions(client))
 */
export function bulkUpdateOrdersMutationOptions(
  client: Client,
): StorefrontMutation<BulkUpdateOrdersResponse, BulkUpdateOrdersRequest> {
  return plainMutation(client, bulkWrites, 'bulkUpdateOrders', bulkUpdateOrders)
}

/**
 * Updates many orders, each with its field mask (owner).
 *
 * @example
 * ```tsx
 * const archive = useBulkUpdateOrders()
 * archive.mutate({ orders: [{ order: { id: orderId, archived: true }, fieldMask: 'archived' }] })
 * ```
 */
export const useBulkUpdateOrders = /* @__PURE__ */ mutationHook(bulkUpdateOrdersMutationOptions)

/**
 * Mutation options of `bulkUpdateOrderTags`; invalidates the orders.
 * @example useMutation(bulkUpdateOrderTagsMutationOptions(client))
 */
export function bulkUpdateOrderTagsMutationOptions(
  client: Client,
): StorefrontMutation<BulkUpdateOrderTagsResponse, BulkUpdateOrderTagsRequest> {
  return plainMutation(client, bulkWrites, 'bulkUpdateOrderTags', bulkUpdateOrderTags)
}

/**
 * Assigns and unassigns tags on many orders (owner).
 *
 * @example
 * ```tsx
 * const tag = useBulkUpdateOrderTags()
 * tag.mutate({ orderIds, assignTags: { privateTags: { tagIds: [vipTagId] } } })
 * ```
 */
export const useBulkUpdateOrderTags = /* @__PURE__ */ mutationHook(
  bulkUpdateOrderTagsMutationOptions,
)

/**
 * Mutation options of `importOrder`; invalidates the orders.
 * @example useMutation(importOrderMutationOptions(client))
 */
export function importOrderMutationOptions(
  client: Client,
): StorefrontMutation<ImportOrderResponse, ImportOrderRequest> {
  return plainMutation(client, orderWrites, 'importOrder', importOrder)
}

/**
 * Imports an order from another system (owner).
 *
 * @example
 * ```tsx
 * const importOne = useImportOrder()
 * importOne.mutate({ order: importedOrder })
 * ```
 */
export const useImportOrder = /* @__PURE__ */ mutationHook(importOrderMutationOptions)

/**
 * Mutation options of `setOrderNumberCounter`; invalidates the orders.
 * @example useMutation(setOrderNumberCounterMutationOptions(client))
 */
export function setOrderNumberCounterMutationOptions(
  client: Client,
): StorefrontMutation<SetOrderNumberCounterResponse, SetOrderNumberCounterRequest> {
  return plainMutation(client, bulkWrites, 'setOrderNumberCounter', setOrderNumberCounter)
}

/**
 * Sets the number the next order gets (owner).
 *
 * @example
 * ```tsx
 * const setCounter = useSetOrderNumberCounter()
 * setCounter.mutate({ counter: '20000' })
 * ```
 */
export const useSetOrderNumberCounter = /* @__PURE__ */ mutationHook(
  setOrderNumberCounterMutationOptions,
)

/**
 * Mutation options of `bulkDeleteImportedOrders`; invalidates the orders.
 * @example useMutation(bulkDeleteImportedOrdersMutationOptions(client))
 */
export function bulkDeleteImportedOrdersMutationOptions(
  client: Client,
): StorefrontMutation<BulkDeleteImportedOrdersResponse, BulkDeleteImportedOrdersRequest> {
  return plainMutation(client, bulkWrites, 'bulkDeleteImportedOrders', bulkDeleteImportedOrders)
}

/**
 * Deletes imported orders (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteImportedOrders()
 * remove.mutate({ orderIds })
 * ```
 */
export const useBulkDeleteImportedOrders = /* @__PURE__ */ mutationHook(
  bulkDeleteImportedOrdersMutationOptions,
)
