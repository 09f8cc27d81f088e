import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type CaptureAuthorizedPaymentsRequest,
  captureAuthorizedPayments,
  type OrderTransactionsResponse,
  type PreparePaymentCollectionRequest,
  type PreparePaymentCollectionResponse,
  preparePaymentCollection,
  type VoidAuthorizedPaymentsRequest,
  voidAuthorizedPayments,
} from '@storefront-kit/sdk/payments'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { orderKeys } from '../orders/queries'
import { paymentKeys } from './queries'

/**
 * Mutation options of `preparePaymentCollection`; invalidates payment collection and the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(preparePaymentCollectionMutationOptions(client))
 * ```
 */
export const preparePaymentCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<
  PreparePaymentCollectionResponse,
  PreparePaymentCollectionRequest & { ecomOrderId: string }
> =>
  storefrontMutationOptions({
    mutationKey: [...paymentKeys.all, 'preparePaymentCollection'],
    mutationFn: ({
      ecomOrderId,
      ...request
    }: PreparePaymentCollectionRequest & { ecomOrderId: string }) =>
      preparePaymentCollection(client, ecomOrderId, request),
    invalidates: () => [paymentKeys.all, orderKeys.all],
  })

/**
 * Prepares collecting an amount of an order's balance (owner).
 *
 * @example
 * ```tsx
 * const prepare = usePreparePaymentCollection()
 * const { paymentGatewayOrderId } = await prepare.mutateAsync({ ecomOrderId, amount: { amount: '10.00' } })
 * ```
 */
export function usePreparePaymentCollection(
  options?: StorefrontMutationOptions<
    PreparePaymentCollectionResponse,
    PreparePaymentCollectionRequest & { ecomOrderId: string }
  >,
): UseMutationResult<
  PreparePaymentCollectionResponse,
  StorefrontError,
  PreparePaymentCollectionRequest & { ecomOrderId: string }
> {
  return useStorefrontMutation(
    preparePaymentCollectionMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `captureAuthorizedPayments`; invalidates payment collection and the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(captureAuthorizedPaymentsMutationOptions(client))
 * ```
 */
export const captureAuthorizedPaymentsMutationOptions = (
  client: Client,
): StorefrontMutation<
  OrderTransactionsResponse,
  CaptureAuthorizedPaymentsRequest & { ecomOrderId: string }
> =>
  storefrontMutationOptions({
    mutationKey: [...paymentKeys.all, 'captureAuthorizedPayments'],
    mutationFn: ({
      ecomOrderId,
      ...request
    }: CaptureAuthorizedPaymentsRequest & { ecomOrderId: string }) =>
      captureAuthorizedPayments(client, ecomOrderId, request),
    invalidates: () => [paymentKeys.all, orderKeys.all],
  })

/**
 * Captures authorized (delayed-capture) payments of an order (owner).
 *
 * @example
 * ```tsx
 * const capture = useCaptureAuthorizedPayments()
 * capture.mutate({ ecomOrderId, payments: [{ paymentId, amount: { amount: '25.00' } }] })
 * ```
 */
export function useCaptureAuthorizedPayments(
  options?: StorefrontMutationOptions<
    OrderTransactionsResponse,
    CaptureAuthorizedPaymentsRequest & { ecomOrderId: string }
  >,
): UseMutationResult<
  OrderTransactionsResponse,
  StorefrontError,
  CaptureAuthorizedPaymentsRequest & { ecomOrderId: string }
> {
  return useStorefrontMutation(
    captureAuthorizedPaymentsMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `voidAuthorizedPayments`; invalidates payment collection and the orders.
 *
 * @example
 * ```ts
 * const mutation = useMutation(voidAuthorizedPaymentsMutationOptions(client))
 * ```
 */
export const voidAuthorizedPaymentsMutationOptions = (
  client: Client,
): StorefrontMutation<
  OrderTransactionsResponse,
  VoidAuthorizedPaymentsRequest & { ecomOrderId: string }
> =>
  storefrontMutationOptions({
    mutationKey: [...paymentKeys.all, 'voidAuthorizedPayments'],
    mutationFn: ({
      ecomOrderId,
      ...request
    }: VoidAuthorizedPaymentsRequest & { ecomOrderId: string }) =>
      voidAuthorizedPayments(client, ecomOrderId, request),
    invalidates: () => [paymentKeys.all, orderKeys.all],
  })

/**
 * Voids authorized payments of an order (owner).
 *
 * @example
 * ```tsx
 * const voidPayments = useVoidAuthorizedPayments()
 * voidPayments.mutate({ ecomOrderId, paymentIds: [paymentId] })
 * ```
 */
export function useVoidAuthorizedPayments(
  options?: StorefrontMutationOptions<
    OrderTransactionsResponse,
    VoidAuthorizedPaymentsRequest & { ecomOrderId: string }
  >,
): UseMutationResult<
  OrderTransactionsResponse,
  StorefrontError,
  VoidAuthorizedPaymentsRequest & { ecomOrderId: string }
> {
  return useStorefrontMutation(
    voidAuthorizedPaymentsMutationOptions(useStorefrontClient()),
    options,
  )
}
