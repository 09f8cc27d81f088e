import type {
  AddToCurrentCartRequest,
  Cart,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutFromCurrentCartResponse,
  UpdateCurrentCartRequest,
} from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { CheckoutOrdered } from '../checkout/index'
import { assertMaySetPrices, normalizeCode, removeLines } from '../purchase/index'
import { applyCartInfo } from './cart-info'
import type { CartContext } from './context'
import {
  CART_FQDN,
  cartDiscounts,
  cartOwnerKey,
  findCart,
  freshCart,
  newCart,
  requireCart,
  saveCart,
} from './current'
import type { CartRecord } from './store'

export { estimateCurrentCartTotals } from './estimate'

/** `GET /ecom/v1/carts/current`: the caller's cart with today's prices and stock. */
export function getCurrentCart(ctx: CartContext, caller: Caller): Cart {
  return freshCart(ctx, requireCart(ctx, caller))
}

/** Applies a change to the caller's cart (fresh lines first) and stores it. */
function change(
  ctx: CartContext,
  caller: Caller,
  record: CartRecord,
  created: boolean,
  apply: (record: CartRecord) => CartRecord,
): Cart {
  return saveCart(ctx, caller, apply({ ...record, cart: freshCart(ctx, record) }), created)
}

/** `add-to-cart`: creates the cart on the first call; an item already there gains quantity. */
export function addToCurrentCart(
  ctx: CartContext,
  caller: Caller,
  request: AddToCurrentCartRequest,
): Cart {
  assertMaySetPrices(caller, request)
  const existing = findCart(ctx, caller)
  const record = existing ?? newCart(ctx, cartOwnerKey(caller))
  return change(ctx, caller, record, !existing, (r) => ({
    ...r,
    cart: {
      ...r.cart,
      lineItems: ctx.purchase.addLines(r.cart.lineItems, request),
      ...(request.businessLocationId && { businessLocationId: request.businessLocationId }),
    },
  }))
}

/**
 * `PATCH /ecom/v1/carts/current`: cart fields (optionally masked), a coupon (replacing the
 * previous one), merchant discounts (API key) and lines to add. Makes the cart when it adds lines.
 */
export function updateCurrentCart(
  ctx: CartContext,
  caller: Caller,
  request: UpdateCurrentCartRequest,
): Cart {
  assertMaySetPrices(caller, request)
  const adds = !!(request.lineItems?.length || request.customLineItems?.length)
  const existing = findCart(ctx, caller)
  const record = existing ?? (adds ? newCart(ctx, cartOwnerKey(caller)) : requireCart(ctx, caller))
  const { couponCode } = ctx.purchase.checkRedeemable({
    ...(request.couponCode && { couponCode: request.couponCode }),
  })
  const rule = couponCode
    ? ctx.purchase
        .settings()
        .coupons.find((c) => normalizeCode(c.code) === normalizeCode(couponCode))
    : undefined
  return change(ctx, caller, record, !existing, (r) => {
    const inputs = request.merchantDiscounts
      ? { ...r.inputs, merchantDiscounts: request.merchantDiscounts }
      : r.inputs
    const current = r.cart.appliedDiscounts.find((d) => d.coupon)?.coupon
    const coupon = rule ? { id: rule.id, code: rule.code } : current
    return {
      ...r,
      inputs,
      cart: {
        ...applyCartInfo(r.cart, request.cartInfo ?? {}, request.cartFieldmask),
        lineItems: ctx.purchase.addLines(r.cart.lineItems, request),
        appliedDiscounts: cartDiscounts(coupon, inputs),
      },
    }
  })
}

/** `update-line-items-quantity`. */
export function updateCurrentCartLineItemQuantity(
  ctx: CartContext,
  caller: Caller,
  lineItems: { id: string; quantity: number }[],
): Cart {
  return change(ctx, caller, requireCart(ctx, caller), false, (r) => ({
    ...r,
    cart: { ...r.cart, lineItems: ctx.purchase.setQuantities(r.cart.lineItems, lineItems) },
  }))
}

/** `remove-line-items`: unknown ids are ignored. */
export function removeLineItemsFromCurrentCart(
  ctx: CartContext,
  caller: Caller,
  lineItemIds: string[],
): Cart {
  return change(ctx, caller, requireCart(ctx, caller), false, (r) => ({
    ...r,
    cart: { ...r.cart, lineItems: removeLines(r.cart.lineItems, lineItemIds) },
  }))
}

/** `remove-coupon`. */
export function removeCouponFromCurrentCart(ctx: CartContext, caller: Caller): Cart {
  return change(ctx, caller, requireCart(ctx, caller), false, (r) => ({
    ...r,
    cart: { ...r.cart, appliedDiscounts: cartDiscounts(undefined, r.inputs) },
  }))
}

/**
 * Deletes the cart of an owner identity (`visitor:<id>`, `member:<id>`) and records
 * `cart_deleted`. Returns whether there was a cart.
 */
export function deleteCartOf(ctx: CartContext, ownerKey: string, caller?: Caller): boolean {
  const record = ctx.store.deleteByOwner(ownerKey)
  if (!record) return false
  ctx.events.record({
    entityFqdn: CART_FQDN,
    slug: 'deleted',
    entityId: record.cart.id,
    caller: caller ?? callerOf(ownerKey),
  })
  return true
}

/** The identity an owner key names, for event metadata. */
function callerOf(ownerKey: string): Caller {
  const [kind, id = ''] = ownerKey.split(':')
  if (kind === 'visitor') return { kind: 'visitor', id, clientId: '' }
  if (kind === 'member') return { kind: 'member', id, clientId: '' }
  return { kind: 'owner' }
}

/** Deletes the buyer's current cart once the checkout made from it became an order. */
export function deleteOrderedCart(ctx: CartContext, ordered: CheckoutOrdered): void {
  const { caller, owner, cartId } = ordered
  if (!owner || !cartId) return
  if (ctx.store.byOwner(owner)?.cart.id === cartId) deleteCartOf(ctx, owner, caller)
}

/** `DELETE /ecom/v1/carts/current`: answers `{}` also when there was no cart (safe to repeat). */
export function deleteCurrentCart(ctx: CartContext, caller: Caller): Record<string, never> {
  const record = findCart(ctx, caller)
  if (record) deleteCartOf(ctx, record.owner, caller)
  return {}
}

/**
 * `create-checkout`: the cart's checkout (made, or brought up to date when the cart already
 * has an open one). The cart remembers the checkout id.
 */
export function createCheckoutFromCurrentCart(
  ctx: CartContext,
  caller: Caller,
  request: CreateCheckoutFromCurrentCartRequest,
): CreateCheckoutFromCurrentCartResponse {
  const record = requireCart(ctx, caller)
  const cart = freshCart(ctx, record)
  const owner = record.owner === 'owner' ? null : record.owner
  const checkoutId = ctx.checkout.fromCart({
    caller,
    cart,
    owner,
    merchantDiscounts: record.inputs.merchantDiscounts,
    request,
  })
  if (record.cart.checkoutId !== checkoutId)
    saveCart(ctx, caller, { ...record, cart: { ...record.cart, checkoutId } }, false)
  return { checkoutId }
}
