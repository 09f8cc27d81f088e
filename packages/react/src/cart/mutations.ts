import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type AddToCurrentCartRequest,
  addToCurrentCart,
  type Cart,
  type CreateCheckoutFromCurrentCartRequest,
  type CreateCheckoutFromCurrentCartResponse,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  type RemoveLineItemsFromCurrentCartRequest,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  type UpdateCurrentCartLineItemQuantityRequest,
  type UpdateCurrentCartRequest,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '@storefront-kit/sdk/cart'
import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query'
import { mutationHook, plainMutation } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { acceptAnswer, beginChange, endChange, rejectChange } from './ledger'
import { type LinePreview, predictAdd, predictQuantities, predictRemoval } from './predict'
import { cartKeys, isNoCartError } from './queries'

/** A change of the current cart: the SDK call and what the cart will probably look like after it. */
export interface CartChange<TData extends Cart | null, TVariables> {
  /** Last part of the mutation key (`[...cartKeys.all, name]`). */
  name: string
  call: (variables: TVariables) => Promise<TData>
  /** The predicted cart; without it the cart stays as shown until the answer. */
  predict?: (cart: Cart | null, variables: TVariables, seq: number) => Cart | null
}

/**
 * Mutation options of a cart change that takes part in the optimistic cart: the prediction is
 * shown at once, the platform's cart replaces it (the newest answer wins when several changes
 * run at once), a failure withdraws only its own prediction, "no cart" (the cart vanished or
 * was ordered) empties the cart, and once the last change settles the cart and its estimates
 * are fetched again. `mutateAsync` resolves to the platform's cart.
 *
 * @example
 * ```ts
 * const applyCoupon = cartMutationOptions({
 *   name: 'coupon',
 *   call: async (code: string) => (await updateCurrentCart(client, { couponCode: code })).cart,
 * })
 * ```
 */
export function cartMutationOptions<TData extends Cart | null, TVariables>(
  change: CartChange<TData, TVariables>,
) {
  const key = cartKeys.current()
  return mutationOptions<TData, StorefrontError, TVariables, { seq: number }>({
    mutationKey: [...cartKeys.all, change.name],
    mutationFn: change.call,
    onMutate: async (variables, { client }: MutationFunctionContext) => {
      // A cart read in flight would land on top of the prediction.
      await client.cancelQueries({ queryKey: key })
      const predict = change.predict
      const seq = beginChange<Cart>(client, key, (cart, tag) =>
        predict ? predict(cart, variables, tag) : cart,
      )
      return { seq }
    },
    onSuccess: (cart, _variables, { seq }, { client }: MutationFunctionContext) =>
      acceptAnswer(client, key, seq, cart),
    onError: (error, _variables, started, { client }: MutationFunctionContext) => {
      if (started) rejectChange(client, key, started.seq, isNoCartError(error))
    },
    onSettled: async (_cart, _error, _variables, started, { client }: MutationFunctionContext) => {
      if (started && endChange(client, key))
        await client.invalidateQueries({ queryKey: cartKeys.all })
    },
  })
}

/** Options of {@link addToCartMutationOptions}. */
export interface AddToCartOptions {
  /** What a new line shows before the platform answers (name, price, image of the product). */
  preview?: LinePreview
}

/**
 * Mutation options of `addToCurrentCart`, optimistic: an item already in the cart gains
 * quantity, a new one appears as a provisional line. Creates the cart when there is none.
 *
 * @example
 * ```ts
 * const cart = await queryClient
 *   .getMutationCache()
 *   .build(queryClient, addToCartMutationOptions(client))
 *   .execute({ lineItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export function addToCartMutationOptions(client: Client, options: AddToCartOptions = {}) {
  return cartMutationOptions({
    name: 'add',
    call: async (request: AddToCurrentCartRequest) =>
      (await addToCurrentCart(client, request)).cart,
    predict: (cart, request, seq) => predictAdd(cart, request, String(seq), options.preview),
  })
}

/**
 * Adds items to the cart (`addToCurrentCart`), creating it when there is none. The cart shows the
 * items at once (`preview` fills in new lines); `mutateAsync` resolves to the platform's cart;
 * on failure the prediction is withdrawn and the error is the SDK's.
 *
 * @example
 * ```tsx
 * const add = useAddToCart({
 *   preview: () => ({ productName: { original: product.name }, price: { amount: product.price } }),
 * })
 * <button onClick={() => add.mutate({ lineItems: [{ quantity: 1, catalogReference }] })}>Add</button>
 * ```
 */
export function useAddToCart({
  preview,
  ...options
}: StorefrontMutationOptions<Cart, AddToCurrentCartRequest> & AddToCartOptions = {}) {
  return useStorefrontMutation(
    addToCartMutationOptions(useStorefrontClient(), { preview }),
    options,
  )
}

/**
 * Mutation options of `updateCurrentCartLineItemQuantity`, optimistic: lines take their new
 * quantity and line total at once.
 * @example useMutation(updateCartLineItemQuantityMutationOptions(client))
 */
