import type { EmulatorContext } from '../../context'
import type { CheckoutService } from '../checkout/index'
import type { PurchaseService } from '../purchase/index'
import type { CartStore } from './store'

/**
 * What the cart area's code works with: the emulator, the carts' SQL, the purchase engine that
 * prices and totals lines, and the checkouts carts become.
 */
export interface CartContext extends EmulatorContext {
  store: CartStore
  purchase: PurchaseService
  checkout: CheckoutService
}
