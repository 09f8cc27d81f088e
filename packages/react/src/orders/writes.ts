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
  type ImportOrderRequest,
  type ImportOrderResponse,
  importOrder,
  type SetOrderNumberCounterRequest,
  type SetOrderNumberCounterResponse,
  setOrderNumberCounter,
  type UpdateOrderRequest,
  type UpdateOrderResponse,
  updateOrder,
} from '@storefront-kit/sdk/orders'
import type { QueryClient } from '@tanstack/react-query'
import { mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { orderKeys } from './queries'

/** Writes an answer holding an order into the order's detail query. */
const keepOrder = (queryClient: QueryClient, data: { order?: GetOrderResponse['order'] }) => {
  if (data.order) queryClient.setQueryData(orderKeys.detail(data.order.id), { order: data.order })
}
/** Writes that answer the order keep it; every order write invalidates the orders. */
const orderWrites = {
  key: () => orderKeys.all,
  invalidates: () => [orderKeys.all],
  update: keepOrder,
}
const bulkWrites = { key: () => orderKeys.all, invalidates: () => [orderKeys.all] }

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
