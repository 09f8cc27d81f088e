import type { Client } from '@storefront-kit/sdk'
import {
  type CheckoutCreateOrderRequest,
  type CheckoutCreateOrderResponse,
  type CreateOrderAndChargeRequest,
  type CreateOrderAndChargeResponse,
  createOrder,
  createOrderAndCharge,
  markCheckoutAsCompleted,
} from '@storefront-kit/sdk/checkout'
import { cartKeys } from '../cart/queries'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { orderKeys } from '../orders/queries'
import { checkoutKeys } from './queries'

/** Completing a checkout ends its cart and makes an order: all three are fetched again. */
const completions = {
  key: () => checkoutKeys.all,
  invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
}

/**
 * Mutation options of `createOrder`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(createOrderFromCheckoutMutationOptions(client))
 */
export function createOrderFromCheckoutMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutCreateOrderResponse, CheckoutCreateOrderRequest & { id: string }> {
  return plainMutation(client, completions, 'createOrderFromCheckout', withId(createOrder))
}

/**
 * Turns a checkout into an order (`createOrder` of the checkout API). The cart the checkout came from is gone afterwards; the cart query then answers `null`.
 *
 * @example
 * ```tsx
 * const placeOrder = useCreateOrderFromCheckout()
 * const { orderId } = await placeOrder.mutateAsync({ id: checkoutId })
 * ```
 */
export const useCreateOrderFromCheckout = /* @__PURE__ */ mutationHook(
  createOrderFromCheckoutMutationOptions,
)

/**
 * Mutation options of `createOrderAndCharge`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(createOrderAndChargeMutationOptions(client))
 */
export function createOrderAndChargeMutationOptions(
  client: Client,
): StorefrontMutation<CreateOrderAndChargeResponse, CreateOrderAndChargeRequest & { id: string }> {
  return plainMutation(client, completions, 'createOrderAndCharge', withId(createOrderAndCharge))
}

/**
 * Turns a checkout into an order and charges it.
 *
 * @example
 * ```tsx
 * const pay = useCreateOrderAndCharge()
 * const { orderId } = await pay.mutateAsync({ id: checkoutId, paymentToken })
 * ```
 */
export const useCreateOrderAndCharge = /* @__PURE__ */ mutationHook(
  createOrderAndChargeMutationOptions,
)

/**
 * Mutation options of `markCheckoutAsCompleted`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(markCheckoutAsCompletedMutationOptions(client))
 */
export function markCheckoutAsCompletedMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, { id: string }> {
  return plainMutation(
    client,
    completions,
    'markCheckoutAsCompleted',
    byId(markCheckoutAsCompleted),
  )
}

/**
 * Marks a checkout completed (paid elsewhere).
 *
 * @example
 * ```tsx
 * const complete = useMarkCheckoutAsCompleted()
 * complete.mutate({ id: checkoutId })
 * ```
 */
export const useMarkCheckoutAsCompleted = /* @__PURE__ */ mutationHook(
  markCheckoutAsCompletedMutationOptions,
)
