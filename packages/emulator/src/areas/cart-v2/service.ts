import type {
  AddLineItemsRequest,
  CalculateCartResponse,
  CartV2,
  EstimateCartRequest,
  GetCheckoutUrlRequest,
  GetUpsellOptionsResponse,
  UpdateFormSubmissionsRequest,
} from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { findCurrent, loadCart } from './access'
import type { CartV2Context } from './context'
import { createCart } from './create'
import { alreadyOrdered, badRequest } from './errors'
import { assertMaySetPrices } from './line-inputs'
import { addItems } from './line-ops'
import { CART_V2_FQDN, change, persist, refreshed } from './save'
import type { CartV2Record } from './store'
import { summaryOf } from './summary'
import { type Components, EVERYTHING } from './totals'
import { priceVerificationToken } from './verification'

/** A cart the caller names: by id, or the current one (`cartId` undefined). */
export type CartRef = string | undefined

/** Applies one change to a cart the caller names and answers the stored cart. */
export const mutate = (
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  apply: (record: CartV2Record) => CartV2Record,
): CartV2 => change(ctx, caller, loadCart(ctx, caller, cartId), apply)

/** GetCart / GetCurrentCart: the stored cart, not recalculated (RefreshCart re-reads the catalog). */
export const getCart = (ctx: CartV2Context, caller: Caller, cartId: CartRef): CartV2 =>
  loadCart(ctx, caller, cartId).cart

/**
 * AddLineItems / AddLineItemsToCurrentCart. The current cart is created by the first add (as
 * v1's add-to-cart does).
 */
export function addLineItems(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  request: AddLineItemsRequest,
): CartV2 {
  assertMaySetPrices(caller, request)
  const add = (record: CartV2Record) => addItems(ctx, record, request, true)
  if (cartId !== undefined) return mutate(ctx, caller, cartId, add)
  // Read once: finding the current cart parses it, and may hand a visitor's cart to a member.
  const current = findCurrent(ctx, caller)
  if (current) return change(ctx, caller, current, add)
  if (!request.catalogItems?.length && !request.customItems?.length)
    throw badRequest('NO_LINE_ITEMS_TO_ADD', 'Send at least one catalog or custom item')
  return createCart(ctx, caller, request, true)
}

/** RefreshCart: today's catalog prices, stock and automatic discounts, stored. */
export const refreshCart = (ctx: CartV2Context, caller: Caller, cartId: CartRef): CartV2 =>
  mutate(ctx, caller, cartId, (record) => record)

/**
 * A calculation of a cart (the stored lines, or fresh ones with `refreshCart`, which are then
 * stored), recorded as `cart_calculated` with the summary.
 */
function calculation(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  refresh: boolean,
  compute: (record: CartV2Record) => CalculateCartResponse['summary'],
): CalculateCartResponse {
  let record = loadCart(ctx, caller, cartId)
  if (record.cart.orderPlaced) throw alreadyOrdered(record.cart)
  if (refresh) {
    change(ctx, caller, record, (r) => r)
    record = loadCart(ctx, caller, record.cart.id)
  }
  const summary = compute(record)
  ctx.events.record({
    entityFqdn: CART_V2_FQDN,
    slug: 'calculated',
    entityId: record.cart.id,
    caller,
    data: summary,
  })
  return { cart: record.cart, summary }
}

/** CalculateCart: everything, every violation, and the price verification token. */
export function calculateCart(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  refreshCart = false,
): CalculateCartResponse {
  return calculation(ctx, caller, cartId, refreshCart, (record) => {
    const { summary } = summaryOf(ctx, record, EVERYTHING, 'CHECKOUT_VALIDATIONS')
    return { ...summary, priceVerificationToken: priceVerificationToken(summary) }
  })
}

/**
 * EstimateCart: only the components asked for, violations at the validation level asked for
 * (default: the cart-level ones), and no price verification token (that is CalculateCart's).
 */
