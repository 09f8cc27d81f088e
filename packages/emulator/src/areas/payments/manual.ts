import type {
  BulkMarkOrdersAsPaidResponse,
  ChargeMembershipsRequest,
  Order,
  OrderTransactions,
  Payment,
} from '@storefront-kit/wire'
import {
  applicationError,
  conflict,
  precondition,
  validationError,
  violation,
} from '../../http/api-error'
import { attempt, bulkSummary } from '../../http/bulk-items'
import type { Caller } from '../../http/caller'
import { type Cents, price, STORE_CURRENCY, toCents, toDecimal } from '../../platform/money'
import type { PaymentsContext } from './context'
import { balanceOf, isOffline, paymentFigures } from './figures'
import { addPayments, collectorOrder, offlinePayment, transactionsFor } from './offline'
import { ordersOf } from './orders-port'

/**
 * What is left to pay on an order that can still take money.
 * @throws ApiError 428 `ORDER_CANCELED`; 409 `ORDER_ALREADY_PAID` when nothing is left to pay.
 */
function owed(ctx: PaymentsContext, order: Order): Cents {
  if (order.status === 'CANCELED')
    throw precondition('ORDER_CANCELED', `Order ${order.id} is canceled`, { orderId: order.id })
  const balance = balanceOf(paymentFigures(order, ctx.store.transactions(order.id)))
  if (balance <= 0n)
    throw conflict('ORDER_ALREADY_PAID', `Order ${order.id} is already paid`, {
      orderId: order.id,
    })
  return balance
}

/**
 * Offline payments the buyer chose at checkout are collected up to `left`: each is approved for
 * what it covers, and canceled once nothing is left. Answers what is still left.
 */
function collectChosenOffline(
  transactions: OrderTransactions,
  left: Cents,
  now: string,
  currency: string,
): Cents {
  let rest = left
  for (const payment of transactions.payments) {
    const details = payment.regularPaymentDetails
    if (!details || !isOffline(payment) || payment.status !== 'PENDING') continue
    const amount = payment.amount ? toCents(payment.amount.amount) : 0n
    const take = amount < rest ? amount : rest
    const status = take > 0n ? 'APPROVED' : 'CANCELED'
    if (status === 'APPROVED' && take !== amount) payment.amount = price(take, currency)
    rest -= take
    payment.status = status
    details.status = status
    payment.updatedDate = now
  }
  return rest
}

function markPaid(ctx: PaymentsContext, caller: Caller, orderId: string): Order {
  const order = collectorOrder(ctx, orderId)
  const left = owed(ctx, order)
  const transactions = transactionsFor(ctx, orderId)
  const currency = order.currency ?? STORE_CURRENCY
  const rest = collectChosenOffline(transactions, left, ctx.clock.iso(), currency)
  ctx.store.saveTransactions(transactions)
  if (rest > 0n) addPayments(ctx, orderId, [offlinePayment(ctx, order, rest, 'APPROVED')])
  const orders = ordersOf(ctx.hooks)
  orders.paymentsChanged(caller, orderId)
  return orders.get(orderId) ?? order
}

/**
 * MarkOrderAsPaid: the order is paid in full at once. Offline payments the buyer chose at
 * checkout are approved; what they do not cover becomes a new approved offline payment. The
 * order follows (PAID, ORDER_PAID, the payment-status event; approved if it was not).
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 409 `ORDER_ALREADY_PAID`; 428 `ORDER_CANCELED`.
 */
export function markOrderAsPaid(ctx: PaymentsContext, caller: Caller, orderId: string) {
  return { order: markPaid(ctx, caller, orderId) }
}

/** BulkMarkOrdersAsPaid: MarkOrderAsPaid per order; each succeeds or fails on its own. */
export function bulkMarkOrdersAsPaid(
  ctx: PaymentsContext,
  caller: Caller,
  orderIds: string[],
): BulkMarkOrdersAsPaidResponse {
  const results = orderIds.map((id, index) => {
    const { metadata, item } = attempt(id, index, () => markPaid(ctx, caller, id))
    return { itemMetadata: metadata, ...(item && { item }) }
  })
  return { results, bulkActionMetadata: bulkSummary(results) }
}

