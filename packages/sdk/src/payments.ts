/**
 * `@storefront-kit/sdk/payments`: payment collection for orders
 * (`/ecom/v1/payments-collector/orders/{ecomOrderId}/…`): prepare a collection, check whether an
 * order's balance can be collected, capture or void authorized (delayed-capture) payments, mark
 * orders paid (one or in bulk), record payments collected by hand, refunds (refundability, with
 * restock and e-mail), payment gateway orders and membership charges. Every call needs the
 * owner's or an app's key. Captures and voids settle asynchronously: the answer shows them
 * PENDING; read the order to see the outcome.
 * @module
 */

import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from './core/client'
import { collectorPath } from './payments/path'
import type {
  CaptureAuthorizedPaymentsRequest,
  GetPaymentCollectabilityStatusResponse,
  OrderTransactionsResponse,
  PreparePaymentCollectionRequest,
  PreparePaymentCollectionResponse,
  VoidAuthorizedPaymentsRequest,
} from './wire'

export {
  bulkMarkOrdersAsPaid,
  chargeMemberships,
  createPaymentGatewayOrder,
  markOrderAsPaid,
  recordManuallyCollectedPayment,
} from './payments/manual'
export { getRefundabilityStatus, triggerRefund } from './payments/refunds'
export type {
  AdditionalFeeRefund,
  AggregatedRefundSummary,
  AuthorizationCapture,
  AuthorizationDetails,
  AuthorizationVoid,
  BulkMarkOrdersAsPaidRequest,
  BulkMarkOrdersAsPaidResponse,
  CaptureAuthorizedPaymentsRequest,
  ChargedBy,
  ChargeMembershipsRequest,
  ChargeMembershipsResponse,
  CreatePaymentGatewayOrderRequest,
  CreatePaymentGatewayOrderResponse,
  DelayedCaptureSettings,
  GetPaymentCollectabilityStatusResponse,
  GetRefundabilityStatusResponse,
  LineItemRefund,
  ManuallyRefundableReason,
  MarkOrderAsPaidResponse,
  MembershipChargeItem,
  MembershipName,
  NonRefundableReason,
  OrderTransactions,
  OrderTransactionsResponse,
  Payment,
  PaymentCapture,
  PaymentCollectabilityStatus,
  PaymentRefund,
  PreparePaymentCollectionRequest,
  PreparePaymentCollectionResponse,
  RecordManuallyCollectedPaymentRequest,
  RecordManuallyCollectedPaymentResponse,
  Refund,
  Refundability,
  RefundableStatus,
  RefundDetails,
  RefundSideEffects,
  RefundStatus,
  RefundTransaction,
  RestockInfo,
  RestockItem,
  RestockType,
  TransactionStatus,
  TriggerRefundRequest,
  TriggerRefundResponse,
  VoidAuthorizedPaymentsRequest,
} from './wire'

const path = collectorPath

/**
 * Prepares collecting (part of) an order's outstanding balance; answers the payment gateway
 * order id the buyer pays through. With `delayedCaptureSettings` the payment is only authorized.
 *
 * @example
 * ```ts
 * const { paymentGatewayOrderId } = await preparePaymentCollection(admin, orderId, {
 *   amount: { amount: '39.00' },
 * })
 * ```
 */
export function preparePaymentCollection(
  client: Client,
  ecomOrderId: string,
  request: PreparePaymentCollectionRequest,
  options?: CallOptions,
): Promise<PreparePaymentCollectionResponse> {
  return client.request(
    {
      operation: 'preparePaymentCollection',
      method: 'POST',
      path: path(ecomOrderId, 'prepare-payment-collection'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}

/**
 * Whether an order's outstanding balance can be collected now (`COLLECTABLE`, with the amount),
 * or why not (`NONCOLLECTABLE_ORDER_IS_PAID`, `…_IS_CANCELLED`, `…_MISSING_PAYMENT_METHOD`, ...).
 *
 * @example
 * ```ts
 * const { status, amount } = await getPaymentCollectabilityStatus(admin, orderId)
 * ```
 */
export function getPaymentCollectabilityStatus(
  client: Client,
  ecomOrderId: string,
  options?: CallOptions,
): Promise<GetPaymentCollectabilityStatusResponse> {
  return client.request(
    {
      operation: 'getPaymentCollectabilityStatus',
      method: 'GET',
      path: path(ecomOrderId, 'payment-collectability-status'),
      query: encodeQuery({ ecomOrderId }),
    },
    options,
  )
}

/**
 * Captures authorized payments for their full amount. The answer shows each capture PENDING; it
 * then SUCCEEDS (the order becomes PAID) or FAILS (the order stays NOT_PAID).
 *
 * @example
 * ```ts
 * const { orderTransactions } = await captureAuthorizedPayments(admin, orderId, {
 *   payments: [{ paymentId }],
 * })
 * ```
 */
export function captureAuthorizedPayments(
  client: Client,
  ecomOrderId: string,
  request: CaptureAuthorizedPaymentsRequest,
  options?: CallOptions,
): Promise<OrderTransactionsResponse> {
  return client.request(
    {
      operation: 'captureAuthorizedPayments',
      method: 'POST',
      path: path(ecomOrderId, 'capture-authorized-payments'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}

/**
 * Voids authorized payments (releases the hold on the buyer's card). The answer shows each void
 * PENDING; it then SUCCEEDS (payment VOIDED) or FAILS.
 *
 * @example
 * ```ts
 * await voidAuthorizedPayments(admin, orderId, { paymentIds: [paymentId] })
 * ```
 */
export function voidAuthorizedPayments(
  client: Client,
  ecomOrderId: string,
  request: VoidAuthorizedPaymentsRequest,
  options?: CallOptions,
): Promise<OrderTransactionsResponse> {
  return client.request(
    {
      operation: 'voidAuthorizedPayments',
      method: 'POST',
      path: path(ecomOrderId, 'void-authorized-payments'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}
