import type { CalculateCartResponse } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CA_DELIVERY, cartV2Emulator, item, ok, rejection, V2, V2_CURRENT } from './support/cart-v2'
import { ref, violations } from './support/commerce'

let t: ReturnType<typeof cartV2Emulator>
beforeAll(() => {
  t = cartV2Emulator()
})
afterAll(() => t.close())

type Res = Awaited<ReturnType<typeof t.call>>
const data = (res: Res) =>
  (res.json.details?.applicationError as { data?: Record<string, unknown> } | undefined)?.data

describe('permissions', () => {
  it('visitor B can neither read nor change visitor A’s cart by id (404, existence not revealed)', async () => {
    const a = await t.visitor()
    const b = await t.visitor()
    const cart = await t.add(a, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}`
    const attempts: [string, Promise<Res>][] = [
      ['get', t.api(b).get(at)],
      ['update', t.api(b).patch(at, { cart: { id: cart.id, note: 'mine now' } })],
      ['delete', t.api(b).del(at)],
      [
        'add',
        t.api(b).post(`${at}/add-line-items`, { catalogItems: [item('leather-card-wallet')] }),
      ],
      ['calculate', t.api(b).post(`${at}/calculate`, {})],
      ['checkout url', t.api(b).post(`${at}/get-checkout-url`, {})],
      ['place order', t.api(b).post(`${at}/place-order`, {})],
      ['complete', t.api(b).post(`${at}/mark-cart-as-completed`, {})],
    ]
    for (const [name, call] of attempts)
      expect([name, ...rejection(await call)]).toEqual([name, 404, 'CART_NOT_FOUND'])
    const mine = ok(await t.api(a).get(at)).cart
    expect([mine.note ?? '', mine.lineItems.length]).toEqual(['', 1])
  })

  it('a visitor without a cart: OWNED_CART_NOT_FOUND, as v1', async () => {
    const v = await t.visitor()
    expect(rejection(await t.api(v).get(V2_CURRENT))).toEqual([404, 'OWNED_CART_NOT_FOUND'])
    expect(rejection(await t.api(v).post(`${V2_CURRENT}/calculate`, {}))).toEqual([
      404,
      'OWNED_CART_NOT_FOUND',
    ])
  })

  it('a member signing in adopts the visitor’s current cart', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const m = await t.member(v)
    const adopted = ok(await t.api(m).get(V2_CURRENT)).cart
    expect(adopted.id).toBe(cart.id)
    expect(adopted.customerInfo?.memberId).toBe(m.id)
    expect(rejection(await t.api(v).get(`${V2}/${cart.id}`))).toEqual([404, 'CART_NOT_FOUND'])
  })

  it('custom items need the API key', async () => {
    const v = await t.visitor()
    const custom = {
      name: { original: 'Mine' },
      quantityInfo: { requestedQuantity: 1 },
      pricing: { price: { amount: '1.00' } },
      attributes: { itemType: { preset: 'PHYSICAL' } },
    }
    const res = await t.api(v).post(`${V2_CURRENT}/add-line-items`, { customItems: [custom] })
    expect(res.status).toBe(403)
  })
})

describe('validation and application errors', () => {
  it('bad input lists every field violation', async () => {
    const v = await t.visitor()
    const res = await t.api(v).post(`${V2_CURRENT}/add-line-items`, {
      catalogItems: [{ quantity: 0, catalogReference: { appId: 'x' } }],
    })
    expect(res.status).toBe(400)
    expect(
      violations(res)
        .map((f) => f.field)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'catalogItems[0].quantity',
        'catalogItems[0].catalogReference.catalogItemId',
      ]),
    )
  })

  it('line errors: no items, unknown item, more than in stock', async () => {
    const v = await t.visitor()
    expect(rejection(await t.api(v).post(`${V2_CURRENT}/add-line-items`, {}))).toEqual([
      400,
      'NO_LINE_ITEMS_TO_ADD',
    ])
    const unknown = {
      quantity: 1,
      catalogReference: { ...ref('leather-card-wallet'), catalogItemId: t.ctx.newId() },
    }
    expect(
      rejection(await t.api(v).post(`${V2_CURRENT}/add-line-items`, { catalogItems: [unknown] })),
    ).toEqual([428, 'ITEM_NOT_FOUND_IN_CATALOG'])
    const res = await t.api(v).post(`${V2_CURRENT}/add-line-items`, {
      catalogItems: [item('oak-side-chair', 50)],
    })
    expect(rejection(res)).toEqual([428, 'INSUFFICIENT_INVENTORY'])
  })

  it('coupon and gift card codes', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const at = `${V2}/${cart.id}`
    expect(
      rejection(await t.api(v).post(`${at}/add-coupon`, { coupon: { code: 'NOPE' } })),
    ).toEqual([400, 'INVALID_COUPON_CODE'])
    const expired = await t.api(v).post(`${at}/add-coupon`, { coupon: { code: 'SUMMER2020' } })
    expect([...rejection(expired), data(expired)?.reason]).toEqual([
      428,
      'INVALID_COUPON_STATUS',
      'EXPIRED',
    ])
    expect(
      rejection(await t.api(v).post(`${at}/add-gift-card`, { giftCard: { code: 'NO-SUCH-CARD' } })),
    ).toEqual([400, 'INVALID_GIFT_CARD_CODE'])
    const empty = await t.api(v).post(`${at}/add-gift-card`, { giftCard: { code: 'GIFT-EMPTY' } })
    expect([...rejection(empty), data(empty)?.reason]).toEqual([
      428,
      'INVALID_GIFT_CARD_STATUS',
      'EMPTY_BALANCE',
    ])
    expect(
      rejection(await t.api(v).post(`${at}/remove-coupon`, { couponId: t.ctx.newId() })),
    ).toEqual([404, 'COUPON_NOT_FOUND_IN_CART'])
    expect(
      rejection(await t.api(v).post(`${at}/remove-gift-card`, { giftCardId: t.ctx.newId() })),
    ).toEqual([404, 'GIFT_CARD_NOT_FOUND_IN_CART'])
    const teleport = { deliveryMethod: { code: 'teleport' } }
    expect(rejection(await t.api(v).post(`${at}/set-delivery-method`, teleport))).toEqual([
      428,
      'DELIVERY_METHOD_MISSING_ADDRESS',
    ])
    ok(await t.api(v).patch(at, { cart: { id: cart.id, ...CA_DELIVERY } }))
    expect(rejection(await t.api(v).post(`${at}/set-delivery-method`, teleport))).toEqual([
      400,
      'DELIVERY_METHOD_NOT_FOUND',
    ])
    const noUpdates = await t.api(v).post(`${at}/update-line-items`, { lineItems: [] })
    expect([noUpdates.status, violations(noUpdates)[0]?.field]).toEqual([400, 'lineItems'])
  })
})

describe('PlaceOrder refusals', () => {
  it('an ERROR violation blocks the order; a WARNING does not', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    const { summary } = await t.calculate(v, cart.id)
    const address = summary.violations.find((x) => x.code === 'MISSING_DELIVERY_ADDRESS')
    expect(address?.severity).toBe('ERROR')
    expect(rejection(await t.placeOrder(v, cart.id))).toEqual([428, 'MISSING_DELIVERY_ADDRESS'])
    await t.ready(v, cart.id)
    ok(await t.api(v).post(`${V2}/${cart.id}/remove-delivery-method`, {}))
    const warned = await t.calculate(v, cart.id)
    expect(warned.summary.violations.every((x) => x.severity === 'WARNING')).toBe(true)
    expect(ok<{ orderId: string }>(await t.placeOrder(v, cart.id)).orderId).toEqual(
      expect.any(String),
    )
  })

  it('an empty cart is EMPTY_CART', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    await t.ready(v, cart.id)
    ok(
      await t
        .api(v)
        .post(`${V2}/${cart.id}/remove-line-items`, { lineItemIds: [cart.lineItems[0]?.id] }),
    )
    expect(rejection(await t.placeOrder(v, cart.id))).toEqual([428, 'EMPTY_CART'])
  })

  it('prices that moved since the token: CART_PRICES_OUT_OF_SYNC; a foreign token: 400', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, item('leather-card-wallet'))
    await t.ready(v, cart.id)
    const { summary } = ok<CalculateCartResponse>(
      await t.api(v).post(`${V2}/${cart.id}/calculate`, {}),
    )
    ok(await t.api(v).post(`${V2}/${cart.id}/add-coupon`, { coupon: { code: 'SAVE10' } }))
    const token = summary.priceVerificationToken
    expect(rejection(await t.placeOrder(v, cart.id, { priceVerificationToken: token }))).toEqual([
      428,
      'CART_PRICES_OUT_OF_SYNC',
    ])
    expect((await t.placeOrder(v, cart.id, { priceVerificationToken: 'not-a-token' })).status).toBe(
      400,
    )
    const fresh = await t.calculate(v, cart.id)
    expect(
      ok<{ orderId: string }>(
        await t.placeOrder(v, cart.id, {
          priceVerificationToken: fresh.summary.priceVerificationToken,
        }),
      ).orderId,
    ).toEqual(expect.any(String))
  })
})
