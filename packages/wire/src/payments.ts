/**
 * Payment collection for orders (wire/orders.md "Payments collector"): prepare a collection,
 * check whether an order's payment can be collected, capture or void authorized payments, and
 * the order transactions those calls answer with. Offline payments are in `payments-manual.ts`,
 * refunds in `payments-refunds.ts`.
 * @module
 */
import type { Price, Timestamp } from './common'
import type { Refund } from './payments-refunds'

export * from './payments-manual'
export * from './payments-refunds'

/** Whether an order's remaining balance can be collected, and if not, why. */
export const PAYMENT_COLLECTABILITY_STATUSES = [
  'UNKNOWN',
  'COLLECTABLE',
  'NONCOLLECTABLE_ORDER_IS_CANCELLED',
  'NONCOLLECTABLE_ORDER_IS_PAID',
  'NONCOLLECTABLE_MISSING_PAYMENT_METHOD',
  'NONCOLLECTABLE_ORDER_IS_PENDING',
  'NONCOLLECTABLE_ORDER_IS_REJECTED',
  'NONCOLLECTABLE_ORDER_HAS_SUBSCRIPTIONS',
  'NONCOLLECTABLE_ORDER_HAS_CHARGEBACKS',
  'NONCOLLECTABLE_SUBSCRIPTION_CYCLE_ALREADY_PASSED',
  'NONCOLLECTABLE_ORDER_HAS_UNSUPPORTED_SUBSCRIPTION',
  'NONCOLLECTABLE_CUSTOM_AMOUNT_NOT_SUPPORTED',
] as const

/** One of {@link PAYMENT_COLLECTABILITY_STATUSES}. */
export type PaymentCollectabilityStatus =
  | (typeof PAYMENT_COLLECTABILITY_STATUSES)[number]
  | (string & {})

/** Status of one payment transaction (the order as a whole has a `PaymentStatus`). */
export type TransactionStatus =
  | 'UNDEFINED'
  | 'APPROVED'
  | 'PENDING'
  | 'PENDING_MERCHANT'
  | 'CANCELED'
  | 'DECLINED'
  | 'REFUNDED'
  | 'PARTIALLY_REFUNDED'
  | 'AUTHORIZED'
  | 'VOIDED'
  | (string & {})

/** Status of a capture or void of an authorized payment: PENDING, then SUCCEEDED or FAILED. */
export type AuthorizationActionStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED' | (string & {})

/** Why an authorized payment was voided or captured: by a call or by its schedule. */
export type AuthorizationActionReason = 'MANUAL' | 'SCHEDULED' | (string & {})

/** What happens to an authorization when nobody acts on it. */
export type ScheduledAction = 'VOID' | 'CAPTURE' | (string & {})

/** Why a capture or void failed. */
export interface AuthorizationActionFailureDetails {
  failureCode?: string
}

/** A capture of an authorized payment. */
export interface AuthorizationCapture {
  /** Read-only. */
  id: string
  status: AuthorizationActionStatus
  amount?: Price
  createdDate?: Timestamp
  failureDetails?: AuthorizationActionFailureDetails
}

/** A void of an authorized payment. */
export interface AuthorizationVoid {
  status: AuthorizationActionStatus
  voidedDate?: Timestamp
  failureDetails?: AuthorizationActionFailureDetails
  reason?: AuthorizationActionReason
}

/** The action an authorization takes by itself at `executionDate`. */
export interface V1ScheduledAction {
  actionType: ScheduledAction
  executionDate?: Timestamp
}

/** Authorization of a delayed-capture payment and what became of it. */
export interface AuthorizationDetails {
  /** Read-only. */
  delayedCapture: boolean
  authorizedDate?: Timestamp
  /** At most one. */
  captures: AuthorizationCapture[]
  void?: AuthorizationVoid
  scheduledAction?: V1ScheduledAction
}

/** Card used for a payment. */
export interface CreditCardPaymentMethodDetails {
  lastFourDigits?: string
  brand?: string
}

/** A payment method the owner names: a predefined one or their own words (1..150 characters). */
export interface UserDefinedPaymentMethodName {
  predefined?: 'CASH' | 'BANK_TRANSFER' | 'CHECK' | (string & {})
  custom?: string
}

/** How a payment method is called, in the buyer's and the site's language. */
export interface PaymentMethodName {
  buyerLanguageName?: string
  siteLanguageName?: string
  userDefinedName?: UserDefinedPaymentMethodName
}

