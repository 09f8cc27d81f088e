import type { BalanceSummary, Order, OrderLineItem, PaymentStatus } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { KnownJson } from '../../platform/events'
import { formatCents, price, STORE_CURRENCY, toDecimal } from '../../platform/money'
import {
  balanceOf,
  type PaymentActivity,
  type PaymentFigures,
  paymentFigures,
} from '../payments/index'
import { newActivity } from './activities'
import type { OrdersContext } from './context'
import { orderEvents } from './events'

/** The order's payment status its transactions imply; undefined when it has none to go by. */
export function derivedPaymentStatus(figures: PaymentFigures): PaymentStatus | undefined {
  if (figures.refunded > 0n)
    return figures.refunded >= figures.paid ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED'
  if (figures.total === 0n) return 'PAID'
  if (!figures.hasPayments) return undefined
  if (figures.pending > 0n) return 'PENDING'
  if (figures.paid >= figures.total) return 'PAID'
  return figures.paid > 0n ? 'PARTIALLY_PAID' : 'NOT_PAID'
}

/** `balanceSummary` of an order: what is paid, refunded, authorized, pending and still owed. */
export function balanceSummary(
  order: Pick<Order, 'currency'>,
  figures: PaymentFigures,
): BalanceSummary {
  const currency = order.currency ?? STORE_CURRENCY
  const balance = balanceOf(figures)
  return {
    balance: { amount: toDecimal(balance), formattedAmount: formatCents(balance, currency) },
    paid: price(figures.paid, currency),
    refunded: price(figures.refunded, currency),
    authorized: price(figures.authorized, currency),
    pending: price(figures.pending, currency),
    cashRoundingAdjustment: { amount: '0.00', formattedAmount: formatCents(0n, currency) },
  }
}

/** The balance of an order that has no transactions yet (created, imported or just placed). */
export const initialBalance = (
  order: Pick<Order, 'priceSummary' | 'paymentStatus' | 'currency'>,
): BalanceSummary => balanceSummary(order, paymentFigures(order))

/** History entries a change of payment status adds. */
function statusActivities(ctx: OrdersContext, previous: PaymentStatus, next: PaymentStatus) {
  if (next === previous) return []
  if (next === 'PAID') return [newActivity(ctx, 'ORDER_PAID')]
  if (next === 'PARTIALLY_PAID') return [newActivity(ctx, 'ORDER_PARTIALLY_PAID')]
  return []
}

/** An order brought in line with its transactions, and what changed (for the events). */
export interface PaymentSync {
  next: Order
  previous: PaymentStatus
  approve: boolean
  /** Names of the changed fields, as `order_updated` lists them. */
  modified: string[]
}

/**
 * The order in line with its transactions after a payment changed: payment status, balance, the
 * given activities (plus ORDER_PAID or ORDER_PARTIALLY_PAID when it becomes so), approval of an
 * INITIALIZED order once paid, authorized or to be paid offline. `lineItems` replaces the order's
 * lines (a refund's refunded and restocked quantities). Nothing is written. `transactions`: the
 * order's transactions as the caller just saved them (else they are read).
 * @returns undefined when nothing changes.
 */
export function syncedOrder(
  ctx: OrdersContext,
  order: Order,
  activities: PaymentActivity[] = [],
  lineItems?: OrderLineItem[],
  transactions = ctx.payments.transactions(order.id),
): PaymentSync | undefined {
  const figures = paymentFigures(order, transactions)
  const previous = order.paymentStatus
  const paymentStatus = derivedPaymentStatus(figures) ?? previous
  const added = [
    ...activities.map((entry) => newActivity(ctx, entry.type, entry.content)),
    ...statusActivities(ctx, previous, paymentStatus),
  ]
  // Paid, authorized, or to be paid offline (the buyer chose cash or a bank transfer).
  const approve =
    order.status === 'INITIALIZED' &&
    (paymentStatus === 'PAID' || figures.authorized > 0n || figures.offlinePending > 0n)
  const next: Order = {
    ...order,
    paymentStatus,
    status: approve ? 'APPROVED' : order.status,
    balanceSummary: balanceSummary(order, figures),
    activities: [...order.activities, ...added],
    ...(lineItems && { lineItems }),
  }
  const changed =
    !!lineItems ||
    paymentStatus !== previous ||
    approve ||
    added.length > 0 ||
    JSON.stringify(next.balanceSummary) !== JSON.stringify(order.balanceSummary)
  if (!changed) return undefined
  next.updatedDate = ctx.clock.iso()
  const modified = ['balanceSummary']
  if (paymentStatus !== previous) modified.push('paymentStatus')
  if (approve) modified.push('status')
  if (added.length) modified.push('activities')
  if (lineItems) modified.push('lineItems')
  return { next, previous, approve, modified }
}

/**
 * The events of SPEC §4 for `caller` of a {@link syncedOrder} change, once it is saved (`known`:
 * the order's JSON text, when it was made for the save).
 */
export function announcePayments(
  ctx: OrdersContext,
  caller: Caller,
  sync: PaymentSync,
  known?: KnownJson,
): void {
  const { next, previous, approve, modified } = sync
  const events = orderEvents(ctx, caller, known)
  if (next.paymentStatus !== previous) events.paymentStatusUpdated(next, previous)
  if (approve) events.approved(next)
  events.updated(next, modified)
}

/**
 * Brings a stored order in line with its transactions after a payment changed
 * ({@link syncedOrder}), saves it and records the events for `caller`.
 * @returns the order as saved, or undefined when it does not exist.
 */
export function syncOrderPayments(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  activities: PaymentActivity[] = [],
  lineItems?: OrderLineItem[],
): Order | undefined {
  const order = ctx.store.get(orderId)
  if (!order) return undefined
  const sync = syncedOrder(ctx, order, activities, lineItems)
  if (!sync) return order
  ctx.store.update(sync.next)
  announcePayments(ctx, caller, sync)
  return sync.next
}
