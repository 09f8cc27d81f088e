import type { Order, OrderTransactions } from '@storefront-kit/wire'
import { type Cents, sumCents, toCents } from '../../platform/money'

/** Money of an order as its payments stand, in cents. */
export interface PaymentFigures {
  total: Cents
  paid: Cents
  /** Authorized and neither captured nor voided yet. */
  authorized: Cents
  /** Captures waiting to settle. */
  pending: Cents
  hasPayments: boolean
}

const amountOf = (value: { amount?: { amount: string } }): Cents =>
  value.amount ? toCents(value.amount.amount) : 0n

/**
 * Paid, authorized and pending amounts of an order from its transactions.
 *
 * @example
 * ```ts
 * const { total, paid } = paymentFigures(order, payments.transactions(order.id))
 * ```
 */
export function paymentFigures(order: Order, transactions?: OrderTransactions): PaymentFigures {
  const payments = transactions?.payments ?? []
  const total = toCents(order.priceSummary?.total?.amount ?? '0')
  const captures = (status: string) =>
    payments.filter((p) =>
      p.regularPaymentDetails?.authorizationDetails?.captures.some((c) => c.status === status),
    )
  const paidByPayments = sumCents(payments.filter((p) => p.status === 'APPROVED').map(amountOf))
  // Orders without payments (the owner's, zero totals) are as paid as their status says.
  const paid = payments.length ? paidByPayments : order.paymentStatus === 'PAID' ? total : 0n
  return {
    total,
    paid,
    authorized: sumCents(payments.filter((p) => p.status === 'AUTHORIZED').map(amountOf)),
    pending: sumCents(captures('PENDING').map(amountOf)),
    hasPayments: payments.length > 0,
  }
}
