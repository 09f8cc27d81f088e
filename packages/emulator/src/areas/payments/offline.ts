import type { Order, OrderTransactions, Payment } from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import { type Cents, price, STORE_CURRENCY } from '../../platform/money'
import type { PaymentsContext } from './context'
import { runPaymentJobs } from './jobs'
import { ordersOf } from './orders-port'

/** How the emulator names a payment collected outside the provider (cash, bank transfer...). */
const OFFLINE_METHOD = 'Offline payment'

/**
 * A payment the owner collects outside the payment provider: PENDING when the buyer chose to pay
 * offline at checkout (nothing collected yet), APPROVED once the owner has the money.
 */
export function offlinePayment(
  ctx: PaymentsContext,
  order: Pick<Order, 'currency'>,
  amount: Cents,
  status: 'PENDING' | 'APPROVED',
): Payment {
  const now = ctx.clock.iso()
  return {
    id: ctx.newId(),
    createdDate: now,
    updatedDate: now,
    amount: price(amount, order.currency ?? STORE_CURRENCY),
    refundDisabled: false,
    supportReceiptGeneration: false,
    status,
    regularPaymentDetails: {
      offlinePayment: true,
      status,
      savedPaymentMethod: false,
      paymentMethod: 'offline',
      paymentMethodName: { buyerLanguageName: OFFLINE_METHOD, siteLanguageName: OFFLINE_METHOD },
    },
  }
}

/** An order's transactions, empty when it has none yet. */
export function transactionsFor(ctx: PaymentsContext, orderId: string): OrderTransactions {
  return ctx.store.transactions(orderId) ?? { orderId, payments: [], refunds: [] }
}

/** Adds payments to an order's transactions; answers them as saved. */
export function addPayments(
  ctx: PaymentsContext,
  orderId: string,
  payments: Payment[],
): OrderTransactions {
  const transactions = transactionsFor(ctx, orderId)
  return ctx.store.saveTransactions({
    ...transactions,
    payments: [...transactions.payments, ...payments],
  })
}

/**
 * The order a payments-collector call names, after the provider's due work has run.
 * @throws ApiError 404 `ORDER_NOT_FOUND`.
 */
export function collectorOrder(ctx: PaymentsContext, orderId: string): Order {
  runPaymentJobs(ctx)
  const order = ordersOf(ctx.hooks).get(orderId)
  if (!order) throw notFound('ORDER_NOT_FOUND', `Order ${orderId} was not found`, { orderId })
  return order
}
