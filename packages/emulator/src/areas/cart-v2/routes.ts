import {
  addCouponRequestSchema,
  addGiftCardRequestSchema,
  addLineItemsRequestSchema,
  calculateCartRequestSchema,
  cartIdRequestSchema,
  cartV2InputSchema,
  createCartRequestSchema,
  estimateCartRequestSchema,
  getCheckoutUrlRequestSchema,
  guidSchema,
  handleAsyncCheckoutCompletionRequestSchema,
  lazySchema,
  markCartAsCompletedRequestSchema,
  placeOrderRequestSchema,
  removeCouponRequestSchema,
  removeGiftCardRequestSchema,
  removeLineItemsRequestSchema,
  setDeliveryMethodRequestSchema,
  updateCartRequestSchema,
  updateCurrentCartLineItemsRequestSchema,
  updateFormSubmissionsRequestSchema,
  updateLineItemsRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { applyCartInput } from './cart-input'
import { addCoupon, addGiftCard, removeCoupon, removeGiftCard } from './codes'
import type { CartV2Context } from './context'
import { createCart } from './create'
import { removeDeliveryMethod, setDeliveryMethod } from './delivery'
import { removeItems, updateItems } from './line-ops'
import { placeOrder } from './place-order'
import {
  addLineItems,
  type CartRef,
  calculateCart,
  checkoutUrl,
  deleteCart,
  estimateCart,
  getCart,
  handleAsyncCheckoutCompletion,
  markCartAsCompleted,
  mutate,
  refreshCart,
  updateFormSubmissions,
  upsellOptions,
} from './service'

const BASE = '/ecom/v2/carts'
const CURRENT = `${BASE}/current`
const BY_ID = `${BASE}/:cartId`

type Handler<T> = (
  ctx: CartV2Context,
  input: T,
  request: Parameters<RouteDef['handle']>[0],
) => (cartId: CartRef) => unknown

/**
 * A by-id path's schema: the body's plus the path's `cartId`. Extended on the first request:
 * `extend` builds the wire schemas it is given (they are built on first use), and building the
 * sixteen of this table at start was a fifth of creating the emulator.
 */
const byId = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  lazySchema(() => schema.extend(cartIdRequestSchema.shape))

/**
 * An operation on the current cart and its by-id twin: the same body (plus the path's `cartId`),
 * the same handler. The current-cart path comes first: its literal segment must win over
 * `{cartId}`.
 */
function twins<S extends z.ZodObject>(
  ctx: CartV2Context,
  method: 'GET' | 'POST',
  action: string,
  schema: S,
  handle: Handler<z.output<S>>,
  currentSchema: z.ZodObject = schema,
): RouteDef[] {
  const suffix = action ? `/${action}` : ''
  return [
    route({
      method,
      path: `${CURRENT}${suffix}`,
      allow: SIGNED,
      write: true,
      input: currentSchema,
      handle: (request) => handle(ctx, request.input as z.output<S>, request)(undefined),
    }),
    route({
      method,
      path: `${BY_ID}${suffix}`,
      allow: SIGNED,
      write: true,
      input: byId(schema),
      handle: (request) => {
        const { cartId, ...input } = request.input as { cartId: string }
        return handle(ctx, input as z.output<S>, request)(cartId)
      },
    }),
  ]
}

/** A change answered with `{ cart }`. */
const changing =
  <T>(apply: (ctx: CartV2Context, input: T) => Parameters<typeof mutate>[3]): Handler<T> =>
  (ctx, input, { caller }) =>
  (cartId) => ({ cart: mutate(ctx, caller, cartId, apply(ctx, input)) })

const empty = z.object({})

/**
 * Cart V2 (wire/cart-v2.md): the current cart of the caller and carts by id. Visitors and
 * members reach their own carts (and open-access ones, which they then own); the API key any.
 * Every route writes: a member's first call may take over their visitor cart.
 */
export function cartV2Routes(ctx: CartV2Context): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: CURRENT,
      allow: SIGNED,
      input: createCartRequestSchema,
      handle: ({ input, caller }) => ({ cart: createCart(ctx, caller, input, true) }),
    }),
    route({
      method: 'POST',
      path: BASE,
      allow: SIGNED,
      input: createCartRequestSchema,
      handle: ({ input, caller }) => ({ cart: createCart(ctx, caller, input, false) }),
    }),
    route({
      method: 'GET',
      path: `${BASE}/handle-async-checkout-completion`,
      allow: SIGNED,
      input: handleAsyncCheckoutCompletionRequestSchema,
      handle: () => handleAsyncCheckoutCompletion(),
    }),
    ...twins(ctx, 'GET', '', empty, (_ctx, _input, { caller }) => (id) => ({
      cart: getCart(ctx, caller, id),
    })),
    route({
      method: 'PATCH',
      path: CURRENT,
      allow: SIGNED,
      input: updateCartRequestSchema,
      handle: ({ input, caller }) => ({
        cart: mutate(ctx, caller, undefined, (r) => ({
          ...r,
          cart: applyCartInput(r.cart, input.cart, false),
        })),
      }),
    }),
    route({
      method: 'PATCH',
      path: BY_ID,
      params: { cartId: 'cart.id' },
      allow: SIGNED,
      input: lazySchema(() => z.object({ cart: cartV2InputSchema.extend({ id: guidSchema }) })),
      handle: ({ input, caller }) => ({
        cart: mutate(ctx, caller, input.cart.id, (r) => ({
          ...r,
          cart: applyCartInput(r.cart, input.cart, false),
        })),
      }),
    }),
    route({
      method: 'DELETE',
      path: CURRENT,
      allow: SIGNED,
      handle: ({ caller }) => deleteCart(ctx, caller, undefined),
    }),
    route({
      method: 'DELETE',
      path: BY_ID,
      allow: SIGNED,
      input: cartIdRequestSchema,
      handle: ({ input, caller }) => deleteCart(ctx, caller, input.cartId),
    }),
    ...twins(
      ctx,
      'GET',
      'upsell-options',
      empty,
      (_ctx, _input, { caller }) =>
        (id) =>
          upsellOptions(ctx, caller, id),
    ),
    ...twins(ctx, 'POST', 'refresh', empty, (_ctx, _input, { caller }) => (id) => ({
      cart: refreshCart(ctx, caller, id),
    })),
    ...twins(
      ctx,
      'POST',
      'calculate',
      calculateCartRequestSchema,
      (_ctx, input, { caller }) =>
        (id) =>
          calculateCart(ctx, caller, id, !!input.refreshCart),
    ),
    ...twins(
      ctx,
      'POST',
      'estimate',
      estimateCartRequestSchema,
      (_ctx, input, { caller }) =>
        (id) =>
          estimateCart(ctx, caller, id, input),
    ),
    ...twins(
      ctx,
      'POST',
      'add-line-items',
      addLineItemsRequestSchema,
      (_ctx, input, { caller }) =>
        (id) => ({
          cart: addLineItems(ctx, caller, id, input),
        }),
    ),
    ...twins(
      ctx,
      'POST',
      'remove-line-items',
      removeLineItemsRequestSchema,
      changing((_ctx, input) => (r) => removeItems(r, input.lineItemIds)),
    ),
    ...twins(
      ctx,
      'POST',
      'update-line-items',
      updateLineItemsRequestSchema,
      changing((cx, input) => (r) => updateItems(cx, r, input.lineItems)),
      updateCurrentCartLineItemsRequestSchema,
    ),
    ...twins(
      ctx,
      'POST',
      'add-coupon',
      addCouponRequestSchema,
      changing((cx, input) => (r) => addCoupon(cx, r, input.coupon)),
    ),
    ...twins(
      ctx,
      'POST',
      'remove-coupon',
      removeCouponRequestSchema,
      changing((_ctx, input) => (r) => removeCoupon(r, input.couponId)),
    ),
    ...twins(
      ctx,
      'POST',
      'set-delivery-method',
      setDeliveryMethodRequestSchema,
      changing((cx, input) => (r) => setDeliveryMethod(cx, r, input.deliveryMethod)),
    ),
    ...twins(
      ctx,
      'POST',
      'remove-delivery-method',
      empty,
      changing(() => (r) => removeDeliveryMethod(r)),
    ),
    ...twins(
      ctx,
      'POST',
      'add-gift-card',
      addGiftCardRequestSchema,
      changing((cx, input) => (r) => addGiftCard(cx, r, input.giftCard)),
    ),
    ...twins(
      ctx,
      'POST',
      'remove-gift-card',
      removeGiftCardRequestSchema,
      changing((_ctx, input) => (r) => removeGiftCard(r, input.giftCardId)),
    ),
    ...twins(
      ctx,
      'POST',
      'update-forms-submission',
      updateFormSubmissionsRequestSchema,
      (_ctx, input, { caller }) =>
        (id) => ({
          cart: updateFormSubmissions(ctx, caller, id, input),
        }),
    ),
    route({
      method: 'POST',
      path: `${BY_ID}/get-checkout-url`,
      allow: SIGNED,
      input: byId(getCheckoutUrlRequestSchema),
      handle: ({ input, caller }) => checkoutUrl(ctx, caller, input.cartId, input),
    }),
    route({
      method: 'POST',
      path: `${BY_ID}/place-order`,
      allow: SIGNED,
      input: byId(placeOrderRequestSchema),
      handle: ({ input, caller }) => placeOrder(ctx, caller, input.cartId, input),
    }),
    route({
      method: 'POST',
      path: `${BY_ID}/mark-cart-as-completed`,
      allow: SIGNED,
      input: byId(markCartAsCompletedRequestSchema),
      handle: ({ input, caller }) => ({
        cart: markCartAsCompleted(ctx, caller, input.cartId, input.orderId),
      }),
    }),
  ]
}