export function estimateCart(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  request: EstimateCartRequest,
): CalculateCartResponse {
  const parts: Components = {
    delivery: !!request.calculateDelivery,
    tax: !!request.calculateTax,
    fees: !!request.calculateAdditionalFees,
    giftCards: !!request.calculateGiftCards,
  }
  const level = request.validationConfig ?? 'PRE_CHECKOUT_VALIDATIONS'
  return calculation(ctx, caller, cartId, !!request.refreshCart, (record) => {
    return summaryOf(ctx, record, parts, level).summary
  })
}

/** The calculation of a cart without recording it (the hosted checkout page shows it). */
export function quietCalculation(ctx: CartV2Context, record: CartV2Record) {
  return summaryOf(ctx, refreshed(ctx, record), EVERYTHING, 'CHECKOUT_VALIDATIONS')
}

/** DeleteCart / DeleteCurrentCart; `cart_deleted` carries the cart. */
export function deleteCart(ctx: CartV2Context, caller: Caller, cartId: CartRef) {
  const record = cartId === undefined ? findCurrent(ctx, caller) : loadCart(ctx, caller, cartId)
  if (!record) return {}
  ctx.store.delete(record.cart.id)
  ctx.events.record({
    entityFqdn: CART_V2_FQDN,
    slug: 'deleted',
    entityId: record.cart.id,
    caller,
    entity: record.cart,
  })
  return {}
}

/**
 * GetCheckoutURL: the cart's `customCheckoutUrl` (its `{checkout_id}` replaced by the cart id),
 * else the hosted checkout page through a redirect session made for the caller, so the link
 * works as it is. `currencyCode` is added as a query parameter.
 */
export function checkoutUrl(
  ctx: CartV2Context,
  caller: Caller,
  cartId: string,
  request: GetCheckoutUrlRequest,
): { checkoutUrl: string } {
  const { cart } = loadCart(ctx, caller, cartId)
  const url = cart.customCheckoutUrl
    ? new URL(
        cart.customCheckoutUrl.replaceAll('{checkout_id}', encodeURIComponent(cart.id)),
        ctx.publicUrl(),
      )
    : new URL(ctx.redirects.create({ ecomCheckout: { checkoutId: cart.id } }, caller).fullUrl)
  if (request.currencyCode) url.searchParams.set('currencyCode', request.currencyCode)
  return { checkoutUrl: url.href }
}

/** GetUpsellOptions: the emulator's catalog offers no upsells. */
export function upsellOptions(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
): GetUpsellOptionsResponse {
  loadCart(ctx, caller, cartId)
  return { itemsUpsells: [] }
}

/**
 * MarkCartAsCompleted: an order was made from the cart by another flow. The cart is then
 * ordered (`orderPlaced`, `orderId` when given) and no longer the owner's current cart.
 * Marking an ordered cart again changes nothing.
 */
export function markCartAsCompleted(
  ctx: CartV2Context,
  caller: Caller,
  cartId: string,
  orderId: string | undefined,
): CartV2 {
  const record = loadCart(ctx, caller, cartId)
  if (record.cart.orderPlaced) return record.cart
  const cart = { ...record.cart, orderPlaced: true, ...(orderId && { orderId }) }
  return persist(ctx, caller, { ...record, cart, current: false }, 'updated').cart
}

/** UpdateFormSubmissions: links submissions to the cart's forms (kept by form id). */
export function updateFormSubmissions(
  ctx: CartV2Context,
  caller: Caller,
  cartId: CartRef,
  request: Partial<UpdateFormSubmissionsRequest>,
): CartV2 {
  return mutate(ctx, caller, cartId, (record) => {
    const kept = (record.inputs.formSubmissions ?? []).filter(
      (old) => !request.formSubmissions?.some((s) => s.id && s.id === old.id),
    )
    const formSubmissions = [...kept, ...(request.formSubmissions ?? [])]
    return { ...record, inputs: { ...record.inputs, formSubmissions } }
  })
}

/** HandleAsyncCheckoutCompletion: no emulator page issues its tokens, so none is valid. */
export function handleAsyncCheckoutCompletion(): never {
  throw applicationError(
    401,
    'UNAUTHENTICATED_TOKEN',
    'The emulator issues no asynchronous checkout tokens',
  )
}
