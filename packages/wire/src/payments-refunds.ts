/**
 * Refunds of an order's payments (wire/orders.md "Money and notes on an order"): whether each
 * payment can be refunded, refunding it, and the refund records in the order's transactions.
 * @module
 */
import type { Price, Timestamp } from './common'
import type { OrderItemMetadata } from './orders'
import type { OrderTransactions } from './payments'

/** Where one payment's refund stands. */
export type RefundStatus =
  | 'PENDING'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'SCHEDULED'
  | 'STARTED'
  | (string & {})

/** Why a refund ended as it did, as the payment provider says. */
export interface RefundStatusInfo {
  paymentGatewayReasonCode?: string
  description?: string
}

/** One payment's part of a refund. */
export interface RefundTransaction {
  paymentId: string
  amount?: Price
  refundStatus: RefundStatus
  refundStatusInfo?: RefundStatusInfo
  gatewayRefundId?: string
  providerRefundId?: string
  /** Returned outside the payment provider (cash back, a bank transfer). */
  externalRefund?: boolean
}

/** A line item and quantity refunded (deprecated form of `lineItems`). */
export interface RefundItem {
  lineItemId: string
  /** 1..100,000. */
  quantity: number
}

/** A line item and quantity refunded. */
export interface LineItemRefund {
  lineItemId: string
  /** 1..100,000. */
  quantity: number
}

/** An additional fee's amount refunded. */
export interface AdditionalFeeRefund {
  additionalFeeId: string
  amount?: Price
}

/** The shipping amount refunded. */
export interface ShippingRefund {
  amount?: Price
}

/** What a refund is for: line items, shipping, fees, and why (at most 200 characters). */
export interface RefundDetails {
  /** Deprecated by the platform: use `lineItems`. */
  items?: RefundItem[]
  shippingIncluded?: boolean
  reason?: string
  lineItems?: LineItemRefund[]
  additionalFees?: AdditionalFeeRefund[]
  shipping?: ShippingRefund
}

/** What was refunded of one line item over all refunds. */
export interface LineItemRefundSummary {
  lineItemId: string
  totalRefundedAmount?: Price
}

/** A refund's totals over its payments. */
export interface AggregatedRefundSummary {
  requestedRefund?: Price
  pendingRefund?: Price
  refunded?: Price
  failedRefundAmount?: Price
  pending?: boolean
  breakdown?: { lineItems?: LineItemRefundSummary[] }
}

/** One refund of an order: its payments' parts, what it was for and its totals. */
export interface Refund {
  /** Read-only. */
  id: string
  transactions: RefundTransaction[]
  details?: RefundDetails
  /** Read-only. */
  createdDate?: Timestamp
  /** Read-only. */
  summary?: AggregatedRefundSummary
  requestingServiceAppId?: string
}

/** Whether a payment can be refunded through the provider, only by hand, or not at all. */
export type RefundableStatus = 'NOT_REFUNDABLE' | 'MANUAL' | 'REFUNDABLE' | (string & {})

/** Why a payment cannot be refunded. */
export type NonRefundableReason =
  | 'NONE'
  | 'ALREADY_REFUNDED'
  | 'PROVIDER_IS_DOWN'
  | 'INTERNAL_ERROR'
  | 'NOT_PAID'
  | 'ACCESS_DENIED'
  | 'ZERO_PRICE'
  | 'DISABLED_BY_PROVIDER'
  | 'PENDING_REFUND'
  | 'FORBIDDEN'
  | 'TRANSACTION_NOT_FOUND'
  | 'ORDER_IS_PENDING'
  | 'ORDER_IS_REJECTED'
  | (string & {})

/** Why a payment can be refunded only by hand (`externalRefund`). */
export type ManuallyRefundableReason =
  | 'EXPIRED'
  | 'NOT_SUPPORTED'
  | 'OFFLINE'
  | 'REQUIRES_CARD_READER'
  | (string & {})

/** How one payment can be refunded; a reason goes with MANUAL and NOT_REFUNDABLE. */
export interface Refundability {
  nonRefundableReason?: NonRefundableReason
  manuallyRefundableReason?: ManuallyRefundableReason
  paymentId: string
  refundabilityStatus: RefundableStatus
  providerLink?: string
}

/** Answer of `GET …/orders/{ecomOrderId}/refundability`. */
export interface GetRefundabilityStatusResponse {
  /** One per payment of the order. */
  refundabilities: Refundability[]
  /** Whether a refund may name line items and quantities. */
  refundablePerItem: boolean
}

/** Which refunded items go back into stock. */
export type RestockType = 'NO_ITEMS' | 'ALL_ITEMS' | 'SOME_ITEMS' | (string & {})

/** A line item and how many of it go back into stock. */
export interface RestockItem {
  lineItemId: string
  /** 1..100,000. */
  quantity: number
}

/** Which items a refund puts back into stock: none, all refunded ones, or the listed ones. */
export interface RestockInfo {
  type?: RestockType
  /** With SOME_ITEMS. */
  items?: RestockItem[]
}

/** What a refund does besides moving money. */
export interface RefundSideEffects {
  restockInfo?: RestockInfo
  sendOrderRefundedEmail?: boolean
  /** 1..1000 characters, added to the refund e-mail. */
  customMessage?: string
}

/** A payment to refund, and how much of it (default: what the refund details add up to). */
export interface PaymentRefund {
  paymentId: string
  amount?: Price
  /** Only record the refund: the money goes back outside the payment provider. */
  externalRefund?: boolean
}

/** Body of `POST …/orders/{ecomOrderId}/trigger-refund`. */
export interface TriggerRefundRequest {
  /** Exactly one payment. */
  payments: PaymentRefund[]
  details?: RefundDetails
  sideEffects?: RefundSideEffects
}

/** Answer of TriggerRefund: the order's transactions with the new refund. */
export interface TriggerRefundResponse {
  orderTransactions: OrderTransactions
  refundId: string
  /** The payments the provider refused to refund. */
  failedPaymentIds: OrderItemMetadata[]
}
