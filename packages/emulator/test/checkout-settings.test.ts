import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commerceEmulator, line, violations } from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
beforeAll(() => {
  t = commerceEmulator()
})
afterAll(() => t.close())

const SETTINGS = '/_emulator/commerce/settings'

describe('commerce settings control API', () => {
  it('reads the seeded setup and changes top-level keys; a reset restores the seed', async () => {
    const seeded = (await t.call('GET', SETTINGS)).json as {
      coupons: { code: string }[]
      taxIncludedInPrices: boolean
    }
    expect(seeded.coupons.map((c) => c.code)).toEqual([
      'SAVE10',
      'FIVEOFF',
      'FREESHIP',
      'SUMMER2020',
      'TEES15',
    ])
    const changed = await t.call('PUT', SETTINGS, { taxIncludedInPrices: true, additionalFees: [] })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      taxIncludedInPrices: true,
      additionalFees: [],
      coupons: seeded.coupons,
    })
    await t.call('POST', '/_emulator/reset', {})
    expect((await t.call('GET', SETTINGS)).json).toEqual(seeded)
  })

  it('validates changes: bad amounts, rates, countries and discount rules → 400', async () => {
    const res = await t.call('PUT', SETTINGS, {
      taxRates: [{ country: 'usa', rate: '-1', name: 'x' }],
      merchantDiscounts: [{ id: 'a', name: 'both', percentage: '10', amount: '5' }],
      giftCards: [{ id: 'g', code: 'G', balance: 'lots' }],
    })
    expect(res.status).toBe(400)
    expect(violations(res).map((x) => x.field)).toEqual(
      expect.arrayContaining([
        'taxRates[0].country',
        'taxRates[0].rate',
        'merchantDiscounts[0]',
        'giftCards[0].balance',
      ]),
    )
  })

  it('new gift cards and shipping regions take effect at once', async () => {
    await t.call('PUT', SETTINGS, {
      giftCards: [{ id: 'g-10', code: 'TEN', balance: '10.00' }],
      shippingRegions: [
        {
          id: 'jp',
          name: 'Japan',
          countries: ['JP'],
          options: [{ code: 'air', title: 'Air mail', rate: '30' }],
        },
      ],
    })
    const v = await t.visitor()
    const checkout = await t.createCheckout(v, {
      lineItems: [line('leather-card-wallet')],
      giftCardCode: 'ten',
      checkoutInfo: { shippingInfo: { shippingDestination: { address: { country: 'JP' } } } },
    })
    // 39.00 + air mail 30.00 + handling 1.50, no tax in Japan, minus the 10.00 card.
    expect(checkout.priceSummary?.total?.amount).toBe('60.50')
    expect(checkout.shippingInfo?.selectedCarrierServiceOption?.code).toBe('air')
  })

  it('redeems gift cards for the orders area: never more than the balance', async () => {
    await t.call('POST', '/_emulator/reset', {})
    const taken = t.ctx.db.transaction(() => [
      t.services().purchase.redeemGiftCard('gift-50', 3000n),
      t.services().purchase.redeemGiftCard('GIFT-50', 9999n),
      t.services().purchase.redeemGiftCard('NO-SUCH', 100n),
    ])
    expect(taken).toEqual([3000n, 2000n, 0n])
    const settings = (await t.call('GET', SETTINGS)).json as {
      giftCards: { code: string; balance: string }[]
    }
    expect(settings.giftCards.find((g) => g.code === 'GIFT-50')?.balance).toBe('0.00')
  })
})
