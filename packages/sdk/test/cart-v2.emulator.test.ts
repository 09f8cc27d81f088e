import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addCouponToCurrentCart,
  addLineItems,
  addLineItemsToCurrentCart,
  calculateCart,
  getCart,
  getCheckoutUrl,
  getCurrentCart,
  placeOrder,
  setDeliveryMethodForCurrentCart,
  updateCart,
  updateLineItemsInCurrentCart,
} from '../src/cart-v2'
import { NotFoundError, PreconditionError } from '../src/index'
import { getOrder } from '../src/orders'
import { captureAuthorizedPayments } from '../src/payments'
import { failure, lineOf, productIds } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { authorizedPaymentOf, CA } from './support/orders'

let emu: ServedEmulator
let ids: Record<string, string>
const id = (slug: string) => ids[slug] ?? slug
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

/** A visitor's cart with a wallet, a California address and standard delivery. */
async function readyCart(visitor = emu.visitor()) {
  const { cart } = await addLineItemsToCurrentCart(visitor, {
    catalogItems: [lineOf(id('leather-card-wallet'))],
  })
  await updateCart(visitor, {
    cart: { id: cart.id, deliveryInfo: { address: CA }, customerInfo: { email: 'v2@example.com' } },
  })
  await setDeliveryMethodForCurrentCart(visitor, { deliveryMethod: { code: 'standard' } })
  return { visitor, cartId: cart.id }
}

describe('Cart V2 through the SDK', () => {
  it('add → update → coupon → delivery → calculate → place order: PAID, ordered, once', async () => {
    const visitor = emu.visitor()
    expect(await failure(getCurrentCart(visitor))).toBeInstanceOf(NotFoundError)
    const { cart } = await addLineItemsToCurrentCart(visitor, {
      catalogItems: [lineOf(id('leather-card-wallet')), lineOf(id('pour-over-coffee-set'))],
    })
    const wallet = cart.lineItems[0]
    await updateLineItemsInCurrentCart(visitor, {
      lineItems: [{ lineItemId: wallet?.id ?? '', quantity: { newQuantity: 2 } }],
    })
    const coupon = await addCouponToCurrentCart(visitor, { coupon: { code: 'SAVE10' } })
    expect(coupon.cart.coupons[0]?.code).toBe('SAVE10')
    await updateCart(visitor, { cart: { id: cart.id, deliveryInfo: { address: CA } } })
    await setDeliveryMethodForCurrentCart(visitor, { deliveryMethod: { code: 'standard' } })

    const { summary } = await calculateCart(visitor, cart.id)
    // 2 × 39.00 + 48.00 = 126.00; SAVE10 12.60; 113.40 ≥ 75: free standard delivery.
    expect(summary.priceSummary?.subtotal?.amount).toBe('126.00')
    expect(summary.priceSummary?.discount?.amount).toBe('12.60')
    expect(summary.priceSummary?.delivery?.amount).toBe('0.00')
    const placed = await placeOrder(visitor, cart.id, {
      priceVerificationToken: summary.priceVerificationToken,
    })
    expect(placed.completed).toBe(true)

    const { order } = await getOrder(visitor, placed.orderId)
    expect(order.paymentStatus).toBe('PAID')
    expect(order.priceSummary?.total?.amount).toBe(summary.priceSummary?.total?.amount)
    expect((await getCart(visitor, cart.id)).cart).toMatchObject({
      orderPlaced: true,
      orderId: placed.orderId,
    })
    const again = await failure(placeOrder(visitor, cart.id))
    expect(again).toBeInstanceOf(PreconditionError)
    expect(again.code).toBe('CART_ALREADY_ORDERED')
    expect(await failure(getCurrentCart(visitor))).toBeInstanceOf(NotFoundError)
  })

  it('a delayed-capture order is authorized, then captured through payments to PAID', async () => {
    const { visitor, cartId } = await readyCart()
    const placed = await placeOrder(visitor, cartId, { delayCapture: true })
    expect(placed.completed).toBe(false)
    expect(placed.paymentGatewayOrderId).toBeTruthy()
    const { order } = await getOrder(visitor, placed.orderId)
    expect(order.paymentStatus).toBe('NOT_PAID')
    await captureAuthorizedPayments(emu.owner(), placed.orderId, {
      payments: [{ paymentId: authorizedPaymentOf(order) }],
    })
    expect((await getOrder(visitor, placed.orderId)).order.paymentStatus).toBe('PAID')
  })

  it('gives a hosted checkout URL for the cart and hides it from another visitor', async () => {
    const { visitor, cartId } = await readyCart()
    const { checkoutUrl } = await getCheckoutUrl(visitor, cartId)
    expect(new URL(checkoutUrl).origin).toBe(new URL(emu.url).origin)
    const stranger = await failure(getCart(emu.visitor(), cartId))
    expect([stranger.constructor, stranger.code]).toEqual([NotFoundError, 'CART_NOT_FOUND'])
  })
})

describe('Cart V2 under concurrency', () => {
  it('100 concurrent add-line-items on one cart lose nothing', async () => {
    const { visitor, cartId } = await readyCart()
    const slugs = ['pour-over-coffee-set', 'leather-card-wallet']
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        addLineItems(visitor, cartId, { catalogItems: [lineOf(id(slugs[i % 2] ?? ''))] }),
      ),
    )
    const { cart } = await getCart(visitor, cartId)
    const quantities = Object.fromEntries(
      cart.lineItems.map((l) => [
        l.source?.catalogReference?.catalogItemId,
        l.quantityInfo?.requestedQuantity,
      ]),
    )
    // readyCart's one wallet + 50 added; 50 coffee sets.
    expect(quantities).toEqual({
      [id('leather-card-wallet')]: 51,
      [id('pour-over-coffee-set')]: 50,
    })
  })

  it('20 concurrent place-order calls on one cart create exactly one order', async () => {
    const { visitor, cartId } = await readyCart()
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => placeOrder(visitor, cartId)),
    )
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.orderId] : []))
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as PreconditionError).code] : [],
    )
    expect(placed).toHaveLength(1)
    expect(refused).toEqual(Array(19).fill('CART_ALREADY_ORDERED'))
    expect((await getCart(visitor, cartId)).cart.orderId).toBe(placed[0])
  })
})
