import type {
  FieldViolation,
  Order,
  OrderLineItem,
  RefundDetails,
  TriggerRefundRequest,
  TriggerRefundResponse,
} from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { type Cents, formatCents, STORE_CURRENCY, sumCents, toCents } from '../../platform/money'
import { orderNotFound } from './access'
import type { OrdersContext } from './context'
import { type LineRestock, restockLines } from './inventory'
import { syncOrderPayments } from './payment-state'

type ItemQuantity = { lineItemId: string; quantity: number }

/**
 * The listed items as line and quantity (the same line twice adds up), each at most `room(line)`;
 * every problem is a violation at `at[index]`.
 */
function linesOf(
  order: Order,
  items: readonly ItemQuantity[],
  at: string,
  room: (line: OrderLineItem) => number,
  violations: FieldViolation[],
): LineRestock[] {
  const wanted = new Map<string, LineRestock>()
  items.forEach((item, index) => {
    const line = order.lineItems.find((l) => l.id === item.lineItemId)
    if (!line) {
      violations.push(
        violation(`${at}[${index}].lineItemId`, 'VALIDATION', 'is not a line item of the order'),
      )
      return
    }
    const entry = wanted.get(line.id) ?? { line, quantity: 0 }
    entry.quantity += item.quantity
    wanted.set(line.id, entry)
    if (entry.quantity > room(line))
      violations.push(
        violation(`${at}[${index}].quantity`, 'MAX', `is more than the ${room(line)} left`, {
          threshold: room(line),
        }),
      )
  })
  return [...wanted.values()]
}

const refundRoom = (line: OrderLineItem) => line.quantity - (line.refundQuantity ?? 0)
const restockRoom = (line: OrderLineItem) => line.quantity - (line.restockQuantity ?? 0)

/** What refunded lines are worth: their share of the line total after tax, to the cent. */
const lineAmount = ({ line, quantity }: LineRestock): Cents => {
  const total = toCents(line.totalPriceAfterTax?.amount ?? line.price.amount)
  return quantity === line.quantity ? total : (total * BigInt(quantity)) / BigInt(line.quantity)
}

/**
 * What the refund details add up to (lines, shipping, fees), or undefined when they name no
 * money: the payment's whole refundable amount is refunded then.
 */
function detailsAmount(
  order: Order,
  details: RefundDetails | undefined,
  lines: LineRestock[],
  violations: FieldViolation[],
): Cents | undefined {
  const shipping = details?.shipping?.amount
    ? toCents(details.shipping.amount.amount)
    : details?.shippingIncluded
      ? toCents(order.priceSummary?.shipping?.amount ?? '0')
      : 0n
  const fees = (details?.additionalFees ?? []).map((fee, index) => {
    const known = order.additionalFees.find((f) => f.id === fee.additionalFeeId)
    if (!known)
      violations.push(
        violation(
          `details.additionalFees[${index}].additionalFeeId`,
          'VALIDATION',
          'is not an additional fee of the order',
        ),
      )
    return toCents(fee.amount?.amount ?? known?.price?.amount ?? '0')
  })
  const named = lines.length > 0 || shipping > 0n || fees.length > 0
  return named ? sumCents([...lines.map(lineAmount), shipping, ...fees]) : undefined
}

/** The lines a refund puts back into stock: none, all it refunds (or all), or the listed ones. */
function restocked(
  order: Order,
  request: TriggerRefundRequest,
  refunded: LineRestock[],
  violations: FieldViolation[],
): LineRestock[] {
  const info = request.sideEffects?.restockInfo
  if (info?.type === 'SOME_ITEMS')
    return linesOf(
      order,
      info.items ?? [],
      'sideEffects.restockInfo.items',
      restockRoom,
      violations,
    )
  if (info?.type !== 'ALL_ITEMS') return []
  const lines = refunded.length
    ? refunded
    : order.lineItems.map((line) => ({ line, quantity: line.quantity }))
  return lines
    .map(({ line, quantity }) => ({ line, quantity: Math.min(quantity, restockRoom(line)) }))
    .filter((entry) => entry.quantity > 0)
}

