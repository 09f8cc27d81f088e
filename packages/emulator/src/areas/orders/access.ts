import { notFound } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import type { OrderRecord } from './store'

export const orderNotFound = (id: string) =>
  notFound('ORDER_NOT_FOUND', `Order ${id} was not found`, { orderId: id })

/**
 * Whether `caller` may read the order: the owner any order; a visitor or member only the orders
 * they placed (a member also those placed as the visitor they signed in from).
 */
export function mayRead(caller: Caller, record: OrderRecord): boolean {
  if (caller.kind === 'owner') return true
  const key = identityKey(caller)
  if (key && record.owner === key) return true
  return (
    caller.kind === 'member' && !!caller.visitorId && record.owner === `visitor:${caller.visitorId}`
  )
}

/** The order for `caller`; an order they may not see answers 404, so its existence does not leak. */
export function readableOrder(record: OrderRecord | undefined, id: string, caller: Caller) {
  if (!record || !mayRead(caller, record)) throw orderNotFound(id)
  return record
}
