import type { Checkout } from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import type { CheckoutContext } from './context'
import type { CheckoutRecord } from './store'

export const checkoutNotFound = (id: string) =>
  notFound('CHECKOUT_NOT_FOUND', `Checkout ${id} was not found`, { checkoutId: id })

/** The visitor a member signed in from: their checkouts carry over. */
const formerVisitor = (caller: Caller) =>
  caller.kind === 'member' && caller.visitorId ? `visitor:${caller.visitorId}` : undefined

/**
 * Whether `caller` may use the checkout: the owner (API key) any; a visitor or member only
 * their own (a member also those of the visitor they signed in from).
 */
export function mayUse(caller: Caller, record: CheckoutRecord): boolean {
  if (caller.kind === 'owner') return true
  const key = identityKey(caller)
  if (!key) return false
  return record.owner === key || (!!record.owner && record.owner === formerVisitor(caller))
}

/**
 * The stored checkout for `caller`, or 404 whether it is missing or someone else's (so ids do
 * not leak). A member reaching a checkout of their former visitor identity takes it over.
 */
export function loadRecordFor(ctx: CheckoutContext, caller: Caller, id: string): CheckoutRecord {
  const { store } = ctx
  const record = store.record(id)
  if (!record || !mayUse(caller, record)) throw checkoutNotFound(id)
  const key = identityKey(caller)
  if (key && record.owner !== key) {
    const adopted = { ...record, owner: key }
    store.put(adopted)
    return adopted
  }
  return record
}

/** The stored wire checkout for `caller` (ownership-checked, 404 otherwise). */
export function loadCheckoutFor(ctx: CheckoutContext, caller: Caller, id: string): Checkout {
  return loadRecordFor(ctx, caller, id).checkout
}
