import type { CalculateCartResponse, CartV2 } from '@storefront-kit/wire'
import { expect } from 'vitest'
import { appCode, CA, commerceEmulator, ref, type Who } from './commerce'

export const V2 = '/ecom/v2/carts'
export const V2_CURRENT = `${V2}/current`

/** A catalog item input for a demo product. */
export const item = (slug: string, quantity = 1, options?: Record<string, unknown>) => ({
  quantity,
  catalogReference: ref(slug, options),
})

/** A delivery address in California, as UpdateCart takes it. */
export const CA_DELIVERY = { deliveryInfo: { address: CA } }

type Call = Awaited<ReturnType<ReturnType<typeof commerceEmulator>['call']>>

/** The answer's JSON after checking its status; a failing test names the code it got instead. */
export function ok<T = { cart: CartV2 }>(res: Call, status = 200): T {
  expect(res.status, `${res.status} ${appCode(res) ?? ''} ${res.text.slice(0, 300)}`).toBe(status)
  return res.json as unknown as T
}

/** The rejection's status and application error code, e.g. `[428, 'CART_ALREADY_ORDERED']`. */
export const rejection = (res: Call) => [res.status, appCode(res)]

/**
 * The demo store in process with JSON helpers for Cart V2: add items to a shopper's current cart,
 * make it ready for an order (a California address and standard delivery), calculate, order.
 */
export function cartV2Emulator() {
  const t = commerceEmulator()
  const add = async (who: Who, ...catalogItems: ReturnType<typeof item>[]): Promise<CartV2> =>
    ok(await t.api(who).post(`${V2_CURRENT}/add-line-items`, { catalogItems })).cart
  const ready = async (who: Who, cartId: string, code = 'standard') => {
    ok(
      await t.api(who).patch(`${V2}/${cartId}`, {
        cart: { id: cartId, ...CA_DELIVERY, customerInfo: { email: 'ada@example.com' } },
      }),
    )
    return ok(
      await t.api(who).post(`${V2}/${cartId}/set-delivery-method`, { deliveryMethod: { code } }),
    ).cart
  }
  const calculate = async (who: Who, cartId: string) =>
    ok<CalculateCartResponse>(await t.api(who).post(`${V2}/${cartId}/calculate`, {}))
  const placeOrder = (who: Who, cartId: string, body: Record<string, unknown> = {}) =>
    t.api(who).post(`${V2}/${cartId}/place-order`, body)
  return { ...t, add, ready, calculate, placeOrder }
}
