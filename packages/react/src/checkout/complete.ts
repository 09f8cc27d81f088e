import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type CheckoutCreateOrderRequest,
  type CheckoutCreateOrderResponse,
  type CreateOrderAndChargeRequest,
  type CreateOrderAndChargeResponse,
  createOrder,
  createOrderAndCharge,
  type MarkCheckoutAsCompletedAndRedirectToUrlRequest,
  type MarkCheckoutAsCompletedAndRedirectToUrlResponse,
  markCheckoutAsCompleted,
  markCheckoutAsCompletedAndRedirectToUrl,
} from '@storefront-kit/sdk/checkout'
import type { UseMutationResult } from '@tanstack/react-query'
import { cartKeys } from '../cart/queries'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { orderKeys } from '../orders'
import { checkoutKeys } from './queries'

/**
 * Mutation options of `createOrder`; the checkout, the cart it came from and the orders are fetched again.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createOrderFromCheckoutMutationOptions(client))
 * ```
 */
export const createOrderFromCheckoutMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutCreateOrderResponse, CheckoutCreateOrderRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'createOrderFromCheckout'],
    mutationFn: ({ id, ...request }: CheckoutCreateOrderRequest & { id: string }) =>
      createOrder(client, id, request),
    invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
  })

/**
 * Turns a checkout into an order (`createOrder` of the checkout API). The cart the checkout came from is gone afterwards; the cart query then answers `null`.
 *
 * @example
 * ```tsx
 * const placeOrder = useCreateOrderFromCheckout()
 * const { orderId } = await placeOrder.mutateAsync({ id: checkoutId })
 * ```
 */
export function useCreateOrderFromCheckout(
  options?: StorefrontMutationOptions<
    CheckoutCreateOrderResponse,
    CheckoutCreateOrderRequest & { id: string }
  >,
): UseMutationResult<
  CheckoutCreateOrderResponse,
  StorefrontError,
  CheckoutCreateOrderRequest & { id: string }
> {
  return useStorefrontMutation(
    createOrderFromCheckoutMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `createOrderAndCharge`; the checkout, the cart it came from and the orders are fetched again.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createOrderAndChargeMutationOptions(client))
 * ```
 */
export const createOrderAndChargeMutationOptions = (
  client: Client,
): StorefrontMutation<CreateOrderAndChargeResponse, CreateOrderAndChargeRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'createOrderAndCharge'],
    mutationFn: ({ id, ...request }: CreateOrderAndChargeRequest & { id: string }) =>
      createOrderAndCharge(client, id, request),
    invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
  })

/**
 * Turns a checkout into an order and charges it.
 *
 * @example
 * ```tsx
 * const pay = useCreateOrderAndCharge()
 * const { orderId } = await pay.mutateAsync({ id: checkoutId, paymentToken })
 * ```
 */
export function useCreateOrderAndCharge(
  options?: StorefrontMutationOptions<
    CreateOrderAndChargeResponse,
    CreateOrderAndChargeRequest & { id: string }
  >,
): UseMutationResult<
  CreateOrderAndChargeResponse,
  StorefrontError,
  CreateOrderAndChargeRequest & { id: string }
> {
  return useStorefrontMutation(createOrderAndChargeMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `markCheckoutAsCompleted`; the checkout, the cart it came from and the orders are fetched again.
 *
 * @example
 * ```ts
 * const mutation = useMutation(markCheckoutAsCompletedMutationOptions(client))
 * ```
 */
export const markCheckoutAsCompletedMutationOptions = (
  client: Client,
): StorefrontMutation<Record<string, never>, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'markCheckoutAsCompleted'],
    mutationFn: ({ id }: { id: string }) => markCheckoutAsCompleted(client, id),
    invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
  })

/**
 * Marks a checkout completed (paid elsewhere).
 *
 * @example
 * ```tsx
 * const complete = useMarkCheckoutAsCompleted()
 * complete.mutate({ id: checkoutId })
 * ```
 */
export function useMarkCheckoutAsCompleted(
  options?: StorefrontMutationOptions<Record<string, never>, { id: string }>,
): UseMutationResult<Record<string, never>, StorefrontError, { id: string }> {
  return useStorefrontMutation(
    markCheckoutAsCompletedMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `markCheckoutAsCompletedAndRedirectToUrl`; the checkout, the cart it came from and the orders are fetched again.
 *
 * @example
 * ```ts
 * const mutation = useMutation(markCheckoutAsCompletedAndRedirectToUrlMutationOptions(client))
 * ```
 */
export const markCheckoutAsCompletedAndRedirectToUrlMutationOptions = (
  client: Client,
): StorefrontMutation<
  MarkCheckoutAsCompletedAndRedirectToUrlResponse,
  MarkCheckoutAsCompletedAndRedirectToUrlRequest
> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'markCheckoutAsCompletedAndRedirectToUrl'],
    mutationFn: (request: MarkCheckoutAsCompletedAndRedirectToUrlRequest) =>
      markCheckoutAsCompletedAndRedirectToUrl(client, request),
    invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
  })

/**
 * Marks a checkout completed and answers the URL to send the buyer to.
 *
 * @example
 * ```tsx
 * const complete = useMarkCheckoutAsCompletedAndRedirectToUrl()
 * await complete.mutateAsync({ token })
 * ```
 */
export function useMarkCheckoutAsCompletedAndRedirectToUrl(
  options?: StorefrontMutationOptions<
    MarkCheckoutAsCompletedAndRedirectToUrlResponse,
    MarkCheckoutAsCompletedAndRedirectToUrlRequest
  >,
): UseMutationResult<
  MarkCheckoutAsCompletedAndRedirectToUrlResponse,
  StorefrontError,
  MarkCheckoutAsCompletedAndRedirectToUrlRequest
> {
  return useStorefrontMutation(
    markCheckoutAsCompletedAndRedirectToUrlMutationOptions(useStorefrontClient()),
    options,
  )
}
