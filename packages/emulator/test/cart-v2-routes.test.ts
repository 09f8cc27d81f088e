import type { CalculateCartResponse, CartV2 } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CA_DELIVERY, cartV2Emulator, item, ok, rejection, V2, V2_CURRENT } from './support/cart-v2'
import type { Who } from './support/commerce'

let t: ReturnType<typeof cartV2Emulator>
beforeAll(() => {
  t = cartV2Emulator()
})
afterAll(() => t.close())

const FQDN = 'wix.ecom.v2.cart'

// Each operation exists twice (current cart and by id) with the same rules: run both.
describe.each([
  ['current cart', (_id: string) => V2_CURRENT],
  ['by id', (id: string) => `${V2}/${id}`],
])('every Cart V2 operation: %s', (_name, at) => {
  let v: Who
  let cart: CartV2
  beforeAll(async () => {
    v = await t.visitor()
    cart = await t.add(v, item('leather-card-wallet'), item('pour-over-coffee-set'))
  })

  it('GET answers the stored cart with its always-present fields', async () => {
    const got = ok(await t.api(v).get(at(cart.id))).cart
    expect(got).toMatchObject({
      id: cart.id,
      orderPlaced: false,
      coupons: [],
      customerInfo: { visitorId: v.id },
      businessInfo: { currencyCode: 'USD' },
    })
    expect(got.lineItems.map((l) => l.quantityInfo?.requestedQuantity)).toEqual([1, 1])
  })

  it('UpdateCart keeps the note and addresses; a new revision each change', async () => {
    const body = { cart: { id: cart.id, note: 'leave at door', ...CA_DELIVERY } }
    const updated = ok(await t.api(v).patch(at(cart.id), body)).cart
    expect(updated.note).toBe('leave at door')
    expect(updated.deliveryInfo?.address?.subdivision).toBe('US-CA')
    expect(BigInt(updated.revision ?? '0')).toBeGreaterThan(BigInt(cart.revision ?? '0'))
  })

  it('lines: update quantity, remove; unknown line ids are LINE_ITEM_NOT_FOUND_IN_CART', async () => {
    const [wallet, set] = cart.lineItems
    const updated = ok(
      await t.api(v).post(`${at(cart.id)}/update-line-items`, {
        lineItems: [{ lineItemId: wallet?.id, quantity: { newQuantity: 4 } }],
      }),
    ).cart
    expect(updated.lineItems[0]?.quantityInfo?.requestedQuantity).toBe(4)
    const removed = ok(
      await t.api(v).post(`${at(cart.id)}/remove-line-items`, { lineItemIds: [set?.id] }),
    ).cart
    expect(removed.lineItems.map((l) => l.id)).toEqual([wallet?.id])
    const unknown = t.ctx.newId()
    expect(
      rejection(
        await t.api(v).post(`${at(cart.id)}/remove-line-items`, { lineItemIds: [unknown] }),
      ),
    ).toEqual([404, 'LINE_ITEM_NOT_FOUND_IN_CART'])
  })

  it('coupon and gift card: add, then remove by their cart-level ids', async () => {
    const withCoupon = ok(
      await t.api(v).post(`${at(cart.id)}/add-coupon`, { coupon: { code: 'save10' } }),
    ).cart
    expect(withCoupon.coupons).toEqual([{ id: expect.any(String), code: 'SAVE10' }])
    const withCard = ok(
      await t.api(v).post(`${at(cart.id)}/add-gift-card`, { giftCard: { code: 'GIFTCARD-50' } }),
    ).cart
    const card = withCard.paymentInfo?.giftCards?.[0]
    expect(card?.obfuscatedCode).toMatch(/\*+D-50$/)
    const { summary } = ok<CalculateCartResponse>(
      await t.api(v).post(`${at(cart.id)}/estimate`, { calculateGiftCards: true }),
    )
    expect(summary.paymentSummary?.giftCards?.[0]?.giftCardId).toBe(card?.id)
    expect(summary.priceVerificationToken).toBeUndefined()
    const noCoupon = ok(
      await t.api(v).post(`${at(cart.id)}/remove-coupon`, { couponId: withCoupon.coupons[0]?.id }),
    ).cart
    expect(noCoupon.coupons).toEqual([])
    const noCard = ok(
      await t.api(v).post(`${at(cart.id)}/remove-gift-card`, { giftCardId: card?.id }),
    ).cart
    expect(noCard.paymentInfo?.giftCards ?? []).toEqual([])
  })

  it('delivery method: set, calculate with it, remove', async () => {
    const set = ok(
      await t
        .api(v)
        .post(`${at(cart.id)}/set-delivery-method`, { deliveryMethod: { code: 'express' } }),
    ).cart
    expect(set.deliveryInfo?.method?.code).toBe('express')
    const { summary } = ok<CalculateCartResponse>(
      await t.api(v).post(`${at(cart.id)}/calculate`, {}),
    )
    expect(summary.deliverySummary?.method?.code).toBe('express')
    expect(summary.priceSummary?.delivery?.amount).toBe('14.99')
    expect(summary.priceVerificationToken).toEqual(expect.any(String))
    const removed = ok(await t.api(v).post(`${at(cart.id)}/remove-delivery-method`, {})).cart
    expect(removed.deliveryInfo?.method).toBeUndefined()
    const { summary: after } = ok<CalculateCartResponse>(
      await t.api(v).post(`${at(cart.id)}/calculate`, {}),
    )
    // As v1 does, the engine falls back to the first option, so this only warns.
    expect(after.violations.map((x) => [x.code, x.severity])).toContainEqual([
      'MISSING_DELIVERY_METHOD',
      'WARNING',
    ])
    expect(after.deliverySummary?.method?.code).toBe('standard')
  })

  it('refresh, form submissions and upsell options', async () => {
    expect(ok(await t.api(v).post(`${at(cart.id)}/refresh`, {})).cart.id).toBe(cart.id)
    const formId = t.ctx.newId()
    const forms = ok(
      await t.api(v).post(`${at(cart.id)}/update-forms-submission`, {
        formSubmissions: [{ id: formId, formSubmissionId: t.ctx.newId() }],
      }),
    ).cart
    expect(forms.id).toBe(cart.id)
    expect(
      ok<{ itemsUpsells: unknown[] }>(await t.api(v).get(`${at(cart.id)}/upsell-options`)),
    ).toEqual({
      itemsUpsells: [],
    })
  })

  it('DELETE removes the cart; cart_deleted is recorded', async () => {
    ok<object>(await t.api(v).del(at(cart.id)))
    expect(rejection(await t.api(v).get(`${V2}/${cart.id}`))).toEqual([404, 'CART_NOT_FOUND'])
    expect(t.events(FQDN, cart.id).map((e) => e.metadata.eventType)).toContain(`${FQDN}_deleted`)
  })
})

