import type { Order, OrderTransactions } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import type { Cents } from '../../platform/money'
import type { BuiltArea } from '../area'
import { type Charge, type ChargeOptions, chargeOrder } from './charge'
import type { PaymentsContext } from './context'
import { runPaymentJobs } from './jobs'
import { addPayments, offlinePayment } from './offline'
import type { PaidOrders } from './orders-port'
import { payPreparedCollection } from './pay-collection'
import { type RefundOutcome, type RefundRequest, refundableAmount, refundPayment } from './refunds'
import { paymentRoutes } from './routes'
import { type PaymentSettings, paymentSettings } from './settings'
import { paymentMigrations, paymentStore } from './store'
import type { TestPaymentMethod } from './test-gateway'

export type { Charge, ChargeOptions } from './charge'
export { balanceOf, type PaymentFigures, paymentFigures } from './figures'
export type { PaidOrders, PaymentActivity } from './orders-port'
export type { RefundOutcome, RefundRequest } from './refunds'
export type { PaymentSettings } from './settings'
export { cardFromToken, type TestPaymentMethod } from './test-gateway'

/** What the orders area does with payments (and tests that pay a prepared collection). */
export interface PaymentsService {
  /**
   * Runs the payment provider's work due at the emulated time (settlements, scheduled captures
   * and voids); each order concerned follows its payments. Inside the caller's transaction.
   */
  settleDue(): void
  /** An order's transactions, if it has any. */
  transactions(orderId: string): OrderTransactions | undefined
  /**
   * Charges `amount` of an order with the test provider (an APPROVED or, with `delayCapture`,
   * an AUTHORIZED payment). The caller syncs the order afterwards.
   * @throws ApiError 428 `SITE_NOT_ACCEPTING_PAYMENTS`, `PAYMENT_ERROR` (declined card).
   */
  charge(order: Order, amount: Cents, options: ChargeOptions): Charge
  /**
   * Records the offline payment (cash, bank transfer) a buyer chose for `amount` of an order:
   * PENDING until the owner marks the order paid. Answers the order's transactions as saved,
   * which the caller syncs the order from.
   */
  recordOfflinePayment(order: Order, amount: Cents): OrderTransactions
  /** What is left to refund of a payment. @throws ApiError 404 `PAYMENTS_NOT_FOUND`. */
  refundableAmount(orderId: string, paymentId: string): Cents
  /**
   * Refunds one payment (transactions, payment status, refund activities); the caller syncs the
   * order and does the refund's side effects. @throws ApiError 404 `PAYMENTS_NOT_FOUND`, 428
   * `REFUND_NOT_AVAILABLE`, 400 `INVALID_AMOUNT`.
   */
  refund(orderId: string, request: RefundRequest): RefundOutcome
  /** Pays a prepared collection as the hosted payment page does; answers the payment id. */
  payPreparedCollection(
    caller: Caller,
    paymentGatewayOrderId: string,
    method?: TestPaymentMethod,
  ): string
  /**
   * The site's payment settings in force (the hosted checkout reads `delayCapture` from them to
   * authorize rather than charge).
   */
  settings(): PaymentSettings
  /** Connects the orders area (once, when it is built). */
  useOrders(orders: PaidOrders): void
}

/**
 * Payments of orders: transactions, the test payment provider, captures and voids of
 * authorizations, prepared collections and payment gateway orders, offline payments (marked
 * paid, recorded by hand), refundability and refunds of payments, membership charges, and the
 * provider's settings.
 * An order's payment state is the orders area's: payments tell it what changed.
 *
 * @example
 * ```ts
 * const payments = paymentsArea(ctx).service
 * payments.charge(order, 2500n, { delayCapture: false })
 * ```
 */
export function paymentsArea(ctx: EmulatorContext): BuiltArea<PaymentsService> {
  const cx: PaymentsContext = { ...ctx, store: paymentStore(ctx.db), hooks: {} }
  return {
    area: {
      name: 'payments',
      migrations: paymentMigrations,
      routes: () => paymentRoutes(cx),
    },
    service: {
      settleDue: () => runPaymentJobs(cx),
      transactions: (orderId) => cx.store.transactions(orderId),
      charge: (order, amount, options) => chargeOrder(cx, order, amount, options),
      recordOfflinePayment: (order, amount) =>
        addPayments(cx, order.id, [offlinePayment(cx, order, amount, 'PENDING')]),
      refundableAmount: (orderId, paymentId) => refundableAmount(cx, orderId, paymentId),
      refund: (orderId, request) => refundPayment(cx, orderId, request),
      payPreparedCollection: (caller, id, method) => payPreparedCollection(cx, caller, id, method),
      settings: () => paymentSettings(cx),
      useOrders: (orders) => {
        cx.hooks.orders = orders
      },
    },
  }
}
