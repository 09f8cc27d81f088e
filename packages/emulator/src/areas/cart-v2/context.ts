import type { EmulatorContext } from '../../context'
import type { OrdersService } from '../orders/index'
import type { PurchaseService } from '../purchase/index'
import type { RedirectsService } from '../redirects/index'
import type { CartV2Store } from './store'

/**
 * What the Cart V2 area's code works with: the emulator, the carts' SQL, the purchase engine that
 * prices and totals lines (the one the v1 cart and checkout use), the orders carts become, and the
 * redirect sessions of the hosted checkout page.
 */
export interface CartV2Context extends EmulatorContext {
  store: CartV2Store
  purchase: PurchaseService
  orders: OrdersService
  redirects: RedirectsService
}
