import type { EmulatorContext } from '../../context'
import type { Area } from '../area'
import type { CheckoutService } from '../checkout/index'
import type { PurchaseService } from '../purchase/index'
import type { CartContext } from './context'
import { cartRoutes } from './routes'
import { deleteOrderedCart } from './service'
import { cartMigrations, cartStore } from './store'

/** What the cart area uses of other areas. */
export interface CartNeeds {
  purchase: PurchaseService
  checkout: CheckoutService
}

/**
 * The current cart: one per visitor or member identity, priced from the catalog by the purchase
 * engine, merged on add, carried over to the member at sign-in, turned into a checkout; deleted
 * once that checkout became an order.
 *
 * @example
 * ```ts
 * cartArea(ctx, { purchase: purchase.service, checkout: checkout.service })
 * ```
 */
export function cartArea(ctx: EmulatorContext, needs: CartNeeds): Area {
  const cx: CartContext = { ...ctx, store: cartStore(ctx.db), ...needs }
  needs.checkout.onOrderPlaced((ordered) => deleteOrderedCart(cx, ordered))
  return {
    name: 'cart',
    migrations: cartMigrations,
    routes: () => cartRoutes(cx),
  }
}
