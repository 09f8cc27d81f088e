import type {
  GetRefundabilityStatusResponse,
  Order,
  OrderItemMetadata,
  OrderTransactions,
  Payment,
  Refund,
  Refundability,
  RefundDetails,
  RefundedPayment,
} from '@storefront-kit/wire'
import { applicationError, notFound, precondition } from '../../http/api-error'
import { type Cents, price, STORE_CURRENCY, toCents, toDecimal } from '../../platform/money'
import type { PaymentsContext } from './context'
import { isOffline, isPaid, refundedByPayment } from './figures'
import { collectorOrder, transactionsFor } from './offline'
import type { PaymentActivity } from './orders-port'
import { actionsFail } from './test-gateway'

/** A refund of one payment, as the orders area asks for it. */
export interface RefundRequest {
  paymentId: string
  /** How much; default: all that is left to refund of the payment. */
  amount?: Cents
  /** Only record it: the money went back outside the provider (required for offline payments). */
  externalRefund: boolean
  details?: RefundDetails
  /** What the refund gives back per line item (the refund's breakdown). */
  lineAmounts?: { lineItemId: string; amount: Cents }[]
}

/** What a refund left behind. */
export interface RefundOutcome {
  refund: Refund
  /** False when the provider refused it (nothing was refunded). */
  succeeded: boolean
  failedPaymentIds: OrderItemMetadata[]
  /** History entries for the order (REFUND_INITIATED, PAYMENT_REFUNDED or …_FAILED). */
  activities: PaymentActivity[]
  transactions: OrderTransactions
}

const cents = (value: { amount?: { amount: string } }): Cents =>
  value.amount ? toCents(value.amount.amount) : 0n

/** How one payment of an order can be refunded, given what was refunded of it already. */
function refundabilityOf(order: Order, payment: Payment, refunded: Cents): Refundability {
  const paymentId = payment.id
  const not = (nonRefundableReason: string): Refundability => ({
    paymentId,
    refundabilityStatus: 'NOT_REFUNDABLE',
    nonRefundableReason,
  })
  if (order.status === 'PENDING') return not('ORDER_IS_PENDING')
  if (order.status === 'REJECTED') return not('ORDER_IS_REJECTED')
  if (!isPaid(payment)) return not('NOT_PAID')
  if (cents(payment) === 0n) return not('ZERO_PRICE')
  if (refunded >= cents(payment)) return not('ALREADY_REFUNDED')
  if (isOffline(payment))
    return { paymentId, refundabilityStatus: 'MANUAL', manuallyRefundableReason: 'OFFLINE' }
  return { paymentId, refundabilityStatus: 'REFUNDABLE' }
}

/**
 * GetRefundabilityStatus: one entry per payment. Online payments can be refunded through the
 * provider (REFUNDABLE); offline ones only by hand (MANUAL, OFFLINE: refund with
 * `externalRefund`); unpaid, voided, free or fully refunded ones are NOT_REFUNDABLE with why.
 * @throws ApiError 404 `ORDER_NOT_FOUND`.
 */
export function refundabilities(
  ctx: PaymentsContext,
  orderId: string,
): GetRefundabilityStatusResponse {
  const order = collectorOrder(ctx, orderId)
  const transactions = transactionsFor(ctx, orderId)
  const refunded = refundedByPayment(transactions)
  return {
    refundabilities: transactions.payments.map((payment) =>
      refundabilityOf(order, payment, refunded.get(payment.id) ?? 0n),
    ),
    refundablePerItem: true,
  }
}

/** What is left to refund of a payment. @throws ApiError 404 `PAYMENTS_NOT_FOUND`. */
export function refundableAmount(ctx: PaymentsContext, orderId: string, paymentId: string): Cents {
  const transactions = transactionsFor(ctx, orderId)
  const payment = transactions.payments.find((p) => p.id === paymentId)
  if (!payment)
    throw notFound('PAYMENTS_NOT_FOUND', `Payment ${paymentId} is not a payment of this order`, {
      paymentIds: [paymentId],
    })
  return cents(payment) - (refundedByPayment(transactions).get(paymentId) ?? 0n)
}

function refundedPayment(payment: Payment, amount: Cents, currency: string, external: boolean) {
  const card = payment.regularPaymentDetails?.creditCardDetails
  const refunded: RefundedPayment = {
    paymentId: payment.id,
    externalRefund: external,
    regular: { amount: price(amount, currency), ...card },
  }
  return refunded
}