/**
 * RecordManuallyCollectedPayment: an approved offline payment of `amount`; part of the balance
 * makes the order PARTIALLY_PAID, the rest PAID (and cancels offline payments still waiting).
 * @throws ApiError 400 `INVALID_AMOUNT` for 0, a negative amount or more than is left to pay;
 * 404 `ORDER_NOT_FOUND`; 409 `ORDER_ALREADY_PAID`; 428 `ORDER_CANCELED`.
 */
export function recordManuallyCollectedPayment(
  ctx: PaymentsContext,
  caller: Caller,
  orderId: string,
  amount: string,
): Record<string, never> {
  const order = collectorOrder(ctx, orderId)
  const left = owed(ctx, order)
  const cents = toCents(amount)
  if (cents <= 0n || cents > left)
    throw applicationError(
      400,
      'INVALID_AMOUNT',
      `The amount must be more than 0 and at most the ${toDecimal(left)} left to pay`,
      { balance: toDecimal(left) },
    )
  addPayments(ctx, orderId, [offlinePayment(ctx, order, cents, 'APPROVED')])
  if (cents === left) {
    const transactions = transactionsFor(ctx, orderId)
    collectChosenOffline(transactions, 0n, ctx.clock.iso(), order.currency ?? STORE_CURRENCY)
    ctx.store.saveTransactions(transactions)
  }
  ordersOf(ctx.hooks).paymentsChanged(caller, orderId)
  return {}
}

/**
 * CreatePaymentGatewayOrder: a payment gateway order for what is left to pay, which the hosted
 * payment page pays like a prepared collection.
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 409 `ORDER_ALREADY_PAID`; 428 `ORDER_CANCELED`.
 */
export function createPaymentGatewayOrder(ctx: PaymentsContext, orderId: string) {
  const order = collectorOrder(ctx, orderId)
  const left = owed(ctx, order)
  const id = ctx.newId()
  ctx.store.saveCollection({
    id,
    orderId,
    amount: toDecimal(left),
    delayedCapture: false,
    status: 'PREPARED',
    createdDate: ctx.clock.iso(),
  })
  return { paymentGatewayOrderId: id }
}

/**
 * ChargeMemberships: records each charge as a membership payment of the order (CHARGED, no
 * money). A charge may name a line item only of this order.
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 400 for a line item the order does not have.
 */
export function chargeMemberships(
  ctx: PaymentsContext,
  caller: Caller,
  orderId: string,
  request: ChargeMembershipsRequest,
): Record<string, never> {
  const order = collectorOrder(ctx, orderId)
  const charges = request.membershipCharges ?? []
  const lines = new Set(order.lineItems.map((line) => line.id))
  const unknown = charges.flatMap((charge, index) =>
    charge.lineItemId && !lines.has(charge.lineItemId)
      ? [
          violation(
            `membershipCharges[${index}].lineItemId`,
            'VALIDATION',
            'is not a line item of the order',
          ),
        ]
      : [],
  )
  if (unknown.length) throw validationError(unknown)
  const now = ctx.clock.iso()
  const currency = order.currency ?? STORE_CURRENCY
  const payments = charges.map(
    (charge): Payment => ({
      id: ctx.newId(),
      createdDate: now,
      updatedDate: now,
      amount: price(0n, currency),
      refundDisabled: true,
      supportReceiptGeneration: false,
      status: 'APPROVED',
      membershipPaymentDetails: {
        membershipId: charge.membershipId,
        ...(charge.lineItemId && { lineItemId: charge.lineItemId }),
        status: 'CHARGED',
        name: charge.membershipName,
        providerAppId: charge.appId,
      },
    }),
  )
  if (payments.length) {
    addPayments(ctx, orderId, payments)
    ordersOf(ctx.hooks).paymentsChanged(caller, orderId)
  }
  return {}
}
