/**
 * Data of the order action events (wire/orders.md "Events", wire/webhooks.md §7.1). Re-exported
 * by `orders.ts`.
 * @module
 */
import type { Timestamp } from './common'
import type { FulfillmentStatus, Order, PaymentStatus } from './orders-entity'

/** Data of `wix.ecom.v1.order_approved`. */
export interface OrderApproved {
  order: Order
  /** Experiment flags of the platform's order pages; not described publicly. */
  ordersExperiments?: Record<string, unknown>
}

/** Data of `wix.ecom.v1.order_canceled`. */
export interface OrderCanceledEventOrderCanceled {
  order: Order
  restockAllItems: boolean
  sendOrderCanceledEmail: boolean
  customMessage: string
}

/** Data of `wix.ecom.v1.order_committed` (an edit of the order through a draft order). */
export interface OrderDeltasCommitted {
  order: Order
  draftOrderId: string
  /** The committed differences; their shape is the draft-orders API's, outside this reference. */
  changes: Record<string, unknown>
  /** How the edit was committed (notifications, inventory); the draft-orders API's shape. */
  commitSettings: Record<string, unknown>
  commitDate: Timestamp
}

/** Data of `wix.ecom.v1.order_fulfilled`. */
export interface FulfillmentStatusUpdated {
  order: Order
  previousFulfillmentStatus: FulfillmentStatus
  newFulfillmentStatus: FulfillmentStatus
  action: string
}

/** Data of `wix.ecom.v1.order_imported`. */
export interface OrderImported {
  order: Order
}

/** Data of `wix.ecom.v1.order_imported_order_deleted`. */
export interface ImportedOrderDeleted {
  order: Order
}

/** Data of `wix.ecom.v1.order_payment_status_updated`. */
export interface PaymentStatusUpdated {
  order: Order
  previousPaymentStatus: PaymentStatus
}
