import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type AddActivitiesRequest,
  type AddActivitiesResponse,
  addActivities,
  type CancelOrderRequest,
  type CancelOrderResponse,
  type CreateOrderRequest,
  type CreateOrderResponse,
  cancelOrder,
  createOrder,
  type UpdateOrderRequest,
  type UpdateOrderResponse,
  updateOrder,
} from '@storefront-kit/sdk/orders'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { keepOrder } from './keep'
import { orderKeys } from './queries'

/**
 * Mutation options of `createOrder`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createOrderMutationOptions(client))
 * ```
 */
export const createOrderMutationOptions = (
  client: Client,
): StorefrontMutation<CreateOrderResponse, CreateOrderRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'createOrder'],
    mutationFn: (request: CreateOrderRequest) => createOrder(client, request),
    invalidates: () => [orderKeys.all],
    update: keepOrder,
  })

/**
 * Creates an order directly (owner or app; shoppers place orders from a checkout with `useCreateOrderFromCheckout`).
 *
 * @example
 * ```tsx
 * const create = useCreateOrder()
 * const { order } = await create.mutateAsync({ order })
 * ```
 */
export function useCreateOrder(
  options?: StorefrontMutationOptions<CreateOrderResponse, CreateOrderRequest>,
): UseMutationResult<CreateOrderResponse, StorefrontError, CreateOrderRequest> {
  return useStorefrontMutation(createOrderMutationOptions(useStorefrontClient()), options)
}

/** An order update: the order's id and `updateOrder`'s request. */
export type UpdateOrderVariables = Omit<UpdateOrderRequest, 'order'> & {
  id: string
  order: Omit<UpdateOrderRequest['order'], 'id'>
}

/**
 * Mutation options of `updateOrder`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateOrderMutationOptions(client))
 * ```
 */
export const updateOrderMutationOptions = (
  client: Client,
): StorefrontMutation<UpdateOrderResponse, UpdateOrderVariables> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'updateOrder'],
    mutationFn: ({ id, ...request }: UpdateOrderVariables) => updateOrder(client, id, request),
    invalidates: () => [orderKeys.all],
    update: keepOrder,
  })

/**
 * Updates an order with a field mask (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateOrder()
 * update.mutate({ id: orderId, order: { buyerNote: 'Leave at the door' }, fieldMask: 'buyerNote' })
 * ```
 */
export function useUpdateOrder(
  options?: StorefrontMutationOptions<UpdateOrderResponse, UpdateOrderVariables>,
): UseMutationResult<UpdateOrderResponse, StorefrontError, UpdateOrderVariables> {
  return useStorefrontMutation(updateOrderMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `cancelOrder`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(cancelOrderMutationOptions(client))
 * ```
 */
export const cancelOrderMutationOptions = (
  client: Client,
): StorefrontMutation<CancelOrderResponse, CancelOrderRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'cancelOrder'],
    mutationFn: ({ id, ...request }: CancelOrderRequest & { id: string }) =>
      cancelOrder(client, id, request),
    invalidates: () => [orderKeys.all],
    update: keepOrder,
  })

/**
 * Cancels an order (owner).
 *
 * @example
 * ```tsx
 * const cancel = useCancelOrder()
 * cancel.mutate({ id: orderId, sendOrderCanceledEmail: true })
 * ```
 */
export function useCancelOrder(
  options?: StorefrontMutationOptions<CancelOrderResponse, CancelOrderRequest & { id: string }>,
): UseMutationResult<CancelOrderResponse, StorefrontError, CancelOrderRequest & { id: string }> {
  return useStorefrontMutation(cancelOrderMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `addActivities`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(addActivitiesMutationOptions(client))
 * ```
 */
export const addActivitiesMutationOptions = (
  client: Client,
): StorefrontMutation<AddActivitiesResponse, AddActivitiesRequest & { orderId: string }> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'addActivities'],
    mutationFn: ({ orderId, ...request }: AddActivitiesRequest & { orderId: string }) =>
      addActivities(client, orderId, request),
    invalidates: () => [orderKeys.all],
    update: keepOrder,
  })

/**
 * Adds activities (e.g. merchant comments) to an order (owner).
 *
 * @example
 * ```tsx
 * const comment = useAddActivities()
 * comment.mutate({ orderId, orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Gift' } }] })
 * ```
 */
export function useAddActivities(
  options?: StorefrontMutationOptions<
    AddActivitiesResponse,
    AddActivitiesRequest & { orderId: string }
  >,
): UseMutationResult<
  AddActivitiesResponse,
  StorefrontError,
  AddActivitiesRequest & { orderId: string }
> {
  return useStorefrontMutation(addActivitiesMutationOptions(useStorefrontClient()), options)
}
