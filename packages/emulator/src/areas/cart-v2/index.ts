import type { CartSummary, CartV2, CartV2Input, PlaceOrderResponse } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import type { BuiltArea } from '../area'
import type { OrderPayment, OrdersService } from '../orders/index'
import type { PurchaseService } from '../purchase/index'
import type { RedirectsService } from '../redirects/index'
import { loadById } from './access'
import { applyCartInput } from './cart-input'
import type { CartV2Context } from './context'
import { type DeliveryOption, deliveryOptions, setDeliveryMethod } from './delivery'
import { placeOrder } from './place-order'
import { cartV2Routes } from './routes'
import { mutate, quietCalculation } from './service'
import { cartV2Migrations, cartV2Store } from './store'

export { STORE_LOCATION_ID } from './cart-input'
export type { DeliveryOption } from './delivery'

/** What the hosted checkout page does with a V2 cart (the cart id is the checkout id). */
export interface CartV2Service {
  /** Whether a V2 cart has this id. */
  exists(cartId: string): boolean
  /**
   * The cart for `caller` (404 when it is not theirs), its full calculation on today's catalog
   * and the delivery options for it. Nothing is stored or recorded.
   */
  view(
    caller: Caller,
    cartId: string,
  ): { cart: CartV2; summary: CartSummary; options: DeliveryOption[] }
  /** UpdateCart's rules: buyer contact, delivery and billing addresses. */
  update(caller: Caller, cartId: string, input: CartV2Input): CartV2
  /** SetDeliveryMethod's rules. */
  setDeliveryMethod(caller: Caller, cartId: string, code: string): CartV2
  /** PlaceOrder's rules, paid with the given (test) card. */
  placeOrder(caller: Caller, cartId: string, payment: OrderPayment): PlaceOrderResponse
}

/** What the Cart V2 area uses of other areas. */
export interface CartV2Needs {
  purchase: PurchaseService
  orders: OrdersService
  redirects: RedirectsService
}

/**
 * Cart V2 (wire/cart-v2.md): one entity for cart and checkout, by id and as the caller's current
 * cart, on the purchase engine the v1 cart and checkout use (lines, totals, coupons, gift cards,
 * delivery, tax), placing orders through the orders service, and reaching the hosted checkout
 * page through redirect sessions (the page, in the checkout area, uses this area's service).
 *
 * @example
 * ```ts
 * const cartV2 = cartV2Area(ctx, { purchase, orders, redirects })
 * cartV2.service.view(caller, cartId).summary.priceSummary?.total
 * ```
 */
export function cartV2Area(ctx: EmulatorContext, needs: CartV2Needs): BuiltArea<CartV2Service> {
  const cx: CartV2Context = { ...ctx, store: cartV2Store(ctx.db), ...needs }
  return {
    area: {
      name: 'cart-v2',
      migrations: cartV2Migrations,
      routes: () => cartV2Routes(cx),
    },
    service: {
      exists: (cartId) => cx.store.get(cartId) !== undefined,
      view: (caller, cartId) => {
        const record = loadById(cx, caller, cartId)
        return {
          cart: record.cart,
          summary: quietCalculation(cx, record).summary,
          options: deliveryOptions(cx, record),
        }
      },
      update: (caller, cartId, input) =>
        mutate(cx, caller, cartId, (r) => ({ ...r, cart: applyCartInput(r.cart, input, false) })),
      setDeliveryMethod: (caller, cartId, code) =>
        mutate(cx, caller, cartId, (r) => setDeliveryMethod(cx, r, { code })),
      placeOrder: (caller, cartId, payment) => placeOrder(cx, caller, cartId, {}, payment),
    },
  }
}
