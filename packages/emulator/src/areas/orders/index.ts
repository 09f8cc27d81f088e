import type { Order } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { BuiltArea } from '../area'
import type { CatalogService } from '../catalog/index'
import type { PaymentsService } from '../payments/index'
import type { OrdersContext } from './context'
import { syncOrderPayments } from './payment-state'
import { type PlacedOrder, type Purchase, placeOrder } from './place'
import { orderRoutes } from './routes'
import { type ItemSales, orderStatsStore } from './stats-store'
import { orderMigrations, orderStore } from './store'

export type { OrderParts, OrderPayment, PlacedOrder, Purchase } from './place'
export type { ItemSales } from './stats-store'

/**
 * The one way other areas reach orders: the purchase flows place them (a v1 checkout today, a
 * cart of the next API version tomorrow), hosted pages read them, recommendations read sales.
 */
export interface OrdersService {
  /**
   * Places the order a purchase flow made: number, stock, `order_created`, payment (nothing for
   * a zero total). @throws ApiError 428 `PARTIAL_OUT_OF_STOCK`, `PAYMENT_ERROR`, ...
   */
  place(purchase: Purchase): PlacedOrder
  /** An order by id, whoever owns it. */
  get(id: string): Order | undefined
  /** The order made from a checkout, if any. */
  byCheckout(checkoutId: string): Order | undefined
  /** Items by units sold over orders that were not canceled, most first. */
  bestSellers(limit: number): ItemSales[]
  /** Items bought in the same orders as any of `itemIds` (of catalog `appId`), most shared first. */
  boughtWith(appId: string, itemIds: readonly string[], limit: number): ItemSales[]
}

/** What the orders area uses of other areas. */
export interface OrdersNeeds {
  catalog: CatalogService
  payments: PaymentsService
}

/**
 * Orders: placing (through the service), reads, search, updates, cancels, bulk calls, imports.
 * An order's payment state follows its transactions: the area connects itself to payments,
 * which tell it when they change.
 *
 * @example
 * ```ts
 * const orders = ordersArea(ctx, { catalog, payments }).service
 * const { order } = orders.place({ parts, caller, payment: { delayCapture: false } })
 * ```
 */
export function ordersArea(ctx: EmulatorContext, needs: OrdersNeeds): BuiltArea<OrdersService> {
  const cx: OrdersContext = {
    ...ctx,
    store: orderStore(ctx.db),
    stats: orderStatsStore(ctx.db),
    ...needs,
  }
  needs.payments.useOrders({
    get: (orderId) => cx.store.get(orderId),
    paymentsChanged: (caller, orderId, activities) => {
      syncOrderPayments(cx, caller, orderId, activities)
    },
  })
  return {
    area: {
      name: 'orders',
      migrations: orderMigrations,
      routes: () => orderRoutes(cx),
    },
    service: {
      place: (purchase) => placeOrder(cx, purchase),
      get: (id) => cx.store.get(id),
      byCheckout: (checkoutId) => cx.store.byCheckout(checkoutId),
      bestSellers: (limit) => cx.stats.bestSellers(limit),
      boughtWith: (appId, itemIds, limit) => cx.stats.boughtWith(appId, itemIds, limit),
    },
  }
}