describe('operations by id only', () => {
  it('CreateCart, GetCheckoutURL, MarkCartAsCompleted; then every change is CART_ALREADY_ORDERED', async () => {
    const v = await t.visitor()
    const { cart } = ok(
      await t.api(v).post(V2, { catalogItems: [item('leather-card-wallet')], cart: { note: 'n' } }),
    )
    expect(cart.note).toBe('n')
    const { checkoutUrl } = ok<{ checkoutUrl: string }>(
      await t.api(v).post(`${V2}/${cart.id}/get-checkout-url`, { currencyCode: 'USD' }),
    )
    expect(new URL(checkoutUrl).searchParams.get('currencyCode')).toBe('USD')
    const orderId = t.ctx.newId()
    const done = ok(
      await t.api(v).post(`${V2}/${cart.id}/mark-cart-as-completed`, { orderId }),
    ).cart
    expect(done).toMatchObject({ orderPlaced: true, orderId })
    for (const [path, body] of [
      ['add-line-items', { catalogItems: [item('leather-card-wallet')] }],
      ['add-coupon', { coupon: { code: 'SAVE10' } }],
      ['calculate', {}],
      ['place-order', {}],
    ] as const)
      expect([path, ...rejection(await t.api(v).post(`${V2}/${cart.id}/${path}`, body))]).toEqual([
        path,
        428,
        'CART_ALREADY_ORDERED',
      ])
  })

  it('HandleAsyncCheckoutCompletion refuses tokens the emulator never issued', async () => {
    const v = await t.visitor()
    expect(
      rejection(await t.api(v).get(`${V2}/handle-async-checkout-completion?token=nope`)),
    ).toEqual([401, 'UNAUTHENTICATED_TOKEN'])
  })
})
