import type { Cart, CartDiscount } from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import { multiCurrencyPrice, toCents } from '../../platform/money'
import { withAddressDefaults } from '../purchase/index'
import type { CartContext } from './context'
import type { CartInputs, CartRecord } from './store'

/** Entity name of cart events (`wix.ecom.v1.cart_created`, ...). */
export const CART_FQDN = 'wix.ecom.v1.cart'

/** The owner key of the caller's current cart; the API key has one cart of its own. */
export const cartOwnerKey = (caller: Caller): string => identityKey(caller) ?? 'owner'

/** 404 before the first add-to-cart, as on the platform. */
export const ownedCartNotFound = () =>
  notFound('OWNED_CART_NOT_FOUND', 'The caller has no current cart')

/** Buyer ids follow the owner identity (one set, the others empty). */
export function cartBuyer(owner: string, current?: Cart['buyerInfo']): Cart['buyerInfo'] {
  const [kind, id = ''] = owner.split(':')
  return {
    visitorId: kind === 'visitor' ? id : '',
    memberId: kind === 'member' ? id : '',
    userId: '',
    ...(current?.contactId && { contactId: current.contactId }),
    ...(current?.email && { email: current.email }),
  }
}

/**
 * The caller's cart record. A member without a cart takes over the cart of the visitor they
 * signed in from (and that visitor's checkouts), so a cart survives sign-in.
 */
export function findCart(ctx: CartContext, caller: Caller): CartRecord | undefined {
  const { store } = ctx
  const owner = cartOwnerKey(caller)
  const own = store.byOwner(owner)
  if (own || caller.kind !== 'member' || !caller.visitorId) return own
  const former = `visitor:${caller.visitorId}`
  const visitorCart = store.byOwner(former)
  if (!visitorCart) return undefined
  const adopted: CartRecord = {
    ...visitorCart,
    owner,
    cart: { ...visitorCart.cart, buyerInfo: cartBuyer(owner, visitorCart.cart.buyerInfo) },
  }
  store.put(adopted)
  ctx.checkout.transferOwner(former, owner)
  return adopted
}

/** The caller's cart or 404 `OWNED_CART_NOT_FOUND`. */
export function requireCart(ctx: CartContext, caller: Caller): CartRecord {
  const record = findCart(ctx, caller)
  if (!record) throw ownedCartNotFound()
  return record
}

/** The cart with today's catalog prices and stock on every line (nothing is written). */
export function freshCart(ctx: CartContext, record: CartRecord): Cart {
  const settings = ctx.purchase.settings()
  return {
    ...record.cart,
    lineItems: record.cart.lineItems.map((line) => ctx.purchase.refreshLine(line)),
    ...(record.cart.contactInfo && { contactInfo: withAddressDefaults(record.cart.contactInfo) }),
    taxIncludedInPrices: settings.taxIncludedInPrices,
    weightUnit: settings.weightUnit,
  }
}

/** A new, empty cart of an owner (stored only once something is in it). */
export function newCart(ctx: CartContext, owner: string): CartRecord {
  const settings = ctx.purchase.settings()
  const now = ctx.clock.iso()
  return {
    owner,
    inputs: {},
    cart: {
      id: ctx.newId(),
      lineItems: [],
      buyerInfo: cartBuyer(owner),
      currency: settings.currency,
      conversionCurrency: settings.currency,
      paymentCurrency: settings.currency,
      buyerLanguage: 'en',
      siteLanguage: 'en',
      taxIncludedInPrices: settings.taxIncludedInPrices,
      weightUnit: settings.weightUnit,
      appliedDiscounts: [],
      createdDate: now,
      updatedDate: now,
      purchaseFlowId: ctx.newId(),
      revision: '0',
    },
  }
}

/** The cart's discounts: its coupon (by code) and the merchant discounts it was given. */
export function cartDiscounts(
  coupon: { id: string; code: string } | undefined,
  inputs: CartInputs,
): CartDiscount[] {
  return [
    ...(coupon ? [{ coupon }] : []),
    ...(inputs.merchantDiscounts ?? []).map((discount) => ({
      merchantDiscount: { amount: multiCurrencyPrice(toCents(discount.amount)) },
    })),
  ]
}

/**
 * Stores a changed cart: revision + 1, new `updatedDate`, and the `cart_created` or
 * `cart_updated` event with the caller's identity.
 */
export function saveCart(
  ctx: CartContext,
  caller: Caller,
  record: CartRecord,
  created: boolean,
): Cart {
  const cart: Cart = {
    ...record.cart,
    updatedDate: ctx.clock.iso(),
    revision: String(BigInt(record.cart.revision ?? '0') + 1n),
  }
  ctx.store.put({ ...record, cart })
  ctx.events.record({
    entityFqdn: CART_FQDN,
    slug: created ? 'created' : 'updated',
    entityId: cart.id,
    caller,
    entity: cart,
  })
  return cart
}
