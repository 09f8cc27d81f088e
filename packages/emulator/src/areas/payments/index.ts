import type { Order, OrderTransactions } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import type { Cents } from '../../platform/money'
import type { BuiltArea } from '../area'
import { type Charge, type ChargeOptions, chargeOrder } from './charge'
import type { PaymentsContext } from './context'
import { runPaymentJobs } from './jobs'
import type { PaidOrders } from './orders-port'
import { payPreparedCollection } from './pay-collection'
import { paymentRoutes } from './routes'
import { paymentMigrations, paymentStore } from './store'
import type { TestPaymentMethod } from './test-gateway'

export type { Charge, ChargeOptions } from './charge'
export { type PaymentFigures, paymentFigures } from './figures'
export type { PaidOrders, PaymentActivity } from './orders-port'
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
  /** Pays a prepared collection as the hosted payment page does; answers the payment id. */
  payPreparedCollection(
    caller: Caller,
    paymentGatewayOrderId: string,
    method?: TestPaymentMethod,
  ): string
  /** Connects the orders area (once, when it is built). */
  useOrders(orders: PaidOrders): void
}

/**
 * Payments of orders: transactions, the test payment provider, captures and voids of
 * authorizations, prepared collections (the payments collector) and the provider's settings.
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
      payPreparedCollection: (caller, id, method) => payPreparedCollection(cx, caller, id, method),
      useOrders: (orders) => {
        cx.hooks.orders = orders
      },
    },
  }
}
