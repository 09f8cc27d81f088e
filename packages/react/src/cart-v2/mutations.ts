import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type AddCouponRequest,
  type AddLineItemsRequest,
  addCouponToCurrentCart,
  addLineItemsToCurrentCart,
  type CartV2,
  type CartV2Response,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placeOrder,
  type RemoveCouponRequest,
  type RemoveLineItemsRequest,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  type SetDeliveryMethodRequest,
  setDeliveryMethodForCurrentCart,
  type UpdateCartRequest,
  type UpdateLineItemsRequest,
  updateCurrentCart,
  updateLineItemsInCurrentCart,
} from '@storefront-kit/sdk/cart-v2'
import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query'
import { acceptAnswer, beginChange, endChange, rejectChange } from '../cart/ledger'
import { isNoCartError } from '../cart/queries'
import { mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { orderKeys } from '../orders/queries'
import { predictV2Add, predictV2Quantities, predictV2Removal, type V2LinePreview } from './predict'
import { cartV2Keys } from './queries'

/** A change of the V2 current cart: the SDK call and the cart it will probably give. */
export interface CartV2Change<TVariables> {
  /** Last part of the mutation key (`[...cartV2Keys.all, name]`). */
  name: string
  call: (variables: TVariables) => Promise<CartV2>
  /** The predicted cart; without it the cart stays as shown until the answer. */
  predict?: (cart: CartV2 | null, variables: TVariables, seq: number) => CartV2 | null
}

/**
 * Mutation options of a V2 cart change in the optimistic cart, as the v1 cart's: the prediction
 * shows at once, the newest answer wins (by the cart's `revision`), a failure withdraws only its
 * own prediction ("no cart" empties it), and once the last change settles the cart, its
 * estimates and its calculation are fetched again. `mutateAsync` resolves to the platform's cart.
 *
 * @example
 * ```ts
 * const note = cartV2MutationOptions({
 *   name: 'note',
 *   call: async (note: string) => (await updateCurrentCart(client, { cart: { note } })).cart,
 * })
 * ```
 */
export function cartV2MutationOptions<TVariables>(change: CartV2Change<TVariables>) {
  const key = cartV2Keys.current()
  return mutationOptions<CartV2, StorefrontError, TVariables, { seq: number }>({
    mutationKey: [...cartV2Keys.all, change.name],
    mutationFn: change.call,
    onMutate: async (variables, { client }: MutationFunctionContext) => {
      await client.cancelQueries({ queryKey: key })
      const predict = change.predict
      const seq = beginChange<CartV2>(client, key, (cart, tag) =>
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
        await client.invalidateQueries({ queryKey: cartV2Keys.all })
    },
  })
}

const cartOf = (answer: Promise<CartV2Response>) => answer.then((r) => r.cart)

/**
 * Mutation options of `addLineItemsToCurrentCart`, optimistic: an item already in the cart gains
 * quantity, a new one appears as a provisional line (filled in by `preview`).
 * @example useMutation(addLineItemsToCurrentCartMutationOptions(client))
 */
export function addLineItemsToCurrentCartMutationOptions(
  client: Client,
  options: { preview?: V2LinePreview } = {},
) {
  return cartV2MutationOptions({
    name: 'add',
    call: (request: AddLineItemsRequest) => cartOf(addLineItemsToCurrentCart(client, request)),
    predict: (cart, request, seq) => predictV2Add(cart, request, String(seq), options.preview),
  })
}

/**
 * Adds items to the V2 cart (creating it on the first add); they show at once.
 *
 * @example
 * ```tsx
 * const add = useAddLineItemsToCurrentCart()
 * <button onClick={() => add.mutate({ catalogItems: [{ quantity: 1, catalogReference }] })}>Add</button>
 * ```
 */
export function useAddLineItemsToCurrentCart({
  preview,
  ...options
}: StorefrontMutationOptions<CartV2, AddLineItemsRequest> & { preview?: V2LinePreview } = {}) {
  return useStorefrontMutation(
    addLineItemsToCurrentCartMutationOptions(useStorefrontClient(), { preview }),
    options,
  )
}

/**
 * Mutation options of `updateLineItemsInCurrentCart`, optimistic: new quantities show at once.
 * @example useMutation(updateLineItemsInCurrentCartMutationOptions(client))
 */
export function updateLineItemsInCurrentCartMutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'updateLines',
    call: (request: UpdateLineItemsRequest) =>
      cartOf(updateLineItemsInCurrentCart(client, request)),
    predict: (cart, request) => predictV2Quantities(cart, request.lineItems),
  })
}

/**
 * Sets line quantities in the V2 cart; they show at once.
 *
 * @example
 * ```tsx
 * const update = useUpdateLineItemsInCurrentCart()
 * update.mutate({ lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 2 } }] })
 * ```
 */
export const useUpdateLineItemsInCurrentCart = /* @__PURE__ */ mutationHook(
  updateLineItemsInCurrentCartMutationOptions,
)

