import type { Order, OrderTransactions, Payment } from '@storefront-kit/wire'
import { type Cents, sumCents, toCents } from '../../platform/money'

/** Money of an order as its payments and refunds stand, in cents. */
export interface PaymentFigures {
  total: Cents
  /** Approved payments, refunded ones included. */
  paid: Cents
  /** Successful refunds. */
  refunded: Cents
  /** Authorized and neither captured nor voided yet. */
  authorized: Cents
  /** Captures waiting to settle. */
  pending: Cents
  /** Offline payments the buyer chose at checkout, not collected yet. */
  offlinePending: Cents
  /** Whether the order has payments that carry money (membership charges carry none). */
  hasPayments: boolean
}

const amountOf = (value: { amount?: { amount: string } }): Cents =>
  value.amount ? toCents(value.amount.amount) : 0n

/** Statuses of a payment whose money was taken; a refund does not undo that it was paid. */
const PAID = new Set(['APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED'])

/** Payment statuses of an order that say it was paid in full. */
const SETTLED = new Set(['PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED'])

/** Whether a payment carries money: membership charges pay items with a plan's credit. */
export const carriesMoney = (payment: Payment) => !payment.membershipPaymentDetails

/** Whether a payment was collected outside the payment provider (cash, bank transfer). */
export const isOffline = (payment: Payment) => !!payment.regularPaymentDetails?.offlinePayment

/** Whether the payment's money was taken. */
export const isPaid = (payment: Payment) => PAID.has(payment.status ?? '')

/** What was refunded of each payment (successful refunds only), in cents. */
export function refundedByPayment(transactions?: OrderTransactions): Map<string, Cents> {
  const refunded = new Map<string, Cents>()
  for (const refund of transactions?.refunds ?? [])
    for (const part of refund.transactions)
      if (part.refundStatus === 'SUCCEEDED')
        refunded.set(part.paymentId, (refunded.get(part.paymentId) ?? 0n) + amountOf(part))
  return refunded
}

/**
 * Paid, refunded, authorized and pending amounts of an order from its transactions.
 *
 * @example
 * ```ts
 * const { total, paid } = paymentFigures(order, payments.transactions(order.id))
 * ```
 */
export function paymentFigures(
  order: Pick<Order, 'priceSummary' | 'paymentStatus'>,
  transactions?: OrderTransactions,
): PaymentFigures {
  const payments = (transactions?.payments ?? []).filter(carriesMoney)
  const total = toCents(order.priceSummary?.total?.amount ?? '0')
  const captures = (status: string) =>
    payments.filter((p) =>
      p.regularPaymentDetails?.authorizationDetails?.captures.some((c) => c.status === status),
    )
  const paidByPayments = sumCents(payments.filter(isPaid).map(amountOf))
  // Orders without payments (the owner's, imported ones, zero totals) are as paid as their
  // status says.
  const paid = payments.length ? paidByPayments : SETTLED.has(order.paymentStatus) ? total : 0n
  return {
    total,
    paid,
    refunded: sumCents(refundedByPayment(transactions).values()),
    authorized: sumCents(payments.filter((p) => p.status === 'AUTHORIZED').map(amountOf)),
    pending: sumCents(captures('PENDING').map(amountOf)),
    offlinePending: sumCents(
      payments.filter((p) => isOffline(p) && p.status === 'PENDING').map(amountOf),
    ),
    hasPayments: payments.length > 0,
  }
}

/** What is left to pay: the total less what was paid (refunds do not reopen it). */
export const balanceOf = (figures: PaymentFigures): Cents =>
  figures.total > figures.paid ? figures.total - figures.paid : 0n
