/**
 * Order activities: the order's history (placed, paid, canceled, comments, captures...),
 * wire/orders.md `Activity`.
 * @module
 */
import type { Price, Timestamp } from './common'
import type { OrderChange } from './orders-changes'

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

/** An order refund (the platform's older refund record). */
export interface OrderRefunded {
  manual: boolean
  amount?: Price
  reason: string
}

/** Card details of a regular payment. */
export interface CreditCardDetails {
  lastFourDigits?: string
  brand?: string
}

/** Payment id and amount of an authorized payment's lifecycle step. */
export interface AuthorizedPaymentAction {
  paymentId: string
  amount?: Price
  lastFourDigits?: string
  brand?: string
}

/** A regular payment's amount and card (inside payment and chargeback activities). */
export interface RegularPayment {
  amount?: Price
  creditCardDetails?: CreditCardDetails
}

/** A regular (provider) payment's part of a refund. */
export interface RegularPaymentRefund {
  amount?: Price
  lastFourDigits?: string
  brand?: string
}

/** A gift card payment's part of a refund. */
export interface GiftCardPaymentRefund {
  giftCardPaymentId?: string
  amount?: Price
}

/** A membership payment's part of a refund. */
export interface MembershipPaymentRefund {
  membershipId?: string
}

/**
 * One payment of a refund: which payment, how much of it (one of `regular`, `giftCard`,
 * `membership`) and whether it was returned outside the payment provider (`externalRefund`).
 */
export interface RefundedPayment {
  regular?: RegularPaymentRefund
  giftCard?: GiftCardPaymentRefund
  membership?: MembershipPaymentRefund
  paymentId?: string
  externalRefund?: boolean
}

/** A refund was asked for: its id, total, payments and reason. */
export interface RefundInitiated {
  refundId: string
  amount?: Price
  /** 1..50 payments. */
  payments?: RefundedPayment[]
  reason?: string
}

/** One payment of a refund was refunded, or the provider refused it. */
export interface PaymentRefundActivity {
  refundId: string
  payment?: RefundedPayment
}

/** A payment that changed state (pending, canceled, declined). */
export interface PaymentStateActivity {
  paymentId: string
  regular?: RegularPayment
}

/** A receipt created or sent for a payment. */
export interface ReceiptActivity {
  paymentId: string
  wixReceipt?: { receiptId: string; displayNumber?: string }
  externalReceipt?: { receiptId?: string; displayNumber?: string }
}

/** A chargeback on a payment. */
export interface ChargebackCreated {
  paymentId: string
  chargebackId: string
  amount?: Price
  paymentDetails?: RegularPayment
}

/** A chargeback reversed. */
export interface ChargebackReversed {
  paymentId: string
  chargebackId: string
  amount?: Price
  reversalAmount?: Price
  paymentDetails?: RegularPayment
}

/** A draft order's changes were applied to the order. */
export interface DraftOrderChangesApplied {
  draftOrderId: string
  reason?: string
  changes?: OrderChange[]
}

/**
 * One entry of an order's history. `activityType` says what happened; at most one content field
 * carries the details (`merchantComment`, `authorizedPaymentCaptured`, ...).
 */
export interface Activity {
  merchantComment?: MerchantComment
  customActivity?: CustomActivity
  orderRefunded?: OrderRefunded
  draftOrderChangesApplied?: DraftOrderChangesApplied
  savedPaymentMethod?: { name: string; description?: string }
  authorizedPaymentCreated?: AuthorizedPaymentAction
  authorizedPaymentCaptured?: AuthorizedPaymentAction
  authorizedPaymentVoided?: AuthorizedPaymentAction
  refundInitiated?: RefundInitiated
  paymentRefunded?: PaymentRefundActivity
  paymentRefundFailed?: PaymentRefundActivity
  refundedAsStoreCredit?: { amount?: Price; reason?: string }
  paymentPending?: PaymentStateActivity
  paymentCanceled?: PaymentStateActivity
  paymentDeclined?: PaymentStateActivity
  receiptCreated?: ReceiptActivity
  receiptSent?: ReceiptActivity
  chargebackCreated?: ChargebackCreated
  chargebackReversed?: ChargebackReversed
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