/** Whether a chargeback stands or was reversed. */
export type ChargebackStatus = 'APPROVED' | 'REVERSED' | (string & {})

/** A chargeback of a payment (read-only). */
export interface Chargeback {
  id: string
  createdDate?: Timestamp
  updatedDate?: Timestamp
  amount?: Price
  reversalAmount?: Price
  status?: ChargebackStatus
  externalId?: string
}

/** A payment through a payment provider. */
export interface RegularPaymentDetails {
  creditCardDetails?: CreditCardPaymentMethodDetails
  paymentOrderId?: string
  gatewayTransactionId?: string
  /** Deprecated by the platform: use `paymentMethodName`. */
  paymentMethod?: string
  providerTransactionId?: string
  offlinePayment: boolean
  /** Deprecated by the platform: use the payment's `status`. */
  status?: TransactionStatus
  savedPaymentMethod: boolean
  authorizationDetails?: AuthorizationDetails
  /** At most 6; read-only. */
  chargebacks?: Chargeback[]
  platformFee?: Price
  paymentMethodName?: PaymentMethodName
}

/** A payment with a gift card. */
export interface GiftCardPaymentDetails {
  giftCardPaymentId?: string
  appId?: string
  /** Deprecated by the platform: use the payment's `status`. */
  voided?: boolean
  obfuscatedCode?: string
}

/** How a membership charge stands. */
export type MembershipPaymentStatus =
  | 'CHARGED'
  | 'CHARGE_FAILED'
  | 'CHARGE_PENDING'
  | 'VOIDED'
  | (string & {})

/** A line item paid with a membership (a plan's credit). */
export interface MembershipPaymentDetails {
  membershipId?: string
  lineItemId?: string
  /** Deprecated by the platform: use the payment's `status`. */
  status?: MembershipPaymentStatus
  name?: { original?: string; translated?: string }
  externalTransactionId?: string
  /** Deprecated by the platform: use the payment's `status`. */
  voided?: boolean
  providerAppId?: string
}

/** One payment of an order: through a provider, a gift card or a membership (one of the three). */
export interface Payment {
  regularPaymentDetails?: RegularPaymentDetails
  giftcardPaymentDetails?: GiftCardPaymentDetails
  membershipPaymentDetails?: MembershipPaymentDetails
  /** Read-only. */
  id: string
  createdDate?: Timestamp
  /** Read-only. */
  updatedDate?: Timestamp
  amount?: Price
  refundDisabled: boolean
  supportReceiptGeneration?: boolean
  status?: TransactionStatus
  chargeCorrelationId?: string
}

/** Payments and refunds of one order. */
export interface OrderTransactions {
  orderId: string
  payments: Payment[]
  refunds: Refund[]
}

/** A length of time. */
export interface Duration {
  count?: number
  unit?: 'MINUTES' | 'HOURS' | 'DAYS' | (string & {})
}

/** What to do with a delayed-capture authorization, and after how long. */
export interface DelayedCaptureSettings {
  scheduledAction?: ScheduledAction
  delayDuration?: Duration
}

/** Body of `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/prepare-payment-collection`. */
export interface PreparePaymentCollectionRequest {
  amount: Price
  paymentGatewayOrderId?: string
  /** Deprecated by the platform: use `delayedCaptureSettings`. */
  delayedCapture?: boolean
  delayedCaptureSettings?: DelayedCaptureSettings
}

/** Answer of PreparePaymentCollection. */
export interface PreparePaymentCollectionResponse {
  paymentGatewayOrderId: string
}

/** Answer of `GET …/orders/{ecomOrderId}/payment-collectability-status`. */
export interface GetPaymentCollectabilityStatusResponse {
  status: PaymentCollectabilityStatus
  /** The amount that can be collected. */
  amount?: Price
}

/** One authorized payment to capture (the full amount; partial capture is not available). */
export interface PaymentCapture {
  paymentId: string
  amount?: Price
}

/** Body of `POST …/orders/{ecomOrderId}/capture-authorized-payments`. */
export interface CaptureAuthorizedPaymentsRequest {
  payments: PaymentCapture[]
}

/** Body of `POST …/orders/{ecomOrderId}/void-authorized-payments`. */
export interface VoidAuthorizedPaymentsRequest {
  paymentIds: string[]
}

/** Answer of capture and void: the order's transactions as they are now (actions may be PENDING). */
export interface OrderTransactionsResponse {
  orderTransactions: OrderTransactions
}
