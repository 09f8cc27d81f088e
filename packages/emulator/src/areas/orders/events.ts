import type { Order, PaymentStatus } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { KnownJson } from '../../platform/events'
import type { OrdersContext } from './context'

/** Entity name of order events: event types are `wix.ecom.v1.order_<slug>`. */
export const ORDER_FQDN = 'wix.ecom.v1.order'

/** What a cancellation asked for, carried by the canceled event. */
export interface CancelDetails {
  restockAllItems: boolean
  sendOrderCanceledEmail: boolean
  customMessage: string
}

/**
 * Records the order events of wire/orders.md (SPEC §4) for one caller; `known` holds JSON texts
 * already made of the orders they carry.
 */
export function orderEvents(ctx: OrdersContext, caller: Caller, known?: KnownJson) {
  const record = (slug: string, order: Order, extra: object) =>
    ctx.events.record({
      entityFqdn: ORDER_FQDN,
      slug,
      entityId: order.id,
      caller,
      ...extra,
      ...(known && { known }),
    })
  return {
    created: (order: Order) => record('created', order, { entity: order }),
    updated: (order: Order, modifiedFields: string[]) =>
      record('updated', order, { entity: order, modifiedFields }),
    approved: (order: Order) => record('approved', order, { data: { order } }),
    canceled: (order: Order, details: CancelDetails) =>
      record('canceled', order, { data: { order, ...details } }),
    imported: (order: Order) => record('imported', order, { data: { order } }),
    importedOrderDeleted: (order: Order) =>
      record('imported_order_deleted', order, { data: { order } }),
    paymentStatusUpdated: (order: Order, previousPaymentStatus: PaymentStatus) =>
      record('payment_status_updated', order, { data: { order, previousPaymentStatus } }),
  }
}
