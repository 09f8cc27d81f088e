import {
  type AddToCheckoutRequest,
  addToCheckout,
  type CheckoutCreateOrderRequest,
  type CheckoutCreateOrderResponse,
  type CheckoutResponse,
  type CreateCheckoutRequest,
  type CreateOrderAndChargeRequest,
  type CreateOrderAndChargeResponse,
  createCheckout,
  createOrder,
  createOrderAndCharge,
  type MarkCheckoutAsCompletedAndRedirectToUrlRequest,
  type MarkCheckoutAsCompletedAndRedirectToUrlResponse,
  markCheckoutAsCompleted,
  markCheckoutAsCompletedAndRedirectToUrl,
  type RemoveLineItemsRequest,
  removeCoupon,
  removeGiftCard,
  removeLineItems,
  removeOverrideCheckoutUrl,
  type UpdateCheckoutRequest,
  type UpdateLineItemsQuantityRequest,
  updateCheckout,
  updateLineItemsQuantity,
} from '@storefront-kit/sdk/checkout'
import type { QueryClient } from '@tanstack/react-query'
import { cartKeys } from '../cart'
import { byId, defineMutation, type MutationFactory, mutationHook, withId } from '../core/define'
import { orderKeys } from '../orders'
import { checkoutKeys } from './queries'

/** Writes a checkout answer into its detail query. */
const keepCheckout = (queryClient: QueryClient, data: CheckoutResponse) =>
  queryClient.setQueryData(checkoutKeys.detail(data.checkout.id), data)
/** A change answers the checkout: it is kept, and the checkouts are invalidated. */
const changes = {
  key: () => checkoutKeys.all,
  invalidates: () => [checkoutKeys.all],
  update: keepCheckout,
}
/** Completing a checkout ends its cart and makes an order: all three are fetched again. */
const completions = {
  key: () => checkoutKeys.all,
  invalidates: () => [checkoutKeys.all, cartKeys.all, orderKeys.all],
}

/**
 * Mutation options of `createCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(createCheckoutMutationOptions(client))
 */
export const createCheckoutMutationOptions: MutationFactory<
  CheckoutResponse,
  CreateCheckoutRequest
> = defineMutation(changes, 'createCheckout', createCheckout)

/**
 * Creates a checkout from line items (not from the cart: see `useCreateCheckoutFromCart`).
 *
 * @example
 * ```tsx
 * const create = useCreateCheckout()
 * const { checkout } = await create.mutateAsync({ lineItems, channelType: 'WEB' })
 * ```
 */
export const useCreateCheckout = mutationHook(createCheckoutMutationOptions)

/**
 * Mutation options of `updateCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(updateCheckoutMutationOptions(client))
 */
export const updateCheckoutMutationOptions: MutationFactory<
  CheckoutResponse,
  UpdateCheckoutRequest & { id: string }
> = defineMutation(changes, 'updateCheckout', withId(updateCheckout))

/**
 * Updates a checkout: buyer, addresses, shipping option, coupon or gift card.
 *
 * @example
 * ```tsx
 * const update = useUpdateCheckout()
 * update.mutate({ id: checkoutId, checkout: { buyerInfo: { email } }, couponCode: 'SAVE10' })
 * ```
 */
export const useUpdateCheckout = mutationHook(updateCheckoutMutationOptions)

/**
 * Mutation options of `addToCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(addToCheckoutMutationOptions(client))
 */
export const addToCheckoutMutationOptions: MutationFactory<
  CheckoutResponse,
  AddToCheckoutRequest & { id: string }
> = defineMutation(changes, 'addToCheckout', withId(addToCheckout))

/**
 * Adds line items to a checkout.
 *
 * @example
 * ```tsx
 * const add = useAddToCheckout()
 * add.mutate({ id: checkoutId, lineItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export const useAddToCheckout = mutationHook(addToCheckoutMutationOptions)

/**
 * Mutation options of `removeLineItems`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutLineItemsMutationOptions(client))
 */
export const removeCheckoutLineItemsMutationOptions: MutationFactory<
  CheckoutResponse,
  RemoveLineItemsRequest & { id: string }
> = defineMutation(changes, 'removeCheckoutLineItems', withId(removeLineItems))

/**
 * Removes line items from a checkout (`removeLineItems`).
 *
 * @example
 * ```tsx
 * const remove = useRemoveCheckoutLineItems()
 * remove.mutate({ id: checkoutId, lineItemIds: [lineId] })
 * ```
 */
export const useRemoveCheckoutLineItems = mutationHook(removeCheckoutLineItemsMutationOptions)

/**
 * Mutation options of `updateLineItemsQuantity`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(updateCheckoutLineItemsQuantityMutationOptions(client))
 */
export const updateCheckoutLineItemsQuantityMutationOptions: MutationFactory<
  CheckoutResponse,
  UpdateLineItemsQuantityRequest & { id: string }
> = defineMutation(changes, 'updateCheckoutLineItemsQuantity', withId(updateLineItemsQuantity))

/**
 * Sets quantities of checkout lines (`updateLineItemsQuantity`).
 *
 * @example
 * ```tsx
 * const setQuantity = useUpdateCheckoutLineItemsQuantity()
 * setQuantity.mutate({ id: checkoutId, lineItems: [{ id: lineId, quantity: 2 }] })
 * ```
 */
