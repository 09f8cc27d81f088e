import type { CartV2 } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { CartV2Context } from './context'
import { alreadyOrdered } from './errors'
import { presentCart } from './present'
import type { LineDiscount } from './present-line'
import type { CartV2Record } from './store'

/** Entity name of V2 cart events (`wix.ecom.v2.cart_created`, ...). */
export const CART_V2_FQDN = 'wix.ecom.v2.cart'

/**
 * Stores a changed cart as the wire will show it: everything derived made afresh, revision + 1,
 * a new `updatedDate`, and the `cart_created` or `cart_updated` event carrying the cart.
 * `discounts`: the lines' item-level discounts, when the caller calculated these lines already.
 */
export function persist(
  ctx: CartV2Context,
  caller: Caller,
  record: CartV2Record,
  slug: 'created' | 'updated',
  discounts?: LineDiscount[][],
): CartV2Record {
  const shown = presentCart(ctx, record, discounts)
  const cart: CartV2 = {
    ...shown,
    revision: String(BigInt(record.cart.revision || '0') + 1n),
    updatedDate: ctx.clock.iso(),
  }
  const saved = { ...record, cart }
  // One JSON text of the cart for the row and the event.
  const json = JSON.stringify(cart)
  ctx.store.put(saved, json)
  ctx.events.record({
    entityFqdn: CART_V2_FQDN,
    slug,
    entityId: cart.id,
    caller,
    entity: cart,
    known: new Map([[cart, json]]),
  })
  return saved
}

/** The record with every line priced and stocked from today's catalog (nothing is written). */
export function refreshed(ctx: CartV2Context, record: CartV2Record): CartV2Record {
  return { ...record, lines: record.lines.map((line) => ctx.purchase.refreshLine(line)) }
}

/**
 * Runs one change of a cart: refuses a cart an order was placed from (`CART_ALREADY_ORDERED`),
 * re-reads the catalog for every line, applies the change, and stores the result.
 */
export function change(
  ctx: CartV2Context,
  caller: Caller,
  record: CartV2Record,
  apply: (record: CartV2Record) => CartV2Record,
): CartV2 {
  if (record.cart.orderPlaced) throw alreadyOrdered(record.cart)
  return persist(ctx, caller, apply(refreshed(ctx, record)), 'updated').cart
}
