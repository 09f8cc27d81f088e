import type { CartV2, Order, PlaceOrderResponse } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartV2Emulator, item, ok, rejection, V2, V2_CURRENT } from './support/cart-v2'
import type { Who } from './support/commerce'

let t: ReturnType<typeof cartV2Emulator>
let v: Who
beforeAll(async () => {
  t = cartV2Emulator()
  v = await t.visitor()
})
afterAll(() => t.close())

describe('Cart V2 flow', () => {
  it('adds, updates, takes a coupon and a delivery method, calculates and places one order', async () => {
    const added = await t.add(v, item('leather-card-wallet', 2))
    expect(added.lineItems).toHaveLength(1)
    const current = ok(await t.api(v).get(V2_CURRENT)).cart
    expect(current.id).toBe(added.id)
    const line = added.lineItems[0]
    const updated = ok(
      await t.api(v).post(`${V2_CURRENT}/update-line-items`, {
        lineItems: [{ lineItemId: line?.id, quantity: { newQuantity: 3 } }],
      }),
    ).cart
    expect(updated.lineItems[0]?.quantityInfo?.requestedQuantity).toBe(3)
    const coupon = ok(
      await t.api(v).post(`${V2}/${added.id}/add-coupon`, { coupon: { code: 'FIVEOFF' } }),
    ).cart
    expect(coupon.coupons).toHaveLength(1)
    await t.ready(v, added.id)
    const { summary } = await t.calculate(v, added.id)
    expect(summary.priceVerificationToken).toEqual(expect.any(String))
    expect(summary.priceSummary?.discount?.amount).toBe('5.00')
    const placed = ok<PlaceOrderResponse>(
      await t.placeOrder(v, added.id, { priceVerificationToken: summary.priceVerificationToken }),
    )
    expect(placed.orderId).toEqual(expect.any(String))
    const order = ok<{ order: Order }>(
      await t.api(t.owner).get(`/ecom/v1/orders/${placed.orderId}`),
    ).order
    expect(order.priceSummary?.total?.amount).toBe(summary.priceSummary?.total?.amount)
    expect(order.paymentStatus).toBe('PAID')
    expect(placed.completed).toBe(true)
    expect(placed.paymentGatewayOrderId).toEqual(expect.any(String))
    const after = ok<{ cart: CartV2 }>(await t.api(v).get(`${V2}/${added.id}`)).cart
    expect(after).toMatchObject({ orderPlaced: true, orderId: placed.orderId })
    expect(rejection(await t.placeOrder(v, added.id))).toEqual([428, 'CART_ALREADY_ORDERED'])
    expect(
      rejection(
        await t.api(v).post(`${V2}/${added.id}/add-line-items`, {
          catalogItems: [item('leather-card-wallet')],
        }),
      ),
    ).toEqual([428, 'CART_ALREADY_ORDERED'])
  })

  it('hides one visitor cart from another', async () => {
    const other = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    expect(rejection(await t.api(other).get(`${V2}/${cart.id}`))).toEqual([404, 'CART_NOT_FOUND'])
  })
})
