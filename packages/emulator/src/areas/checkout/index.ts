import type { EmulatorContext } from '../../context'
import type { BuiltArea } from '../area'
import type { CartV2Service } from '../cart-v2/index'
import type { OrdersService } from '../orders/index'
import type { PaymentsService } from '../payments/index'
import type { PurchaseService } from '../purchase/index'
import type { RedirectsService } from '../redirects/index'
import type { CheckoutContext, CheckoutOrdered } from './context'
import { type CartToCheckout, checkoutFromCart } from './from-cart'
import { installHostedCheckout } from './pages/index'
import { checkoutRoutes } from './routes'
import { checkoutMigrations, checkoutStore } from './store'

export type { CheckoutOrdered } from './context'
export { type CartToCheckout, cartCouponCode } from './from-cart'

/** What the cart does with checkouts. */
export interface CheckoutService {
  /**
   * Makes the cart's checkout, or brings its open one up to date (same id), as
   * CreateCheckoutFromCurrentCart does; lines keep the cart's ids. Answers the checkout id.
   */
  fromCart(from: CartToCheckout): string
  /** Hands every checkout of one identity to another (a visitor who signed in as a member). */
  transferOwner(from: string, to: string): void
  /** Adds a listener told when a checkout became an order (the cart deletes its source cart). */
  onOrderPlaced(listener: (event: CheckoutOrdered) => void): void
}

/** What the checkout area uses of other areas. */
export interface CheckoutNeeds {
  purchase: PurchaseService
  orders: OrdersService
  /** The site's payment settings decide whether the hosted checkout page charges or authorizes. */
  payments: PaymentsService
  redirects: RedirectsService
  /** The hosted checkout page also serves V2 carts. */
  cartV2: CartV2Service
}

/**
 * Checkouts: made from lines or from the current cart, priced and totalled by the purchase
 * engine, turned into orders through the orders area (`create-order`), and the hosted checkout
 * page (`pages/`).
 *
 * @example
 * ```ts
 * const checkout = checkoutArea(ctx, { purchase, orders, payments, redirects, cartV2 }).service
 * checkout.onOrderPlaced(({ owner, cartId }) => deleteSourceCart(owner, cartId))
 * ```
 */
export function checkoutArea(
  ctx: EmulatorContext,
  needs: CheckoutNeeds,
): BuiltArea<CheckoutService> {
  const cx: CheckoutContext = {
    ...ctx,
    store: checkoutStore(ctx.db),
    ...needs,
    hooks: { orderPlaced: [] },
  }
  return {
    area: {
      name: 'checkout',
      migrations: checkoutMigrations,
      routes: () => checkoutRoutes(cx),
      install: (app) => installHostedCheckout(app, cx),
    },
    service: {
      fromCart: (from) => checkoutFromCart(cx, from),
      transferOwner: (from, to) => cx.store.transferOwner(from, to),
      onOrderPlaced: (listener) => {
        cx.hooks.orderPlaced.push(listener)
      },
    },
  }
}