export const useUpdateCheckoutLineItemsQuantity = mutationHook(
  updateCheckoutLineItemsQuantityMutationOptions,
)

/**
 * Mutation options of `removeCoupon`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutCouponMutationOptions(client))
 */
export const removeCheckoutCouponMutationOptions: MutationFactory<
  CheckoutResponse,
  { id: string }
> = defineMutation(changes, 'removeCheckoutCoupon', byId(removeCoupon))

/**
 * Removes a checkout's coupon (`removeCoupon`).
 *
 * @example
 * ```tsx
 * const removeCoupon = useRemoveCheckoutCoupon()
 * removeCoupon.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveCheckoutCoupon = mutationHook(removeCheckoutCouponMutationOptions)

/**
 * Mutation options of `removeGiftCard`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutGiftCardMutationOptions(client))
 */
export const removeCheckoutGiftCardMutationOptions: MutationFactory<
  CheckoutResponse,
  { id: string }
> = defineMutation(changes, 'removeCheckoutGiftCard', byId(removeGiftCard))

/**
 * Removes a checkout's gift card (`removeGiftCard`).
 *
 * @example
 * ```tsx
 * const removeGiftCard = useRemoveCheckoutGiftCard()
 * removeGiftCard.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveCheckoutGiftCard = mutationHook(removeCheckoutGiftCardMutationOptions)

/**
 * Mutation options of `removeOverrideCheckoutUrl`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeOverrideCheckoutUrlMutationOptions(client))
 */
export const removeOverrideCheckoutUrlMutationOptions: MutationFactory<
  CheckoutResponse,
  { id: string }
> = defineMutation(changes, 'removeOverrideCheckoutUrl', byId(removeOverrideCheckoutUrl))

/**
 * Removes a checkout's override checkout URL.
 *
 * @example
 * ```tsx
 * const reset = useRemoveOverrideCheckoutUrl()
 * reset.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveOverrideCheckoutUrl = mutationHook(removeOverrideCheckoutUrlMutationOptions)

/**
 * Mutation options of `createOrder`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(createOrderFromCheckoutMutationOptions(client))
 */
export const createOrderFromCheckoutMutationOptions: MutationFactory<
  CheckoutCreateOrderResponse,
  CheckoutCreateOrderRequest & { id: string }
> = defineMutation(completions, 'createOrderFromCheckout', withId(createOrder))

/**
 * Turns a checkout into an order (`createOrder` of the checkout API). The cart the checkout came from is gone afterwards; the cart query then answers `null`.
 *
 * @example
 * ```tsx
 * const placeOrder = useCreateOrderFromCheckout()
 * const { orderId } = await placeOrder.mutateAsync({ id: checkoutId })
 * ```
 */
export const useCreateOrderFromCheckout = mutationHook(createOrderFromCheckoutMutationOptions)

/**
 * Mutation options of `createOrderAndCharge`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(createOrderAndChargeMutationOptions(client))
 */
export const createOrderAndChargeMutationOptions: MutationFactory<
  CreateOrderAndChargeResponse,
  CreateOrderAndChargeRequest & { id: string }
> = defineMutation(completions, 'createOrderAndCharge', withId(createOrderAndCharge))

/**
 * Turns a checkout into an order and charges it.
 *
 * @example
 * ```tsx
 * const pay = useCreateOrderAndCharge()
 * const { orderId } = await pay.mutateAsync({ id: checkoutId, paymentToken })
 * ```
 */
export const useCreateOrderAndCharge = mutationHook(createOrderAndChargeMutationOptions)

/**
 * Mutation options of `markCheckoutAsCompleted`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(markCheckoutAsCompletedMutationOptions(client))
 */
export const markCheckoutAsCompletedMutationOptions: MutationFactory<
  Record<string, never>,
  { id: string }
> = defineMutation(completions, 'markCheckoutAsCompleted', byId(markCheckoutAsCompleted))

/**
 * Marks a checkout completed (paid elsewhere).
 *
 * @example
 * ```tsx
 * const complete = useMarkCheckoutAsCompleted()
 * complete.mutate({ id: checkoutId })
 * ```
 */
export const useMarkCheckoutAsCompleted = mutationHook(markCheckoutAsCompletedMutationOptions)

/**
 * Mutation options of `markCheckoutAsCompletedAndRedirectToUrl`; the checkout, the cart it came from and the orders are fetched again.
 * @example useMutation(markCheckoutAsCompletedAndRedirectToUrlMutationOptions(client))
 */
export const markCheckoutAsCompletedAndRedirectToUrlMutationOptions: MutationFactory<
  MarkCheckoutAsCompletedAndRedirectToUrlResponse,
  MarkCheckoutAsCompletedAndRedirectToUrlRequest
> = defineMutation(
  completions,
  'markCheckoutAsCompletedAndRedirectToUrl',
  markCheckoutAsCompletedAndRedirectToUrl,
)

/**
 * Marks a checkout completed and answers the URL to send the buyer to.
 *
 * @example
 * ```tsx
 * const complete = useMarkCheckoutAsCompletedAndRedirectToUrl()
 * await complete.mutateAsync({ token })
 * ```
 */
export const useMarkCheckoutAsCompletedAndRedirectToUrl = mutationHook(
  markCheckoutAsCompletedAndRedirectToUrlMutationOptions,
)
