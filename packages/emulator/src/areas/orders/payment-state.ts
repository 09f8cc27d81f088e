import type {
  Activity,
  BalanceSummary,
  Order,
  OrderTransactions,
  PaymentStatus,
} from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import {
  type Cents,
  formatCents,
  price,
  STORE_CURRENCY,
  sumCents,
  toCents,
  toDecimal,
} from '../../platform/money'
import { paymentStore } from '../payments/store'
import { newActivity } from './activities'
import { orderEvents } from './events'
import { orderStore } from './store'

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

/** Paid, authorized and pending amounts from the order's transactions. */
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

/** The order's payment status its transactions imply; undefined when it has none to go by. */
export function derivedPaymentStatus(figures: PaymentFigures): PaymentStatus | undefined {
  if (figures.total === 0n) return 'PAID'
  if (!figures.hasPayments) return undefined
  if (figures.pending > 0n) return 'PENDING'
  if (figures.paid >= figures.total) return 'PAID'
  return figures.paid > 0n ? 'PARTIALLY_PAID' : 'NOT_PAID'
}

/** `balanceSummary` of an order: what is paid, authorized, pending and still owed. */
export function balanceSummary(order: Order, figures: PaymentFigures): BalanceSummary {
  const currency = order.currency ?? STORE_CURRENCY
  const balance = figures.total - figures.paid
  return {
    balance: { amount: toDecimal(balance), formattedAmount: formatCents(balance, currency) },
    paid: price(figures.paid, currency),
    refunded: price(0n, currency),
    authorized: price(figures.authorized, currency),
    pending: price(figures.pending, currency),
    cashRoundingAdjustment: { amount: '0.00', formattedAmount: formatCents(0n, currency) },
  }
}

/**
 * Brings an order in line with its transactions after a payment changed: payment status,
 * balance, the given activities (plus ORDER_PAID when it becomes paid), approval of an
 * INITIALIZED order once paid or authorized, and the events of SPEC §4 for `caller`.
 * @returns the order as saved, or undefined when it does not exist.
 */
export function syncOrderPayments(
  ctx: EmulatorContext,
  caller: Caller,
  orderId: string,
  activities: Activity[] = [],
): Order | undefined {
  const store = orderStore(ctx.db)
  const order = store.get(orderId)
  if (!order) return undefined
  const figures = paymentFigures(order, paymentStore(ctx.db).transactions(orderId))
  const previous = order.paymentStatus
  const paymentStatus = derivedPaymentStatus(figures) ?? previous
  const added = [...activities]
  if (paymentStatus === 'PAID' && previous !== 'PAID') added.push(newActivity(ctx, 'ORDER_PAID'))
  const approve =
    order.status === 'INITIALIZED' && (paymentStatus === 'PAID' || figures.authorized > 0n)
  const next: Order = {
    ...order,
    paymentStatus,
    status: approve ? 'APPROVED' : order.status,
    balanceSummary: balanceSummary({ ...order, paymentStatus }, figures),
    activities: [...order.activities, ...added],
  }
  const changed =
    paymentStatus !== previous ||
    approve ||
    added.length > 0 ||
    JSON.stringify(next.balanceSummary) !== JSON.stringify(order.balanceSummary)
  if (!changed) return order
  next.updatedDate = ctx.clock.iso()
  store.update(next)
  const events = orderEvents(ctx, caller)
  if (paymentStatus !== previous) events.paymentStatusUpdated(next, previous)
  if (approve) events.approved(next)
  const modified = ['balanceSummary']
  if (paymentStatus !== previous) modified.push('paymentStatus')
  if (approve) modified.push('status')
  if (added.length) modified.push('activities')
  events.updated(next, modified)
  return next
}
