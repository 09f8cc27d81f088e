/**
 * Money an owner records on an order by hand (wire/orders.md "Money and notes on an order"):
 * marking it paid, recording a payment collected offline, a payment gateway order for the
 * balance, and charging memberships.
 * @module
 */
import type { CatalogReference, Price } from './common'
import type { BulkOrderResult, Order, OrderBulkActionMetadata } from './orders'

/** Answer of `POST …/orders/{ecomOrderId}/mark-as-paid`. */
export interface MarkOrderAsPaidResponse {
  order: Order
}

/** Body of `POST /ecom/v1/bulk/payments-collector/mark-as-paid`. */
export interface BulkMarkOrdersAsPaidRequest {
  /** 1..100 order ids. */
  ecomOrderIds: string[]
}

/** Answer of BulkMarkOrdersAsPaid: one result per order, in the order asked. */
export interface BulkMarkOrdersAsPaidResponse {
  results: BulkOrderResult[]
  bulkActionMetadata: OrderBulkActionMetadata
}

/** Body of `POST …/orders/{orderId}/manual-payment`. */
export interface RecordManuallyCollectedPaymentRequest {
  /** More than 0 and at most what is left to pay. */
  amount: Price
}

/** Answer of RecordManuallyCollectedPayment (empty). */
export type RecordManuallyCollectedPaymentResponse = Record<string, never>

/** Who charges a payment gateway order (the owner's staff member). */
export interface ChargedBy {
  id?: string
  /** 1..200 characters. */
  fullName?: string
}

/** Body of `POST …/orders/{ecomOrderId}/create-payment-gateway-order`. */
export interface CreatePaymentGatewayOrderRequest {
  chargedBy?: ChargedBy
}

/** Answer of CreatePaymentGatewayOrder. */
export interface CreatePaymentGatewayOrderResponse {
  paymentGatewayOrderId: string
}

/** A membership's name. */
export interface MembershipName {
  /** At most 100 characters. */
  original: string
  translated?: string
}

/** When and for how many a service is booked. */
export interface MembershipServiceProperties {
  scheduledDate?: string
  numberOfParticipants?: number
}

/** One membership to charge for an item. */
export interface MembershipChargeItem {
  membershipId: string
  /** The app that provides the membership. */
  appId: string
  membershipName: MembershipName
  membershipAdditionalData?: Record<string, unknown>
  catalogReference: CatalogReference
  serviceProperties?: MembershipServiceProperties
  rootCatalogItemId: string
  lineItemId?: string
}

/** Body of `POST …/orders/{ecomOrderId}/charge-membership`. */
export interface ChargeMembershipsRequest {
  memberId: string
  /** 1..300. */
  membershipCharges?: MembershipChargeItem[]
}

/** Answer of ChargeMemberships (empty). */
export type ChargeMembershipsResponse = Record<string, never>
