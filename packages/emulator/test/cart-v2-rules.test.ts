import type { CartV2 } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CA_DELIVERY, cartV2Emulator, item, ok, rejection, V2 } from './support/cart-v2'
import { violations } from './support/commerce'

let t: ReturnType<typeof cartV2Emulator>
beforeAll(() => {
  t = cartV2Emulator()
})
afterAll(() => t.close())

const FQDN = 'wix.ecom.v2.cart'

describe('more Cart V2 rules', () => {
  it('codes: one coupon and one gift card per cart (the same again: *_ALREADY_EXISTS), locks hold', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}`
    ok(await t.api(v).post(`${at}/add-coupon`, { coupon: { code: 'SAVE10' } }))
    expect(
      rejection(await t.api(v).post(`${at}/add-coupon`, { coupon: { code: 'SAVE10' } })),
    ).toEqual([428, 'COUPON_ALREADY_EXISTS'])
    expect(
      rejection(await t.api(v).post(`${at}/add-coupon`, { coupon: { code: 'FIVEOFF' } })),
    ).toEqual([428, 'MAX_COUPONS_PER_CART_EXCEEDED'])
    ok(await t.api(v).post(`${at}/add-gift-card`, { giftCard: { code: 'GIFTCARD-50' } }))
    expect(
      rejection(await t.api(v).post(`${at}/add-gift-card`, { giftCard: { code: 'GIFTCARD-50' } })),
    ).toEqual([428, 'GIFT_CARD_ALREADY_EXISTS'])

    const locked = ok<{ cart: CartV2 }>(
      await t.api(t.owner).post(V2, {
        catalogItems: [item('leather-card-wallet')],
        cart: { settings: { lockCouponCode: true, lockGiftCard: true } },
      }),
    ).cart
    expect(
      rejection(
        await t.api(t.owner).post(`${V2}/${locked.id}/add-coupon`, { coupon: { code: 'SAVE10' } }),
      ),
    ).toEqual([428, 'COUPON_LOCKED'])
    expect(
      rejection(
        await t
          .api(t.owner)
          .post(`${V2}/${locked.id}/add-gift-card`, { giftCard: { code: 'GIFTCARD-50' } }),
      ),
    ).toEqual([428, 'GIFT_CARD_LOCKED'])
  })

  it('line updates: none, the same line twice, an unknown line', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}/update-line-items`
    const lineItemId = cart.lineItems[0]?.id
    const twice = await t.api(v).post(at, {
      lineItems: [
        { lineItemId, quantity: { newQuantity: 2 } },
        { lineItemId, quantity: { newQuantity: 3 } },
      ],
    })
    expect(rejection(twice)).toEqual([400, 'DUPLICATE_LINE_ITEM_UPDATES'])
    const unknown = { lineItemId: t.ctx.newId(), quantity: { newQuantity: 2 } }
    expect(rejection(await t.api(v).post(at, { lineItems: [unknown] }))).toEqual([
      404,
      'LINE_ITEM_NOT_FOUND_IN_CART',
    ])
    const zero = await t
      .api(v)
      .post(at, { lineItems: [{ lineItemId, quantity: { newQuantity: 0 } }] })
    expect([zero.status, violations(zero).map((f) => f.field)]).toEqual([
      400,
      ['lineItems[0].quantity.newQuantity'],
    ])
  })

  it('addresses and locations: ISO subdivisions, the store location only', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}`
    const bad = {
      cart: { id: cart.id, deliveryInfo: { address: { country: 'US', subdivision: 'CA' } } },
    }
    expect(rejection(await t.api(v).patch(at, bad))).toEqual([400, 'INVALID_ADDRESS_FORMAT'])
    const nowhere = { cart: { id: cart.id, businessInfo: { locationId: t.ctx.newId() } } }
    expect(rejection(await t.api(v).patch(at, nowhere))).toEqual([
      428,
      'BUSINESS_LOCATION_NOT_FOUND',
    ])
  })

  it('a demo cart cannot be ordered', async () => {
    const { cart } = ok(
      await t.api(t.owner).post(V2, {
        catalogItems: [item('leather-card-wallet')],
        cart: { demo: true, ...CA_DELIVERY },
      }),
    )
    expect(rejection(await t.placeOrder(t.owner, cart.id))).toEqual([
      428,
      'PLACE_ORDER_NOT_ALLOWED_FOR_DEMO_CART',
    ])
  })

  it('events: created, updated with the cart, calculated with the summary, deleted', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    ok(
      await t
        .api(v)
        .post(`${V2}/${cart.id}/add-line-items`, { catalogItems: [item('leather-card-wallet')] }),
    )
    const { summary } = await t.calculate(v, cart.id)
    ok<object>(await t.api(v).del(`${V2}/${cart.id}`))
    const events = t.events(FQDN, cart.id)
    expect(events.map((e) => e.metadata.eventType)).toEqual([
      `${FQDN}_created`,
      `${FQDN}_updated`,
      `${FQDN}_calculated`,
      `${FQDN}_deleted`,
    ])
    const body = (i: number) => events[i] as unknown as Record<string, unknown>
    expect(JSON.stringify(body(1))).toContain('"requestedQuantity":2')
    expect(JSON.stringify(body(2))).toContain(summary.calculationId ?? 'no calculation id')
  })
})
