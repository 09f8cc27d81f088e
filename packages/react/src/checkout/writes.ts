import type { Client } from '@storefront-kit/sdk'
import {
  type AddToCheckoutRequest,
  addToCheckout,
  type CheckoutResponse,
  type CreateCheckoutRequest,
  createCheckout,
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
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
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

/**
 * Mutation options of `createCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(createCheckoutMutationOptions(client))
 */
export function createCheckoutMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, CreateCheckoutRequest> {
  return plainMutation(client, changes, 'createCheckout', createCheckout)
}

/**
 * Creates a checkout from line items (not from the cart: see `useCreateCheckoutFromCart`).
 *
 * @example
 * ```tsx
 * const create = useCreateCheckout()
 * const { checkout } = await create.mutateAsync({ lineItems, channelType: 'WEB' })
 * ```
 */
export const useCreateCheckout = /* @__PURE__ */ mutationHook(createCheckoutMutationOptions)

/**
 * Mutation options of `updateCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(updateCheckoutMutationOptions(client))
 */
export function updateCheckoutMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, UpdateCheckoutRequest & { id: string }> {
  return plainMutation(client, changes, 'updateCheckout', withId(updateCheckout))
}

/**
 * Updates a checkout: buyer, addresses, shipping option, coupon or gift card.
 *
 * @example
 * ```tsx
 * const update = useUpdateCheckout()
 * update.mutate({ id: checkoutId, checkout: { buyerInfo: { email } }, couponCode: 'SAVE10' })
 * ```
 */
export const useUpdateCheckout = /* @__PURE__ */ mutationHook(updateCheckoutMutationOptions)

/**
 * Mutation options of `addToCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(addToCheckoutMutationOptions(client))
 */
export function addToCheckoutMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, AddToCheckoutRequest & { id: string }> {
  return plainMutation(client, changes, 'addToCheckout', withId(addToCheckout))
}

/**
 * Adds line items to a checkout.
 *
 * @example
 * ```tsx
 * const add = useAddToCheckout()
 * add.mutate({ id: checkoutId, lineItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export const useAddToCheckout = /* @__PURE__ */ mutationHook(addToCheckoutMutationOptions)

/**
 * Mutation options of `removeLineItems`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutLineItemsMutationOptions(client))
 */
export function removeCheckoutLineItemsMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, RemoveLineItemsRequest & { id: string }> {
  return plainMutation(client, changes, 'removeCheckoutLineItems', withId(removeLineItems))
}

/**
 * Removes line items from a checkout (`removeLineItems`).
 *
 * @example
 * ```tsx
 * const remove = useRemoveCheckoutLineItems()
 * remove.mutate({ id: checkoutId, lineItemIds: [lineId] })
 * ```
 */
export const useRemoveCheckoutLineItems = /* @__PURE__ */ mutationHook(
  removeCheckoutLineItemsMutationOptions,
)

/**
 * Mutation options of `updateLineItemsQuantity`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(updateCheckoutLineItemsQuantityMutationOptions(client))
 */
export function updateCheckoutLineItemsQuantityMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, UpdateLineItemsQuantityRequest & { id: string }> {
  return plainMutation(
    client,
    changes,
    'updateCheckoutLineItemsQuantity',
    withId(updateLineItemsQuantity),
  )
}

/**
 * Sets quantities of checkout lines (`updateLineItemsQuantity`).
 *
 * @example
 * ```tsx
 * const setQuantity = useUpdateCheckoutLineItemsQuantity()
 * setQuantity.mutate({ id: checkoutId, lineItems: [{ id: lineId, quantity: 2 }] })
 * ```
 */
export const useUpdateCheckoutLineItemsQuantity = /* @__PURE__ */ mutationHook(
  updateCheckoutLineItemsQuantityMutationOptions,
)

/**
 * Mutation options of `removeCoupon`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutCouponMutationOptions(client))
 */
export function removeCheckoutCouponMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> {
  return plainMutation(client, changes, 'removeCheckoutCoupon', byId(removeCoupon))
}

/**
 * Removes a checkout's coupon (`removeCoupon`).
 *
 * @example
 * ```tsx
 * const removeCoupon = useRemoveCheckoutCoupon()
 * removeCoupon.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveCheckoutCoupon = /* @__PURE__ */ mutationHook(
  removeCheckoutCouponMutationOptions,
)

/**
 * Mutation options of `removeGiftCard`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeCheckoutGiftCardMutationOptions(client))
 */
export function removeCheckoutGiftCardMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> {
  return plainMutation(client, changes, 'removeCheckoutGiftCard', byId(removeGiftCard))
}

/**
 * Removes a checkout's gift card (`removeGiftCard`).
 *
 * @example
 * ```tsx
 * const removeGiftCard = useRemoveCheckoutGiftCard()
 * removeGiftCard.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveCheckoutGiftCard = /* @__PURE__ */ mutationHook(
  removeCheckoutGiftCardMutationOptions,
)

/**
 * Mutation options of `removeOverrideCheckoutUrl`; writes the answer into the checkout's query and invalidates the checkouts.
 * @example useMutation(removeOverrideCheckoutUrlMutationOptions(client))
 */
export function removeOverrideCheckoutUrlMutationOptions(
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> {
  return plainMutation(
    client,
    changes,
    'removeOverrideCheckoutUrl',
    byId(removeOverrideCheckoutUrl),
  )
}

/**
 * Removes a checkout's override checkout URL.
 *
 * @example
 * ```tsx
 * const reset = useRemoveOverrideCheckoutUrl()
 * reset.mutate({ id: checkoutId })
 * ```
 */
export const useRemoveOverrideCheckoutUrl = /* @__PURE__ */ mutationHook(
  removeOverrideCheckoutUrlMutationOptions,
)