export function updateCartLineItemQuantityMutationOptions(client: Client) {
  return cartMutationOptions({
    name: 'updateQuantity',
    call: async (request: UpdateCurrentCartLineItemQuantityRequest) =>
      (await updateCurrentCartLineItemQuantity(client, request)).cart,
    predict: (cart, request) => predictQuantities(cart, request.lineItems),
  })
}

/**
 * Sets line quantities (`updateCurrentCartLineItemQuantity`); the lines and their totals change
 * at once.
 *
 * @example
 * ```tsx
 * const setQuantity = useUpdateCartLineItemQuantity()
 * setQuantity.mutate({ lineItems: [{ id: line.id, quantity: line.quantity + 1 }] })
 * ```
 */
export const useUpdateCartLineItemQuantity = /* @__PURE__ */ mutationHook(
  updateCartLineItemQuantityMutationOptions,
)

/**
 * Mutation options of `removeLineItemsFromCurrentCart`, optimistic: the lines disappear at once.
 * @example useMutation(removeCartLineItemsMutationOptions(client))
 */
export function removeCartLineItemsMutationOptions(client: Client) {
  return cartMutationOptions({
    name: 'removeLines',
    call: async (request: RemoveLineItemsFromCurrentCartRequest) =>
      (await removeLineItemsFromCurrentCart(client, request)).cart,
    predict: (cart, request) => predictRemoval(cart, request.lineItemIds),
  })
}

/**
 * Removes lines (`removeLineItemsFromCurrentCart`); they disappear at once.
 *
 * @example
 * ```tsx
 * const remove = useRemoveCartLineItems()
 * remove.mutate({ lineItemIds: [line.id] })
 * ```
 */
export const useRemoveCartLineItems = /* @__PURE__ */ mutationHook(
  removeCartLineItemsMutationOptions,
)

/**
 * Mutation options of `updateCurrentCart` (buyer note, contact, coupon); the answer replaces the
 * cart in order with the other cart changes.
 * @example useMutation(updateCartMutationOptions(client))
 */
export function updateCartMutationOptions(client: Client) {
  return cartMutationOptions({
    name: 'update',
    call: async (request: UpdateCurrentCartRequest) =>
      (await updateCurrentCart(client, request)).cart,
  })
}

/**
 * Updates the buyer note, contact or coupon (`updateCurrentCart`).
 *
 * @example
 * ```tsx
 * const update = useUpdateCart()
 * update.mutate({ couponCode: 'SAVE10' })
 * ```
 */
export const useUpdateCart = /* @__PURE__ */ mutationHook(updateCartMutationOptions)

/**
 * Mutation options of `removeCouponFromCurrentCart`.
 * @example useMutation(removeCartCouponMutationOptions(client))
 */
export function removeCartCouponMutationOptions(client: Client) {
  return cartMutationOptions<Cart, void>({
    name: 'removeCoupon',
    call: async () => (await removeCouponFromCurrentCart(client)).cart,
  })
}

/**
 * Removes the coupon (`removeCouponFromCurrentCart`).
 *
 * @example
 * ```tsx
 * const removeCoupon = useRemoveCartCoupon()
 * removeCoupon.mutate()
 * ```
 */
export const useRemoveCartCoupon = /* @__PURE__ */ mutationHook(removeCartCouponMutationOptions)

/**
 * Mutation options of `deleteCurrentCart`, optimistic: the cart is empty (`null`) at once.
 * @example useMutation(deleteCartMutationOptions(client))
 */
export function deleteCartMutationOptions(client: Client) {
  return cartMutationOptions<null, void>({
    name: 'delete',
    call: async () => {
      await deleteCurrentCart(client)
      return null
    },
    predict: () => null,
  })
}

/**
 * Deletes the cart (`deleteCurrentCart`); it is empty (`null`) at once.
 *
 * @example
 * ```tsx
 * const clear = useDeleteCart()
 * clear.mutate()
 * ```
 */
export const useDeleteCart = /* @__PURE__ */ mutationHook(deleteCartMutationOptions)

/** Making the checkout links the cart to it: the cart and its estimates are fetched again. */
const checkouts = { key: () => cartKeys.all, invalidates: () => [cartKeys.all] }

/**
 * Mutation options of `createCheckoutFromCurrentCart`; the cart (now linked to its checkout) is
 * fetched again.
 *
 * @example
 * ```ts
 * const { checkoutId } = await queryClient
 *   .getMutationCache()
 *   .build(queryClient, createCheckoutFromCartMutationOptions(client))
 *   .execute({ channelType: 'WEB' })
 * ```
 */
export function createCheckoutFromCartMutationOptions(
  client: Client,
): StorefrontMutation<CreateCheckoutFromCurrentCartResponse, CreateCheckoutFromCurrentCartRequest> {
  return plainMutation(client, checkouts, 'createCheckout', createCheckoutFromCurrentCart)
}

/**
 * Creates (or brings up to date) the cart's checkout (`createCheckoutFromCurrentCart`).
 *
 * @example
 * ```tsx
 * const checkout = useCreateCheckoutFromCart()
 * const { checkoutId } = await checkout.mutateAsync({ channelType: 'WEB' })
 * ```
 */
export const useCreateCheckoutFromCart = /* @__PURE__ */ mutationHook(
  createCheckoutFromCartMutationOptions,
)
