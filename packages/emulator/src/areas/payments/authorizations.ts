import type { OrderTransactions, Payment, Price } from '@storefront-kit/wire'
import { applicationError, conflict, notFound, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { toCents } from '../../platform/money'
import type { PaymentsContext } from './context'
import { runPaymentJobs, settleAfterResponse } from './jobs'
import { ordersOf } from './orders-port'

/** A payment the caller asked to capture or void, after the checks every such call makes. */
function authorizedPayment(
  transactions: OrderTransactions,
  paymentId: string,
  action: 'capture' | 'void',
) {
  const payment = transactions.payments.find((p) => p.id === paymentId)
  if (!payment)
    throw notFound('PAYMENT_NOT_FOUND', `Payment ${paymentId} is not a payment of this order`, {
      paymentId,
    })
  const details = payment.regularPaymentDetails
  if (!details)
    throw precondition(
      'NOT_REGULAR_ONLINE_PAYMENT',
      'Only online card payments can be captured or voided',
      { paymentId },
    )
  const auth = details.authorizationDetails
  if (!auth)
    throw precondition(
      'PAYMENT_NOT_AUTHORIZED',
      `Payment ${paymentId} was not authorized with a delayed capture`,
      { paymentId },
    )
  const capture = auth.captures[0]
  if (
    payment.status === 'VOIDED' ||
    auth.void?.status === 'SUCCEEDED' ||
    auth.void?.status === 'PENDING'
  )
    throw conflict('PAYMENT_ALREADY_VOIDED', `Payment ${paymentId} was voided`, { paymentId })
  if (payment.status === 'APPROVED' || capture?.status === 'SUCCEEDED')
    throw conflict('PAYMENT_ALREADY_CAPTURED', `Payment ${paymentId} was captured`, { paymentId })
  if (capture?.status === 'PENDING')
    throw conflict(
      action === 'capture' ? 'PAYMENT_HAS_PENDING_CAPTURE' : 'PAYMENT_ALREADY_CAPTURED',
      `Payment ${paymentId} has a capture in progress`,
      { paymentId },
    )
  if (payment.status !== 'AUTHORIZED')
    throw precondition(
      'PAYMENT_NOT_AUTHORIZED',
      `Payment ${paymentId} is ${payment.status}, not AUTHORIZED`,
      { paymentId },
    )
  return { payment, auth }
}

function transactionsOf(ctx: PaymentsContext, orderId: string): OrderTransactions {
  runPaymentJobs(ctx)
  if (!ordersOf(ctx.hooks).get(orderId))
    throw notFound('ORDER_NOT_FOUND', `Order ${orderId} was not found`, { orderId })
  return ctx.store.transactions(orderId) ?? { orderId, payments: [], refunds: [] }
}

const unique = <T>(items: T[], key: (item: T) => string) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
]

/**
 * Starts capturing authorized payments for their full amount. Every payment is checked before
 * any changes; each capture is PENDING in the answer and settles right after it.
 * @throws ApiError 404 `ORDER_NOT_FOUND`/`PAYMENT_NOT_FOUND`; 409 `PAYMENT_ALREADY_CAPTURED`,
 * `PAYMENT_ALREADY_VOIDED`, `PAYMENT_HAS_PENDING_CAPTURE`; 428 `PAYMENT_NOT_AUTHORIZED`,
 * `NOT_REGULAR_ONLINE_PAYMENT`; 400 `INVALID_AMOUNT` for anything but the full amount.
 */
export function captureAuthorizedPayments(
  ctx: PaymentsContext,
  caller: Caller,
  orderId: string,
  captures: { paymentId: string; amount?: Price | undefined }[],
): OrderTransactions {
  const transactions = transactionsOf(ctx, orderId)
  const checked = unique(captures, (c) => c.paymentId).map((request) => {
    const found = authorizedPayment(transactions, request.paymentId, 'capture')
    const full = found.payment.amount?.amount ?? '0'
    if (request.amount && toCents(request.amount.amount) !== toCents(full))
      throw applicationError(
        400,
        'INVALID_AMOUNT',
        `Only the full authorized amount ${full} can be captured`,
        {
          paymentId: request.paymentId,
        },
      )
    return found
  })
  const now = ctx.clock.iso()
  for (const { payment, auth } of checked) {
    auth.captures = [{ id: ctx.newId(), status: 'PENDING', createdDate: now, ...amountOf(payment) }]
    payment.updatedDate = now
  }
  return commit(ctx, caller, transactions)
}

/**
 * Starts voiding authorized payments (reason MANUAL). Checked like captures; each void is
 * PENDING in the answer and settles right after it.
 */
export function voidAuthorizedPayments(
  ctx: PaymentsContext,
  caller: Caller,
  orderId: string,
  paymentIds: string[],
): OrderTransactions {
  const transactions = transactionsOf(ctx, orderId)
  const checked = [...new Set(paymentIds)].map((id) => authorizedPayment(transactions, id, 'void'))
  for (const { payment, auth } of checked) {
    auth.void = { status: 'PENDING', reason: 'MANUAL' }
    payment.updatedDate = ctx.clock.iso()
  }
  return commit(ctx, caller, transactions)
}

const amountOf = (payment: Payment) => (payment.amount ? { amount: payment.amount } : {})

function commit(ctx: PaymentsContext, caller: Caller, transactions: OrderTransactions) {
  ctx.store.saveTransactions(transactions)
  ordersOf(ctx.hooks).paymentsChanged(caller, transactions.orderId)
  settleAfterResponse(ctx)
  return structuredClone(transactions)
}
