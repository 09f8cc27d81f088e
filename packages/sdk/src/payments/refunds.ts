import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  GetRefundabilityStatusResponse,
  TriggerRefundRequest,
  TriggerRefundResponse,
} from '../wire'
import { collectorPath } from './path'

/**
 * How each payment of an order can be refunded: REFUNDABLE through the provider, MANUAL (an
 * offline payment: refund it with `externalRefund`), or NOT_REFUNDABLE with the reason.
 *
 * @example
 * ```ts
 * const { refundabilities } = await getRefundabilityStatus(admin, orderId)
 * const refundable = refundabilities.filter((r) => r.refundabilityStatus !== 'NOT_REFUNDABLE')
 * ```
 */
export function getRefundabilityStatus(
  client: Client,
  ecomOrderId: string,
  options?: CallOptions,
): Promise<GetRefundabilityStatusResponse> {
  return client.request(
    {
      operation: 'getRefundabilityStatus',
      method: 'GET',
      path: collectorPath(ecomOrderId, 'refundability'),
      query: encodeQuery({ ecomOrderId }),
    },
    options,
  )
}

/**
 * Refunds one payment of an order: an amount, what the listed line items (and shipping, fees)
 * are worth, or all that is left of it. `sideEffects.restockInfo` puts items back into stock and
 * `sendOrderRefundedEmail` tells the buyer. The order becomes PARTIALLY_REFUNDED or
 * FULLY_REFUNDED. Not repeated on failure: a repeat would refund twice.
 * @throws ValidationError `INVALID_AMOUNT`; PreconditionError `REFUND_NOT_AVAILABLE`;
 * NotFoundError `PAYMENTS_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const { refundId } = await triggerRefund(admin, orderId, {
 *   payments: [{ paymentId }],
 *   details: { lineItems: [{ lineItemId, quantity: 1 }], reason: 'Arrived damaged' },
 *   sideEffects: { restockInfo: { type: 'ALL_ITEMS' }, sendOrderRefundedEmail: true },
 * })
 * ```
 */
export function triggerRefund(
  client: Client,
  ecomOrderId: string,
  request: TriggerRefundRequest,
  options?: CallOptions,
): Promise<TriggerRefundResponse> {
  return client.request(
    {
      operation: 'triggerRefund',
      method: 'POST',
      path: collectorPath(ecomOrderId, 'trigger-refund'),
      payload: { ecomOrderId, ...request },
    },
    options,
  )
}
