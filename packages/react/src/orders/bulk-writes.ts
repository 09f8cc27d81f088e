import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type BulkDeleteImportedOrdersRequest,
  type BulkDeleteImportedOrdersResponse,
  type BulkUpdateOrdersRequest,
  type BulkUpdateOrdersResponse,
  type BulkUpdateOrderTagsRequest,
  type BulkUpdateOrderTagsResponse,
  bulkDeleteImportedOrders,
  bulkUpdateOrders,
  bulkUpdateOrderTags,
  type ImportOrderRequest,
  type ImportOrderResponse,
  importOrder,
  type SetOrderNumberCounterRequest,
  type SetOrderNumberCounterResponse,
  setOrderNumberCounter,
} from '@storefront-kit/sdk/orders'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { keepOrder } from './keep'
import { orderKeys } from './queries'

/**
 * Mutation options of `bulkUpdateOrders`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkUpdateOrdersMutationOptions(client))
 * ```
 */
export const bulkUpdateOrdersMutationOptions = (
  client: Client,
): StorefrontMutation<BulkUpdateOrdersResponse, BulkUpdateOrdersRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'bulkUpdateOrders'],
    mutationFn: (request: BulkUpdateOrdersRequest) => bulkUpdateOrders(client, request),
    invalidates: () => [orderKeys.all],
  })

/**
 * Updates many orders, each with its field mask (owner).
 *
 * @example
 * ```tsx
 * const archive = useBulkUpdateOrders()
 * archive.mutate({ orders: [{ order: { id: orderId, archived: true }, fieldMask: 'archived' }] })
 * ```
 */
export function useBulkUpdateOrders(
  options?: StorefrontMutationOptions<BulkUpdateOrdersResponse, BulkUpdateOrdersRequest>,
): UseMutationResult<BulkUpdateOrdersResponse, StorefrontError, BulkUpdateOrdersRequest> {
  return useStorefrontMutation(bulkUpdateOrdersMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkUpdateOrderTags`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkUpdateOrderTagsMutationOptions(client))
 * ```
 */
export const bulkUpdateOrderTagsMutationOptions = (
  client: Client,
): StorefrontMutation<BulkUpdateOrderTagsResponse, BulkUpdateOrderTagsRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'bulkUpdateOrderTags'],
    mutationFn: (request: BulkUpdateOrderTagsRequest) => bulkUpdateOrderTags(client, request),
    invalidates: () => [orderKeys.all],
  })

/**
 * Assigns and unassigns tags on many orders (owner).
 *
 * @example
 * ```tsx
 * const tag = useBulkUpdateOrderTags()
 * tag.mutate({ orderIds, assignTags: { privateTags: { tagIds: [vipTagId] } } })
 * ```
 */
export function useBulkUpdateOrderTags(
  options?: StorefrontMutationOptions<BulkUpdateOrderTagsResponse, BulkUpdateOrderTagsRequest>,
): UseMutationResult<BulkUpdateOrderTagsResponse, StorefrontError, BulkUpdateOrderTagsRequest> {
  return useStorefrontMutation(bulkUpdateOrderTagsMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `importOrder`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(importOrderMutationOptions(client))
 * ```
 */
export const importOrderMutationOptions = (
  client: Client,
): StorefrontMutation<ImportOrderResponse, ImportOrderRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'importOrder'],
    mutationFn: (request: ImportOrderRequest) => importOrder(client, request),
    invalidates: () => [orderKeys.all],
    update: keepOrder,
  })

/**
 * Imports an order from another system (owner).
 *
 * @example
 * ```tsx
 * const importOne = useImportOrder()
 * importOne.mutate({ order: importedOrder })
 * ```
 */
export function useImportOrder(
  options?: StorefrontMutationOptions<ImportOrderResponse, ImportOrderRequest>,
): UseMutationResult<ImportOrderResponse, StorefrontError, ImportOrderRequest> {
  return useStorefrontMutation(importOrderMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `setOrderNumberCounter`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(setOrderNumberCounterMutationOptions(client))
 * ```
 */
export const setOrderNumberCounterMutationOptions = (
  client: Client,
): StorefrontMutation<SetOrderNumberCounterResponse, SetOrderNumberCounterRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'setOrderNumberCounter'],
    mutationFn: (request: SetOrderNumberCounterRequest) => setOrderNumberCounter(client, request),
    invalidates: () => [orderKeys.all],
  })

/**
 * Sets the number the next order gets (owner).
 *
 * @example
 * ```tsx
 * const setCounter = useSetOrderNumberCounter()
 * setCounter.mutate({ counter: '20000' })
 * ```
 */
export function useSetOrderNumberCounter(
  options?: StorefrontMutationOptions<SetOrderNumberCounterResponse, SetOrderNumberCounterRequest>,
): UseMutationResult<SetOrderNumberCounterResponse, StorefrontError, SetOrderNumberCounterRequest> {
  return useStorefrontMutation(setOrderNumberCounterMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkDeleteImportedOrders`; invalidates the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkDeleteImportedOrdersMutationOptions(client))
 * ```
 */
export const bulkDeleteImportedOrdersMutationOptions = (
  client: Client,
): StorefrontMutation<BulkDeleteImportedOrdersResponse, BulkDeleteImportedOrdersRequest> =>
  storefrontMutationOptions({
    mutationKey: [...orderKeys.all, 'bulkDeleteImportedOrders'],
    mutationFn: (request: BulkDeleteImportedOrdersRequest) =>
      bulkDeleteImportedOrders(client, request),
    invalidates: () => [orderKeys.all],
  })

/**
 * Deletes imported orders (owner).
 *
 * @example
 * ```tsx
 * const remove = useBulkDeleteImportedOrders()
 * remove.mutate({ orderIds })
 * ```
 */
export function useBulkDeleteImportedOrders(
  options?: StorefrontMutationOptions<
    BulkDeleteImportedOrdersResponse,
    BulkDeleteImportedOrdersRequest
  >,
): UseMutationResult<
  BulkDeleteImportedOrdersResponse,
  StorefrontError,
  BulkDeleteImportedOrdersRequest
> {
  return useStorefrontMutation(
    bulkDeleteImportedOrdersMutationOptions(useStorefrontClient()),
    options,
  )
}
