import type { Activity, Order, OrderActivityType } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'

/** A history entry a payment change adds to its order (the orders area stamps id and date). */
export interface PaymentActivity {
  type: OrderActivityType
  content: Partial<Activity>
}

/**
 * What payments need from orders. The orders area builds on payments (it charges when an order
 * is placed, settles due payment actions before it reads), so it connects this when it is built
 * instead of payments importing it: payment-state changes of an order go through the orders area.
 */
export interface PaidOrders {
  /** An order by id, whoever owns it. */
  get(orderId: string): Order | undefined
  /**
   * Brings the order in line with its transactions after they changed: payment status, balance,
   * the given history entries, approval, and the order events, for `caller`.
   */
  paymentsChanged(caller: Caller, orderId: string, activities?: PaymentActivity[]): void
}

/** The hooks the orders area connects to payments. */
export interface PaymentHooks {
  orders?: PaidOrders
}

/** The orders the orders area connected. @throws Error when none is (an assembly mistake). */
export function ordersOf(hooks: PaymentHooks): PaidOrders {
  if (!hooks.orders) throw new Error('payments: no orders area is connected')
  return hooks.orders
}