function sendRefundedEmail(
  ctx: OrdersContext,
  order: Order,
  refund: { id: string; amount: Cents },
  customMessage: string,
) {
  const to = order.buyerInfo?.email
  if (!to) return
  const amount = formatCents(refund.amount, order.currency ?? STORE_CURRENCY)
  ctx.outbox.send({
    to,
    kind: 'order-refunded',
    subject: `Your order #${order.number} was refunded`,
    text: [`${amount} of order #${order.number} was refunded.`, customMessage]
      .filter(Boolean)
      .join('\n\n'),
    data: { orderId: order.id, number: order.number, refundId: refund.id, amount, customMessage },
  })
}

/**
 * `POST …/payments-collector/orders/{ecomOrderId}/trigger-refund`: refunds one payment for the
 * given amount, or what the details (lines, shipping, fees) add up to, or all that is left of it.
 * On success the lines' `refundQuantity` grows, `restockInfo` puts units back into the catalog's
 * stock (at most what the order took; a product back in stock sends its back-in-stock notices),
 * `sendOrderRefundedEmail` puts an `order-refunded` message in the outbox, and the order becomes
 * PARTIALLY_REFUNDED or FULLY_REFUNDED with the refund activities. A refund the provider refuses
 * changes nothing but the history and the transactions (its payment is in `failedPaymentIds`).
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `PAYMENTS_NOT_FOUND`; 428 `REFUND_NOT_AVAILABLE`; 400
 * `INVALID_AMOUNT`, and violations for lines, quantities and fees the order does not have.
 */
export function triggerRefund(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  request: TriggerRefundRequest,
): TriggerRefundResponse {
  ctx.payments.settleDue()
  const record = ctx.store.record(orderId)
  if (!record) throw orderNotFound(orderId)
  const { order } = record
  const [payment] = request.payments
  if (!payment) throw validationError([violation('payments', 'MIN_SIZE', 'needs one payment')])
  const violations: FieldViolation[] = []
  const details = request.details
  const listed = details?.lineItems ?? details?.items ?? []
  const at = details?.lineItems ? 'details.lineItems' : 'details.items'
  const lines = linesOf(order, listed, at, refundRoom, violations)
  const restock = restocked(order, request, lines, violations)
  const computed = detailsAmount(order, details, lines, violations)
  if (violations.length) throw validationError(violations)
  const amount = payment.amount ? toCents(payment.amount.amount) : computed
  const outcome = ctx.payments.refund(orderId, {
    paymentId: payment.paymentId,
    ...(amount !== undefined && { amount }),
    externalRefund: !!payment.externalRefund,
    ...(details && { details }),
    lineAmounts: lines.map((entry) => ({ lineItemId: entry.line.id, amount: lineAmount(entry) })),
  })
  let lineItems: OrderLineItem[] | undefined
  if (outcome.succeeded) {
    const refundedNow = new Map(lines.map((entry) => [entry.line.id, entry.quantity]))
    const restockedNow = new Map(restock.map((entry) => [entry.line.id, entry.quantity]))
    if (restock.length) ctx.store.setStock(orderId, restockLines(ctx, record.stock, restock))
    if (lines.length || restock.length)
      lineItems = order.lineItems.map((line) => ({
        ...line,
        ...(refundedNow.has(line.id) && {
          refundQuantity: (line.refundQuantity ?? 0) + (refundedNow.get(line.id) ?? 0),
        }),
        ...(restockedNow.has(line.id) && {
          restockQuantity: (line.restockQuantity ?? 0) + (restockedNow.get(line.id) ?? 0),
        }),
      }))
  }
  const saved = syncOrderPayments(ctx, caller, orderId, outcome.activities, lineItems) ?? order
  const effects = request.sideEffects
  const refunded = toCents(outcome.refund.summary?.refunded?.amount ?? '0')
  if (outcome.succeeded && effects?.sendOrderRefundedEmail)
    sendRefundedEmail(
      ctx,
      saved,
      { id: outcome.refund.id, amount: refunded },
      effects.customMessage ?? '',
    )
  return {
    orderTransactions: outcome.transactions,
    refundId: outcome.refund.id,
    failedPaymentIds: outcome.failedPaymentIds,
  }
}
