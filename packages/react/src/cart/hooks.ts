import type {
  AddToCurrentCartRequest,
  Cart,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutFromCurrentCartResponse,
  RemoveLineItemsFromCurrentCartRequest,
  UpdateCurrentCartLineItemQuantityRequest,
  UpdateCurrentCartRequest,
} from '@storefront-kit/sdk/cart'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import {
  type AddToCartOptions,
  addToCartMutationOptions,
  createCheckoutFromCartMutationOptions,
  deleteCartMutationOptions,
  removeCartCouponMutationOptions,
  removeCartLineItemsMutationOptions,
  updateCartLineItemQuantityMutationOptions,
  updateCartMutationOptions,
} from './mutations'

type Options<TData, TVariables> = StorefrontMutationOptions<TData, TVariables>

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
}: Options<Cart, AddToCurrentCartRequest> & AddToCartOptions = {}) {
  return useStorefrontMutation(
    addToCartMutationOptions(useStorefrontClient(), { preview }),
    options,
  )
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
export function useUpdateCartLineItemQuantity(
  options?: Options<Cart, UpdateCurrentCartLineItemQuantityRequest>,
) {
  return useStorefrontMutation(
    updateCartLineItemQuantityMutationOptions(useStorefrontClient()),
    options,
  )
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
export function useRemoveCartLineItems(
  options?: Options<Cart, RemoveLineItemsFromCurrentCartRequest>,
) {
  return useStorefrontMutation(removeCartLineItemsMutationOptions(useStorefrontClient()), options)
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
export function useUpdateCart(options?: Options<Cart, UpdateCurrentCartRequest>) {
  return useStorefrontMutation(updateCartMutationOptions(useStorefrontClient()), options)
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
export function useRemoveCartCoupon(options?: Options<Cart, void>) {
  return useStorefrontMutation(removeCartCouponMutationOptions(useStorefrontClient()), options)
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
export function useDeleteCart(options?: Options<null, void>) {
  return useStorefrontMutation(deleteCartMutationOptions(useStorefrontClient()), options)
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
export function useCreateCheckoutFromCart(
  options?: Options<CreateCheckoutFromCurrentCartResponse, CreateCheckoutFromCurrentCartRequest>,
) {
  return useStorefrontMutation(
    createCheckoutFromCartMutationOptions(useStorefrontClient()),
    options,
  )
}
