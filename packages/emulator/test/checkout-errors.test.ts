import type { Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appCode,
  CA,
  CHECKOUTS,
  commerceEmulator,
  line,
  violations,
  type Who,
} from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
let v: Who
let open: Checkout
beforeAll(async () => {
  t = commerceEmulator()
  v = await t.visitor()
  open = await t.createCheckout(v, { lineItems: [line('leather-card-wallet')] })
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>) => t.api(v).post(CHECKOUTS, body)

describe('checkouts: bad input answers the right status and envelope', () => {
  it('channel type is required and must be known', async () => {
    const missing = await create({ lineItems: [line('leather-card-wallet')] })
    expect(missing.status).toBe(400)
    expect(violations(missing).map((x) => x.field)).toEqual(['channelType'])
    const unknown = await create({ channelType: 'CARRIER_PIGEON' })
    expect(violations(unknown)[0]).toMatchObject({
      field: 'channelType',
      violatedRule: 'INVALID_ENUM_VALUE',
    })
  })

  it.each([
    ['NOPE', 428, 'ERROR_COUPON_DOES_NOT_EXIST'],
    ['SUMMER2020', 428, 'ERROR_COUPON_HAS_EXPIRED'],
  ])('coupon %s → %i %s', async (couponCode, status, code) => {
    const res = await create({ channelType: 'WEB', couponCode })
    expect([res.status, appCode(res)]).toEqual([status, code])
    const update = await t.api(v).patch(`${CHECKOUTS}/${open.id}`, { checkout: {}, couponCode })
    expect([update.status, appCode(update)]).toEqual([status, code])
  })

  it.each([
    ['NO-SUCH-CARD', 404, 'GIFT_CARD_NOT_FOUND'],
    ['GIFT-EMPTY', 428, 'GIFT_CARD_IS_EMPTY'],
    ['GIFT-EXPIRED', 428, 'GIFT_CARD_EXPIRED'],
  ])('gift card %s → %i %s', async (giftCardCode, status, code) => {
    const res = await create({ channelType: 'WEB', giftCardCode })
    expect([res.status, appCode(res)]).toEqual([status, code])
  })

  it('a shipping option not offered → 404 SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND, nothing stored', async () => {
    const res = await t.api(v).patch(`${CHECKOUTS}/${open.id}`, {
      checkout: {
        shippingInfo: {
          shippingDestination: { address: CA },
          selectedCarrierServiceOption: { code: 'teleport' },
        },
      },
    })
    expect([res.status, appCode(res)]).toEqual([404, 'SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND'])
    const now = (await t.api(v).get(`${CHECKOUTS}/${open.id}`)).json as { checkout: Checkout }
    expect(now.checkout.shippingInfo?.shippingDestination).toBeUndefined()
  })

  it('ids: not a GUID → 400; unknown → 404 CHECKOUT_NOT_FOUND', async () => {
    const bad = await t.api(v).get(`${CHECKOUTS}/not-a-guid`)
    expect([bad.status, violations(bad)[0]?.field]).toEqual([400, 'id'])
    for (const path of ['', '/checkout-url', '/payment-settings']) {
      const res = await t.api(v).get(`${CHECKOUTS}/00000000-0000-4000-8000-000000000009${path}`)
      expect([res.status, appCode(res)]).toEqual([404, 'CHECKOUT_NOT_FOUND'])
    }
    const byCart = await t
      .api(v)
      .get(`${CHECKOUTS}/by-cart-id/00000000-0000-4000-8000-000000000009`)
    expect(byCart.status).toBe(404)
  })

  it('lines: bad quantities, unknown items and lines, custom lines from a shopper', async () => {
    const path = `${CHECKOUTS}/${open.id}`
    const zero = await t.api(v).post(`${path}/add-to-checkout`, {
      lineItems: [{ ...line('leather-card-wallet'), quantity: 0 }],
    })
    expect(violations(zero)[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MIN',
    })
    const unknown = await t.api(v).post(`${path}/add-to-checkout`, {
      lineItems: [
        {
          quantity: 1,
          catalogReference: {
            catalogItemId: 'nope',
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          },
        },
      ],
    })
    expect([unknown.status, appCode(unknown)]).toEqual([404, 'CATALOG_ITEM_NOT_FOUND'])
    const missingLine = await t.api(v).post(`${path}/update-line-items-quantity`, {
      lineItems: [{ id: '00000000-0000-4000-8000-00000000000a', quantity: 3 }],
    })
    expect([missingLine.status, appCode(missingLine)]).toEqual([404, 'LINE_ITEM_NOT_FOUND'])
    const custom = await t.api(v).post(`${path}/add-to-checkout`, {
      customLineItems: [
        {
          quantity: 1,
          price: '0.01',
          itemType: { preset: 'PHYSICAL' },
          productName: { original: 'Gift wrap' },
        },
      ],
    })
    expect([custom.status, appCode(custom)]).toEqual([403, 'PERMISSION_DENIED'])
    const negative = await t.api(t.owner).post(`${path}/add-to-checkout`, {
      customLineItems: [
        {
          quantity: 1,
          price: '-5',
          itemType: { preset: 'PHYSICAL' },
          productName: { original: 'Gift wrap' },
        },
      ],
    })
    expect(violations(negative)[0]).toMatchObject({
      field: 'customLineItems[0].price',
      violatedRule: 'DECIMAL_GTE',
    })
  })

  it('field masks name only writable fields', async () => {
    const res = await t.api(v).patch(`${CHECKOUTS}/${open.id}`, {
      checkout: { buyerNote: 'x' },
      fieldMask: 'buyerNote,priceSummary.total,completed',
    })
    expect(res.status).toBe(400)
    expect(violations(res).map((x) => x.violatedRule)).toEqual([
      'FIELD_NOT_ALLOWED',
      'FIELD_NOT_ALLOWED',
    ])
  })

  it('the redirect-token call knows no token (the emulator issues none): 401 UNAUTHENTICATED_TOKEN', async () => {
    const res = await t
      .api(v)
      .get(`${CHECKOUTS}/mark-checkout-as-completed-and-redirect-to-url?token=abc`)
    expect([res.status, appCode(res)]).toEqual([401, 'UNAUTHENTICATED_TOKEN'])
  })
})
