import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type BackInStockNotificationRequestResponse,
  type CreateBackInStockNotificationRequestRequest,
  createBackInStockNotificationRequest,
  deleteBackInStockNotificationRequest,
  markAsNotificationSent,
  type ReportItemsBackInStockRequest,
  reportItemsBackInStock,
} from '@storefront-kit/sdk/back-in-stock'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { backInStockKeys } from './queries'

/**
 * Mutation options of `createBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createBackInStockNotificationRequestMutationOptions(client))
 * ```
 */
export const createBackInStockNotificationRequestMutationOptions = (
  client: Client,
): StorefrontMutation<
  BackInStockNotificationRequestResponse,
  CreateBackInStockNotificationRequestRequest
> =>
  storefrontMutationOptions({
    mutationKey: [...backInStockKeys.all, 'createBackInStockNotificationRequest'],
    mutationFn: (request: CreateBackInStockNotificationRequestRequest) =>
      createBackInStockNotificationRequest(client, request),
    invalidates: () => [backInStockKeys.all],
  })

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
export function useCreateBackInStockRequest(
  options?: StorefrontMutationOptions<
    BackInStockNotificationRequestResponse,
    CreateBackInStockNotificationRequestRequest
  >,
): UseMutationResult<
  BackInStockNotificationRequestResponse,
  StorefrontError,
  CreateBackInStockNotificationRequestRequest
> {
  return useStorefrontMutation(
    createBackInStockNotificationRequestMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `deleteBackInStockNotificationRequest`; invalidates the back-in-stock requests.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteBackInStockNotificationRequestMutationOptions(client))
 * ```
 */
export const deleteBackInStockNotificationRequestMutationOptions = (
  client: Client,
): StorefrontMutation<Record<string, never>, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...backInStockKeys.all, 'deleteBackInStockNotificationRequest'],
    mutationFn: ({ id }: { id: string }) => deleteBackInStockNotificationRequest(client, id),
    invalidates: () => [backInStockKeys.all],
  })

/**
 * Deletes a back-in-stock request (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteBackInStockRequest()
 * remove.mutate({ id })
 * ```
 */
export function useDeleteBackInStockRequest(
  options?: StorefrontMutationOptions<Record<string, never>, { id: string }>,
): UseMutationResult<Record<string, never>, StorefrontError, { id: string }> {
  return useStorefrontMutation(
    deleteBackInStockNotificationRequestMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `markAsNotificationSent`; invalidates the back-in-stock requests.
 *
 * @example
 * ```ts
 * const mutation = useMutation(markAsNotificationSentMutationOptions(client))
 * ```
 */
export const markAsNotificationSentMutationOptions = (
  client: Client,
): StorefrontMutation<BackInStockNotificationRequestResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...backInStockKeys.all, 'markAsNotificationSent'],
    mutationFn: ({ id }: { id: string }) => markAsNotificationSent(client, id),
    invalidates: () => [backInStockKeys.all],
  })

/**
 * Marks a request as notified (owner).
 *
 * @example
 * ```tsx
 * const markSent = useMarkAsNotificationSent()
 * markSent.mutate({ id })
 * ```
 */
export function useMarkAsNotificationSent(
  options?: StorefrontMutationOptions<BackInStockNotificationRequestResponse, { id: string }>,
): UseMutationResult<BackInStockNotificationRequestResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(
    markAsNotificationSentMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `reportItemsBackInStock`; invalidates the back-in-stock requests.
 *
 * @example
 * ```ts
 * const mutation = useMutation(reportItemsBackInStockMutationOptions(client))
 * ```
 */
export const reportItemsBackInStockMutationOptions = (
  client: Client,
): StorefrontMutation<Record<string, never>, ReportItemsBackInStockRequest> =>
  storefrontMutationOptions({
    mutationKey: [...backInStockKeys.all, 'reportItemsBackInStock'],
    mutationFn: (request: ReportItemsBackInStockRequest) => reportItemsBackInStock(client, request),
    invalidates: () => [backInStockKeys.all],
  })

/**
 * Reports an item back in stock, notifying the requests for it (owner).
 *
 * @example
 * ```tsx
 * const report = useReportItemsBackInStock()
 * report.mutate({ catalogReference, itemDetails: { name, price: '89.00' } })
 * ```
 */
export function useReportItemsBackInStock(
  options?: StorefrontMutationOptions<Record<string, never>, ReportItemsBackInStockRequest>,
): UseMutationResult<Record<string, never>, StorefrontError, ReportItemsBackInStockRequest> {
  return useStorefrontMutation(
    reportItemsBackInStockMutationOptions(useStorefrontClient()),
    options,
  )
}
