import { type Caller, identityKey } from '../../http/caller'
import type { CartV2Context } from './context'
import { cartNotFound, ownedCartNotFound } from './errors'
import { persist } from './save'
import type { CartV2Record } from './store'

/** The owner key of the caller's carts; the API key has carts of its own. */
export const ownerKeyOf = (caller: Caller): string => identityKey(caller) ?? 'owner'

/** The visitor a member signed in from: their carts carry over. */
const formerVisitor = (caller: Caller) =>
  caller.kind === 'member' && caller.visitorId ? `visitor:${caller.visitorId}` : undefined

/** Gives a cart to the caller (a signed-in member taking their visitor cart, or a first user). */
function handOver(ctx: CartV2Context, caller: Caller, record: CartV2Record): CartV2Record {
  return persist(ctx, caller, { ...record, owner: ownerKeyOf(caller) }, 'updated')
}

/**
 * A cart by id for `caller`: the API key may use any; a visitor or member their own, one of
 * the visitor they signed in from (a member takes it over), or one with open access (the first
 * to use it becomes its owner). Anything else is 404, so ids do not reveal other carts.
 */
export function loadById(ctx: CartV2Context, caller: Caller, cartId: string): CartV2Record {
  const record = ctx.store.get(cartId)
  if (!record) throw cartNotFound(cartId)
  if (caller.kind === 'owner') return record
  const key = identityKey(caller)
  if (!key) throw cartNotFound(cartId)
  if (record.owner === key) return record
  const open = record.owner === null && !record.cart.orderPlaced
  if (!open && record.owner !== formerVisitor(caller)) throw cartNotFound(cartId)
  return handOver(ctx, caller, record)
}

/**
 * The caller's current cart. A member without one takes over the current cart of the visitor
 * they signed in from, as the v1 cart does, so a cart survives sign-in.
 */
export function findCurrent(ctx: CartV2Context, caller: Caller): CartV2Record | undefined {
  const own = ctx.store.currentOf(ownerKeyOf(caller))
  if (own) return own
  const former = formerVisitor(caller)
  const visitors = former ? ctx.store.currentOf(former) : undefined
  return visitors && handOver(ctx, caller, visitors)
}

/** The caller's current cart, or 404 `OWNED_CART_NOT_FOUND` (as the v1 cart answers). */
export function requireCurrent(ctx: CartV2Context, caller: Caller): CartV2Record {
  const record = findCurrent(ctx, caller)
  if (!record) throw ownedCartNotFound()
  return record
}

/** A cart the caller names: by id, or their current one (`cartId` undefined). */
export const loadCart = (ctx: CartV2Context, caller: Caller, cartId: string | undefined) =>
  cartId === undefined ? requireCurrent(ctx, caller) : loadById(ctx, caller, cartId)
