import type { Client, StorefrontError } from '@storefront-kit/sdk'
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
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { keepCheckout } from './keep'
import { checkoutKeys } from './queries'

/**
 * Mutation options of `createCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createCheckoutMutationOptions(client))
 * ```
 */
export const createCheckoutMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, CreateCheckoutRequest> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'createCheckout'],
    mutationFn: (request: CreateCheckoutRequest) => createCheckout(client, request),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Creates a checkout from line items (not from the cart: see `useCreateCheckoutFromCart`).
 *
 * @example
 * ```tsx
 * const create = useCreateCheckout()
 * const { checkout } = await create.mutateAsync({ lineItems, channelType: 'WEB' })
 * ```
 */
export function useCreateCheckout(
  options?: StorefrontMutationOptions<CheckoutResponse, CreateCheckoutRequest>,
): UseMutationResult<CheckoutResponse, StorefrontError, CreateCheckoutRequest> {
  return useStorefrontMutation(createCheckoutMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateCheckoutMutationOptions(client))
 * ```
 */
export const updateCheckoutMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, UpdateCheckoutRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'updateCheckout'],
    mutationFn: ({ id, ...request }: UpdateCheckoutRequest & { id: string }) =>
      updateCheckout(client, id, request),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Updates a checkout: buyer, addresses, shipping option, coupon or gift card.
 *
 * @example
 * ```tsx
 * const update = useUpdateCheckout()
 * update.mutate({ id: checkoutId, checkout: { buyerInfo: { email } }, couponCode: 'SAVE10' })
 * ```
 */
export function useUpdateCheckout(
  options?: StorefrontMutationOptions<CheckoutResponse, UpdateCheckoutRequest & { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, UpdateCheckoutRequest & { id: string }> {
  return useStorefrontMutation(updateCheckoutMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `addToCheckout`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(addToCheckoutMutationOptions(client))
 * ```
 */
export const addToCheckoutMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, AddToCheckoutRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'addToCheckout'],
    mutationFn: ({ id, ...request }: AddToCheckoutRequest & { id: string }) =>
      addToCheckout(client, id, request),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Adds line items to a checkout.
 *
 * @example
 * ```tsx
 * const add = useAddToCheckout()
 * add.mutate({ id: checkoutId, lineItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export function useAddToCheckout(
  options?: StorefrontMutationOptions<CheckoutResponse, AddToCheckoutRequest & { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, AddToCheckoutRequest & { id: string }> {
  return useStorefrontMutation(addToCheckoutMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `removeLineItems`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeCheckoutLineItemsMutationOptions(client))
 * ```
 */
export const removeCheckoutLineItemsMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, RemoveLineItemsRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'removeCheckoutLineItems'],
    mutationFn: ({ id, ...request }: RemoveLineItemsRequest & { id: string }) =>
      removeLineItems(client, id, request),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Removes line items from a checkout (`removeLineItems`).
 *
 * @example
 * ```tsx
 * const remove = useRemoveCheckoutLineItems()
 * remove.mutate({ id: checkoutId, lineItemIds: [lineId] })
 * ```
 */
export function useRemoveCheckoutLineItems(
  options?: StorefrontMutationOptions<CheckoutResponse, RemoveLineItemsRequest & { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, RemoveLineItemsRequest & { id: string }> {
  return useStorefrontMutation(
    removeCheckoutLineItemsMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `updateLineItemsQuantity`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateCheckoutLineItemsQuantityMutationOptions(client))
 * ```
 */
export const updateCheckoutLineItemsQuantityMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, UpdateLineItemsQuantityRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'updateCheckoutLineItemsQuantity'],
    mutationFn: ({ id, ...request }: UpdateLineItemsQuantityRequest & { id: string }) =>
      updateLineItemsQuantity(client, id, request),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Sets quantities of checkout lines (`updateLineItemsQuantity`).
 *
 * @example
 * ```tsx
 * const setQuantity = useUpdateCheckoutLineItemsQuantity()
 * setQuantity.mutate({ id: checkoutId, lineItems: [{ id: lineId, quantity: 2 }] })
 * ```
 */
export function useUpdateCheckoutLineItemsQuantity(
  options?: StorefrontMutationOptions<
    CheckoutResponse,
    UpdateLineItemsQuantityRequest & { id: string }
  >,
): UseMutationResult<
  CheckoutResponse,
  StorefrontError,
  UpdateLineItemsQuantityRequest & { id: string }
> {
  return useStorefrontMutation(
    updateCheckoutLineItemsQuantityMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `removeCoupon`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeCheckoutCouponMutationOptions(client))
 * ```
 */
export const removeCheckoutCouponMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'removeCheckoutCoupon'],
    mutationFn: ({ id }: { id: string }) => removeCoupon(client, id),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Removes a checkout's coupon (`removeCoupon`).
 *
 * @example
 * ```tsx
 * const removeCoupon = useRemoveCheckoutCoupon()
 * removeCoupon.mutate({ id: checkoutId })
 * ```
 */
export function useRemoveCheckoutCoupon(
  options?: StorefrontMutationOptions<CheckoutResponse, { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(removeCheckoutCouponMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `removeGiftCard`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeCheckoutGiftCardMutationOptions(client))
 * ```
 */
export const removeCheckoutGiftCardMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'removeCheckoutGiftCard'],
    mutationFn: ({ id }: { id: string }) => removeGiftCard(client, id),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Removes a checkout's gift card (`removeGiftCard`).
 *
 * @example
 * ```tsx
 * const removeGiftCard = useRemoveCheckoutGiftCard()
 * removeGiftCard.mutate({ id: checkoutId })
 * ```
 */
export function useRemoveCheckoutGiftCard(
  options?: StorefrontMutationOptions<CheckoutResponse, { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(
    removeCheckoutGiftCardMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `removeOverrideCheckoutUrl`; writes the answer into the checkout's query and invalidates the checkouts.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeOverrideCheckoutUrlMutationOptions(client))
 * ```
 */
export const removeOverrideCheckoutUrlMutationOptions = (
  client: Client,
): StorefrontMutation<CheckoutResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...checkoutKeys.all, 'removeOverrideCheckoutUrl'],
    mutationFn: ({ id }: { id: string }) => removeOverrideCheckoutUrl(client, id),
    invalidates: () => [checkoutKeys.all],
    update: keepCheckout,
  })

/**
 * Removes a checkout's override checkout URL.
 *
 * @example
 * ```tsx
 * const reset = useRemoveOverrideCheckoutUrl()
 * reset.mutate({ id: checkoutId })
 * ```
 */
export function useRemoveOverrideCheckoutUrl(
  options?: StorefrontMutationOptions<CheckoutResponse, { id: string }>,
): UseMutationResult<CheckoutResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(
    removeOverrideCheckoutUrlMutationOptions(useStorefrontClient()),
    options,
  )
}