/**
 * Refunds one payment (TriggerRefund's money part): a refund in the order's transactions, the
 * payment PARTIALLY_REFUNDED or REFUNDED, and the refund activities. The test provider refuses
 * refunds of the `0341` card (FAILED, listed in `failedPaymentIds`); an external refund only
 * records. The orders area syncs the order afterwards.
 * @throws ApiError 404 `PAYMENTS_NOT_FOUND`; 428 `REFUND_NOT_AVAILABLE` (not refundable, or an
 * offline payment without `externalRefund`); 400 `INVALID_AMOUNT` for 0 or more than is left.
 */
export function refundPayment(
  ctx: PaymentsContext,
  orderId: string,
  request: RefundRequest,
): RefundOutcome {
  const order = collectorOrder(ctx, orderId)
  const transactions = transactionsFor(ctx, orderId)
  const left = refundableAmount(ctx, orderId, request.paymentId)
  const payment = transactions.payments.find((p) => p.id === request.paymentId) as Payment
  const refundability = refundabilityOf(order, payment, cents(payment) - left)
  const manualOnly = refundability.refundabilityStatus === 'MANUAL' && !request.externalRefund
  if (refundability.refundabilityStatus === 'NOT_REFUNDABLE' || manualOnly)
    throw precondition(
      'REFUND_NOT_AVAILABLE',
      manualOnly
        ? `Payment ${payment.id} was collected offline: refund it with externalRefund`
        : `Payment ${payment.id} cannot be refunded (${refundability.nonRefundableReason})`,
      { ...refundability },
    )
  const amount = request.amount ?? left
  if (amount <= 0n || amount > left)
    throw applicationError(
      400,
      'INVALID_AMOUNT',
      `The refund must be more than 0 and at most the ${toDecimal(left)} left to refund`,
      { paymentId: payment.id, refundable: toDecimal(left) },
    )
  const failed = !request.externalRefund && actionsFail(payment)
  const currency = order.currency ?? STORE_CURRENCY
  const now = ctx.clock.iso()
  const zero = price(0n, currency)
  const money = price(amount, currency)
  const refund: Refund = {
    id: ctx.newId(),
    createdDate: now,
    transactions: [
      {
        paymentId: payment.id,
        amount: money,
        refundStatus: failed ? 'FAILED' : 'SUCCEEDED',
        externalRefund: request.externalRefund,
        ...(failed
          ? { refundStatusInfo: { paymentGatewayReasonCode: 'DECLINED', description: 'Refused' } }
          : !request.externalRefund && {
              gatewayRefundId: ctx.newId(),
              providerRefundId: ctx.newId(),
            }),
      },
    ],
    ...(request.details && { details: request.details }),
    summary: {
      requestedRefund: money,
      pendingRefund: zero,
      refunded: failed ? zero : money,
      failedRefundAmount: failed ? money : zero,
      pending: false,
      breakdown: {
        lineItems: (request.lineAmounts ?? []).map((line) => ({
          lineItemId: line.lineItemId,
          totalRefundedAmount: price(failed ? 0n : line.amount, currency),
        })),
      },
    },
  }
  if (!failed) {
    const status = amount === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
    payment.status = status
    if (payment.regularPaymentDetails) payment.regularPaymentDetails.status = status
    payment.updatedDate = now
  }
  const saved = { ...transactions, refunds: [...transactions.refunds, refund] }
  ctx.store.saveTransactions(saved)
  const refunded = refundedPayment(payment, amount, currency, request.externalRefund)
  const reason = request.details?.reason
  const activities: PaymentActivity[] = [
    {
      type: 'REFUND_INITIATED',
      content: {
        refundInitiated: {
          refundId: refund.id,
          amount: money,
          payments: [refunded],
          ...(reason && { reason }),
        },
      },
    },
    failed
      ? {
          type: 'PAYMENT_REFUND_FAILED',
          content: { paymentRefundFailed: { refundId: refund.id, payment: refunded } },
        }
      : {
          type: 'PAYMENT_REFUNDED',
          content: { paymentRefunded: { refundId: refund.id, payment: refunded } },
        },
  ]
  const failedPaymentIds: OrderItemMetadata[] = failed
    ? [
        {
          id: payment.id,
          originalIndex: 0,
          success: false,
          error: {
            code: 'PROVIDER_DECLINED',
            description: 'The payment provider refused the refund',
          },
        },
      ]
    : []
  return {
    refund,
    succeeded: !failed,
    failedPaymentIds,
    activities,
    transactions: structuredClone(saved),
  }
}
