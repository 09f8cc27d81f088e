import type { CallOptions, Client } from '../core/client'
import type {
  BulkMarkOrdersAsPaidResponse,
  ChargeMembershipsRequest,
  ChargeMembershipsResponse,
  CreatePaymentGatewayOrderRequest,
  CreatePaymentGatewayOrderResponse,
  MarkOrderAsPaidResponse,
  RecordManuallyCollectedPaymentRequest,
  RecordManuallyCollectedPaymentResponse,
} from '../wire'
import { collectorPath } from './path'

/**
 * Marks an order paid in full (cash, a bank transfer): the offline payment the buyer chose at
 * checkout is approved, or a new one is recorded for the balance. The order becomes PAID.
 * @throws ConflictError `ORDER_ALREADY_PAID`; PreconditionError `ORDER_CANCELED`.
 *
 * @example
 * ```ts
 * const { order } = await markOrderAsPaid(admin, orderId)
 * console.log(order.paymentStatus) // 'PAID'
 * ```
 */
export function markOrderAsPaid(
  client: Client,
  ecomOrderId: string,
  options?: CallOptions,
): Promise<MarkOrderAsPaidResponse> {
  return client.request(
    {
      operation: 'markOrderAsPaid',
      method: 'POST',
      path: collectorPath(ecomOrderId, 'mark-as-paid'),
      payload: { ecomOrderId },
    },
    options,
  )
}

/**
 * Marks up to 100 orders paid; each succeeds or fails on its own (`results[].itemMetadata`),
 * counted in `bulkActionMetadata`.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkMarkOrdersAsPaid(admin, [firstId, secondId])
 * console.log(bulkActionMetadata.totalSuccesses, bulkActionMetadata.totalFailures)
 * ```
 */
export function bulkMarkOrdersAsPaid(
  client: Client,
  ecomOrderIds: string[],
  options?: CallOptions,
): Promise<BulkMarkOrdersAsPaidResponse> {
  return client.request(
    {
      operation: 'bulkMarkOrdersAsPaid',
      method: 'POST',
      // The platform's client sends this unprefixed path (wire/orders.md).
      path: '/v1/bulk/payments-collector/mark-as-paid',
      payload: { ecomOrderIds },
    },
    options,
  )
}

/**
 * Records a payment the owner collected by hand: part of the balance makes the order
 * PARTIALLY_PAID, the rest PAID. Answers `{}`.
 * @throws ValidationError `INVALID_AMOUNT` (0, negative or more than is left to pay);
 * ConflictError `ORDER_ALREADY_PAID`; PreconditionError `ORDER_CANCELED`.
 *
 * @example
 * ```ts
 * await recordManuallyCollectedPayment(admin, orderId, { amount: { amount: '10.00' } })
 * ```
 */
export function recordManuallyCollectedPayment(
  client: Client,
  orderId: string,
  request: RecordManuallyCollectedPaymentRequest,
  options?: CallOptions,
): Promise<RecordManuallyCollectedPaymentResponse> {
  return client.request(
    {
      operation: 'recordManuallyCollectedPayment',
      method: 'POST',
      path: collectorPath(orderId, 'manual-payment'),
      payload: { orderId, ...request },
    },
    options,
  )
}

/**
 * A payment gateway order for what is left to pay of an order, which the buyer then pays.
 * @throws ConflictError `ORDER_ALREADY_PAID`; PreconditionError `ORDER_CANCELED`.
 *
 * @example
 * ```ts
 * const { paymentGatewayOrderId } = await createPaymentGatewayOrder(admin, orderId)
 * ```
 */
export function createPaymentGatewayOrder(
  client: Client,
  ecomOrderId: string,
  request: CreatePaymentGatewayOrderRequest = {},
  options?: CallOptions,
): Promise<CreatePaymentGatewayOrderResponse> {
  return client.request(
    {
      operation: 'createPaymentGatewayOrder',
      method: 'POST',
      path: collectorPath(ecomOrderId, 'create-payment-gateway-order'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}

/**
 * Charges a member's memberships (plans) for items of an order: each is recorded as a membership
 * payment of the order. Answers `{}`.
 *
 * @example
 * ```ts
 * await chargeMemberships(admin, orderId, {
 *   memberId,
 *   membershipCharges: [{ membershipId, appId, membershipName: { original: 'Gold' },
 *     catalogReference, rootCatalogItemId: catalogReference.catalogItemId }],
 * })
 * ```
 */
export function chargeMemberships(
  client: Client,
  ecomOrderId: string,
  request: ChargeMembershipsRequest,
  options?: CallOptions,
): Promise<ChargeMembershipsResponse> {
  return client.request(
    {
      operation: 'chargeMemberships',
      method: 'POST',
      path: collectorPath(ecomOrderId, 'charge-membership'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}
