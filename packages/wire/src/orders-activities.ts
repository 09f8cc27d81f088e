/**
 * Order activities: the order's history (placed, paid, canceled, comments, captures...),
 * wire/orders.md `Activity`.
 * @module
 */
import type { Price, Timestamp } from './common'

/** Activity types of an order's history. */
export const ORDER_ACTIVITY_TYPES = [
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_FULFILLED',
  'ORDER_NOT_FULFILLED',
  'ORDER_CANCELED',
  'DOWNLOAD_LINK_SENT',
  'TRACKING_NUMBER_ADDED',
  'TRACKING_NUMBER_EDITED',
  'TRACKING_LINK_ADDED',
  'SHIPPING_CONFIRMATION_EMAIL_SENT',
  'INVOICE_ADDED',
  'INVOICE_REMOVED',
  'INVOICE_SENT',
  'FULFILLER_EMAIL_SENT',
  'SHIPPING_ADDRESS_EDITED',
  'EMAIL_EDITED',
  'PICKUP_READY_EMAIL_SENT',
  'CUSTOM_ACTIVITY',
  'MERCHANT_COMMENT',
  'ORDER_PARTIALLY_PAID',
  'DRAFT_ORDER_CHANGES_APPLIED',
  'SAVED_PAYMENT_METHOD',
  'AUTHORIZED_PAYMENT_CREATED',
  'AUTHORIZED_PAYMENT_CAPTURED',
  'AUTHORIZED_PAYMENT_VOIDED',
  'REFUND_INITIATED',
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_FAILED',
  'REFUNDED_AS_STORE_CREDIT',
  'PAYMENT_PENDING',
  'PAYMENT_CANCELED',
  'PAYMENT_DECLINED',
  'ORDER_PENDING',
  'ORDER_REJECTED',
  'RECEIPT_CREATED',
  'RECEIPT_SENT',
  'CHARGEBACK_CREATED',
  'CHARGEBACK_REVERSED',
  'ORDER_REFUNDED',
] as const

/** One of {@link ORDER_ACTIVITY_TYPES}. */
export type OrderActivityType = (typeof ORDER_ACTIVITY_TYPES)[number] | (string & {})

/** A comment the merchant added. */
export interface MerchantComment {
  message: string
}

/** An activity an app defines. */
export interface CustomActivity {
  appId?: string
  type?: string
  additionalData?: Record<string, string>
}

/** An order refund. */
export interface OrderRefunded {
  manual: boolean
  amount?: Price
  reason: string
}

/** Payment id and amount of an authorized payment's lifecycle step. */
export interface AuthorizedPaymentAction {
  paymentId: string
  amount?: Price
  lastFourDigits?: string
  brand?: string
}

/** A regular payment's amount (inside payment activities). */
export interface RegularPayment {
  amount?: Price
  creditCardDetails?: { lastFourDigits?: string; brand?: string }
}

/** A payment that changed state (pending, canceled, declined). */
export interface PaymentStateActivity {
  paymentId: string
  regular?: RegularPayment
}

/** A refund step (initiated, refunded, failed). */
export interface RefundActivity {
  refundId: string
  amount?: Price
  reason?: string
}

/** A receipt created or sent for a payment. */
export interface ReceiptActivity {
  paymentId: string
  wixReceipt?: { receiptId: string; displayNumber?: string }
  externalReceipt?: { receiptId?: string; displayNumber?: string }
}

/** A chargeback on a payment. */
export interface ChargebackActivity {
  paymentId: string
  chargebackId: string
  amount?: Price
  reversalAmount?: Price
}

/**
 * One entry of an order's history. `activityType` says what happened; at most one content field
 * carries the details (`merchantComment`, `authorizedPaymentCaptured`, ...).
 */
export interface Activity {
  merchantComment?: MerchantComment
  customActivity?: CustomActivity
  orderRefunded?: OrderRefunded
  draftOrderChangesApplied?: { draftOrderId: string; reason?: string }
  savedPaymentMethod?: { name: string; description?: string }
  authorizedPaymentCreated?: AuthorizedPaymentAction
  authorizedPaymentCaptured?: AuthorizedPaymentAction
  authorizedPaymentVoided?: AuthorizedPaymentAction
  refundInitiated?: RefundActivity
  paymentRefunded?: RefundActivity
  paymentRefundFailed?: RefundActivity
  refundedAsStoreCredit?: { amount?: Price; reason?: string }
  paymentPending?: PaymentStateActivity
  paymentCanceled?: PaymentStateActivity
  paymentDeclined?: PaymentStateActivity
  receiptCreated?: ReceiptActivity
  receiptSent?: ReceiptActivity
  chargebackCreated?: ChargebackActivity
  chargebackReversed?: ChargebackActivity
  /** Read-only. */
  id?: string
  /** Read-only. */
  authorEmail?: string
  /** Read-only. */
  createdDate?: Timestamp
  /** Deprecated by the platform: use `activityType`. */
  type: OrderActivityType
  activityType: OrderActivityType
}

/** An activity callers may add: a custom activity or a merchant comment. */
export interface PublicActivity {
  customActivity?: CustomActivity
  merchantComment?: MerchantComment
}
