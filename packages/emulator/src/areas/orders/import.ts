import type { ImportedOrderInput, Order } from '@storefront-kit/wire'
import { conflict, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { newActivity } from './activities'
import { createdByFor, orderFromInput } from './build'
import type { OrdersContext } from './context'
import { orderEvents } from './events'
import { normalizeOrder } from './normalize'
import { nextOrderNumber } from './service'

/**
 * `POST /ecom/v1/orders/import`: an order from another system, kept with the status and payment
 * status it had there (`imported: true`). It takes no stock. Importing with the id of an
 * imported order replaces it.
 * @throws ApiError 409 `CANNOT_OVERWRITE_NON_IMPORTED_ORDER`.
 */
export function importOrder(ctx: OrdersContext, caller: Caller, input: ImportedOrderInput): Order {
  const { store } = ctx
  const existing = input.id ? store.get(input.id) : undefined
  if (existing && !existing.imported)
    throw conflict('CANNOT_OVERWRITE_NON_IMPORTED_ORDER', `Order ${existing.id} was not imported`, {
      orderId: existing.id,
    })
  const number = /^\d{1,18}$/.test(input.number ?? '')
    ? String(input.number)
    : (existing?.number ?? nextOrderNumber(ctx))
  const paid = input.paymentStatus === 'PAID'
  const order = orderFromInput(ctx, input, {
    id: existing?.id ?? input.id ?? ctx.newId(),
    number,
    activities: [
      newActivity(ctx, 'ORDER_PLACED'),
      ...(paid ? [newActivity(ctx, 'ORDER_PAID')] : []),
    ],
    createdBy: createdByFor(caller),
    imported: true,
  })
  const saved = normalizeOrder({ ...order, ...(existing && { createdDate: existing.createdDate }) })
  if (existing) store.update(saved)
  else store.insert(saved, { stock: [] })
  orderEvents(ctx, caller).imported(saved)
  return saved
}

/**
 * `POST /ecom/v1/orders/import/set-order-number-counter`: the number the next order follows.
 * @throws ApiError 428 `CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER` unless `allowLowerCounter`.
 */
export function setOrderNumberCounter(ctx: OrdersContext, counter: number, allowLower: boolean) {
  const { store } = ctx
  const old = store.counter()
  if (counter < old && !allowLower)
    throw precondition(
      'CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER',
      `The counter is ${old}; pass allowLowerCounter to set ${counter}`,
      { oldCounter: String(old) },
    )
  store.setCounter(counter)
  return { oldCounter: String(old), newCounter: String(counter) }
}

/**
 * `POST /ecom/v1/orders/import/bulk-delete-imported-orders`: deletes the listed orders that were
 * imported (others stay). The emulator finishes the job before answering.
 */
export function bulkDeleteImportedOrders(ctx: OrdersContext, caller: Caller, orderIds: string[]) {
  const { store } = ctx
  for (const id of new Set(orderIds)) {
    const order = store.get(id)
    if (!order?.imported) continue
    store.delete(id)
    orderEvents(ctx, caller).importedOrderDeleted(order)
  }
  return { jobId: ctx.newId() }
}
