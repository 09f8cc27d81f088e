import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import type { CartV2Service } from '../cart-v2/index'
import type { OrdersService } from '../orders/index'
import type { PaymentsService } from '../payments/index'
import type { PurchaseService } from '../purchase/index'
import type { RedirectsService } from '../redirects/index'
import type { CheckoutStore } from './store'

/** What happened when a checkout became an order, for the areas that listen (the cart). */
export interface CheckoutOrdered {
  caller: Caller
  /** The buyer identity the order belongs to, if any. */
  owner?: string
  /** The cart the checkout was made from, if any. */
  cartId: string | null
}

/** The hooks other areas connect to checkouts. */
export interface CheckoutHooks {
  orderPlaced: ((event: CheckoutOrdered) => void)[]
}

/**
 * What the checkout area's code (services and the hosted checkout page) works with: the
 * emulator, the checkouts' SQL, the purchase engine, the orders they become, the redirect
 * sessions of the hosted page, the payment settings that page charges by, and Cart V2 carts
 * (whose id is their checkout id) for that page.
 */
export interface CheckoutContext extends EmulatorContext {
  store: CheckoutStore
  purchase: PurchaseService
  orders: OrdersService
  payments: PaymentsService
  redirects: RedirectsService
  cartV2: CartV2Service
  hooks: CheckoutHooks
}