/**
 * Mutation options of `removeLineItemsFromCurrentCart`, optimistic: the lines disappear at once.
 * @example useMutation(removeLineItemsFromCurrentCartMutationOptions(client))
 */
export function removeLineItemsFromCurrentCartMutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'removeLines',
    call: (request: RemoveLineItemsRequest) =>
      cartOf(removeLineItemsFromCurrentCart(client, request)),
    predict: (cart, request) => predictV2Removal(cart, request.lineItemIds),
  })
}

/**
 * Removes lines from the V2 cart; they disappear at once.
 *
 * @example
 * ```tsx
 * const remove = useRemoveLineItemsFromCurrentCart()
 * remove.mutate({ lineItemIds: [line.id] })
 * ```
 */
export const useRemoveLineItemsFromCurrentCart = /* @__PURE__ */ mutationHook(
  removeLineItemsFromCurrentCartMutationOptions,
)

/**
 * Mutation options of `updateCurrentCart` (note, buyer, addresses), in order with the other
 * changes.
 * @example useMutation(updateCurrentCartV2MutationOptions(client))
 */
export function updateCurrentCartV2MutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'update',
    call: (request: UpdateCartRequest) => cartOf(updateCurrentCart(client, request)),
  })
}

/**
 * Updates the V2 cart's note, buyer contact or addresses.
 *
 * @example
 * ```tsx
 * const update = useUpdateCurrentCartV2()
 * update.mutate({ cart: { deliveryInfo: { address } } })
 * ```
 */
export const useUpdateCurrentCartV2 = /* @__PURE__ */ mutationHook(
  updateCurrentCartV2MutationOptions,
)

/**
 * Mutation options of `addCouponToCurrentCart`.
 * @example useMutation(addCouponToCurrentCartMutationOptions(client))
 */
export function addCouponToCurrentCartMutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'addCoupon',
    call: (request: AddCouponRequest) => cartOf(addCouponToCurrentCart(client, request)),
  })
}

/**
 * Applies a coupon to the V2 cart.
 *
 * @example
 * ```tsx
 * const coupon = useAddCouponToCurrentCart()
 * await coupon.mutateAsync({ coupon: { code: 'SAVE10' } })
 * ```
 */
export const useAddCouponToCurrentCart = /* @__PURE__ */ mutationHook(
  addCouponToCurrentCartMutationOptions,
)

/**
 * Mutation options of `removeCouponFromCurrentCart`.
 * @example useMutation(removeCouponFromCurrentCartMutationOptions(client))
 */
export function removeCouponFromCurrentCartMutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'removeCoupon',
    call: (request: RemoveCouponRequest) => cartOf(removeCouponFromCurrentCart(client, request)),
  })
}

/**
 * Removes the V2 cart's coupon by its cart-level id.
 *
 * @example
 * ```tsx
 * const remove = useRemoveCouponFromCurrentCart()
 * remove.mutate({ couponId: cart.coupons[0]?.id ?? '' })
 * ```
 */
export const useRemoveCouponFromCurrentCart = /* @__PURE__ */ mutationHook(
  removeCouponFromCurrentCartMutationOptions,
)

/**
 * Mutation options of `setDeliveryMethodForCurrentCart`.
 * @example useMutation(setDeliveryMethodForCurrentCartMutationOptions(client))
 */
export function setDeliveryMethodForCurrentCartMutationOptions(client: Client) {
  return cartV2MutationOptions({
    name: 'setDeliveryMethod',
    call: (request: SetDeliveryMethodRequest) =>
      cartOf(setDeliveryMethodForCurrentCart(client, request)),
  })
}

/**
 * Chooses the V2 cart's delivery method.
 *
 * @example
 * ```tsx
 * const deliver = useSetDeliveryMethodForCurrentCart()
 * deliver.mutate({ deliveryMethod: { code: 'express' } })
 * ```
 */
export const useSetDeliveryMethodForCurrentCart = /* @__PURE__ */ mutationHook(
  setDeliveryMethodForCurrentCartMutationOptions,
)

/** Placing an order ends the cart: the V2 cart queries and the orders are fetched again. */
const ordering = { key: () => cartV2Keys.all, invalidates: () => [cartV2Keys.all, orderKeys.all] }

/**
 * Mutation options of `placeOrder`; variables are the request with the `cartId`.
 *
 * @example
 * ```ts
 * const options = placeOrderMutationOptions(client)
 * ```
 */
export function placeOrderMutationOptions(
  client: Client,
): StorefrontMutation<PlaceOrderResponse, PlaceOrderRequest & { cartId: string }> {
  return plainMutation(client, ordering, 'placeOrder', withId(placeOrder, 'cartId'))
}

/**
 * Places the order for a V2 cart; afterwards the cart (now ordered) and orders are fetched again.
 *
 * @example
 * ```tsx
 * const order = usePlaceOrder()
 * const { orderId } = await order.mutateAsync({ cartId: cart.id, priceVerificationToken })
 * ```
 */
export const usePlaceOrder = /* @__PURE__ */ mutationHook(placeOrderMutationOptions)
