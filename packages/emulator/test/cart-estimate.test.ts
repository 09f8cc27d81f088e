import type { Cart, Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CA, CART, CHECKOUTS, commerceEmulator, line } from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
beforeAll(() => {
  t = commerceEmulator()
})
afterAll(() => t.close())

const ALL = { calculateTax: true, calculateShipping: true, calculateAdditionalFees: true }
const amounts = (summary: Record<string, { amount: string } | undefined>) =>
  Object.fromEntries(Object.entries(summary).map(([key, value]) => [key, value?.amount]))

describe('estimate-totals', () => {
  it('covers the line items only unless tax, shipping and fees are asked for', async () => {
    const v = await t.visitor()
    await t.add(v, line('leather-card-wallet', 2), line('pour-over-coffee-set'))
    const plain = await t.estimate(v, { shippingAddress: CA })
    expect(amounts(plain.priceSummary as never)).toEqual({
      subtotal: '126.00',
      shipping: '0.00',
      tax: '0.00',
      discount: '0.00',
      total: '126.00',
      additionalFees: '0.00',
    })
    // 126.00: free standard shipping (≥ 75), CA 7.25 % per line: 5.655→5.66 and 3.48, handling 1.50.
    const full = await t.estimate(v, { shippingAddress: CA, ...ALL })
    expect(amounts(full.priceSummary as never)).toEqual({
      subtotal: '126.00',
      shipping: '0.00',
      tax: '9.14',
      discount: '0.00',
      total: '136.64',
      additionalFees: '1.50',
    })
    expect(full.priceSummary.total?.formattedAmount).toBe('$136.64')
    expect(
      full.calculatedLineItems.map((l) => l.pricesBreakdown?.taxDetails?.totalTax?.amount),
    ).toEqual(['5.66', '3.48'])
    expect(full.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      requestedShippingOption: false,
    })
    expect(full.taxSummary?.calculationDetails?.rateType).toBe('MANUAL_RATE')
    expect(full).toMatchObject({
      currency: 'USD',
      weightUnit: 'KG',
      violations: [],
      payNow: full.priceSummary,
    })
    expect(full.additionalFees[0]).toMatchObject({ code: 'handling', source: 'MANUAL' })
  })

  it('applies the cart coupon and a requested option; falls back to the cart address', async () => {
    const v = await t.visitor()
    await t.add(v, line('pour-over-coffee-set'))
    await t.api(v).patch(CART, { couponCode: 'SAVE10', cartInfo: { contactInfo: { address: CA } } })
    const result = await t.estimate(v, { selectedShippingOption: { code: 'express' }, ...ALL })
    // 48.00 − 4.80 = 43.20; express 14.99; tax 7.25 % of 43.20 = 3.132 → 3.13; handling 1.50.
    expect(amounts(result.priceSummary as never)).toMatchObject({
      discount: '4.80',
      shipping: '14.99',
      tax: '3.13',
      total: '62.82',
    })
    expect(result.appliedDiscounts[0]?.coupon).toMatchObject({
      code: 'SAVE10',
      amount: { amount: '4.80' },
    })
  })

  it('turns a coupon that expired after it was applied into a calculation error, not a crash', async () => {
    const now = Date.parse(((await t.call('GET', '/_emulator/clock')).json as { now: string }).now)
    const soon = new Date(now + 3_600_000).toISOString()
    const settings = (await t.call('GET', '/_emulator/commerce/settings')).json as {
      coupons: object[]
    }
    await t.settings({
      coupons: [
        ...settings.coupons,
        {
          id: 'flash',
          code: 'FLASH',
          name: 'Flash',
          type: 'PERCENTAGE',
          value: '50',
          expirationDate: soon,
        },
      ],
    })
    const v = await t.visitor()
    await t.add(v, line('pour-over-coffee-set'))
    expect((await t.api(v).patch(CART, { couponCode: 'FLASH' })).status).toBe(200)
    expect((await t.estimate(v)).priceSummary.discount?.amount).toBe('24.00')
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 7200 })
    const later = await t.estimate(v)
    expect(later.calculationErrors?.couponCalculationError?.applicationError?.code).toBe(
      'ERROR_COUPON_HAS_EXPIRED',
    )
    expect(later.priceSummary.total?.amount).toBe('48.00')
    await t.settings({ coupons: settings.coupons })
  })

  it('follows the settings: tax-included prices', async () => {
    await t.settings({ taxIncludedInPrices: true })
    try {
      const v = await t.visitor()
      const cart = await t.add(v, line('pour-over-coffee-set'))
      expect(cart.taxIncludedInPrices).toBe(true)
      const result = await t.estimate(v, { shippingAddress: { country: 'DE' }, ...ALL })
      // 48.00 includes 19 % VAT: 48 / 1.19 = 40.34 → tax 7.66, not added; shipping 19.99, handling 1.50.
      expect(amounts(result.priceSummary as never)).toMatchObject({ tax: '7.66', total: '69.49' })
    } finally {
      await t.settings({ taxIncludedInPrices: false })
    }
  })
})

describe('create-checkout from the cart', () => {
  it('makes the checkout once, then brings the same checkout up to date', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, line('leather-card-wallet'))
    await t.api(v).patch(CART, { couponCode: 'SAVE10', cartInfo: { buyerNote: 'ring twice' } })
    const first = await t.api(v).post(`${CART}/create-checkout`, {
      channelType: 'WEB',
      shippingAddress: CA,
      email: 'buyer@example.com',
    })
    const id = (first.json as { checkoutId: string }).checkoutId
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const after = (await t.api(v).get(CART)).json as { cart: Cart }
    expect(after.cart.checkoutId).toBe(id)
    let checkout = ((await t.api(v).get(`${CHECKOUTS}/${id}`)).json as { checkout: Checkout })
      .checkout
    expect(checkout).toMatchObject({
      cartId: cart.id,
      purchaseFlowId: cart.purchaseFlowId,
      channelType: 'WEB',
      buyerNote: 'ring twice',
      buyerInfo: { visitorId: v.id, memberId: '', email: 'buyer@example.com' },
      shippingInfo: {
        shippingDestination: { address: CA },
        selectedCarrierServiceOption: { code: 'standard' },
      },
    })
    expect(checkout.lineItems.map((l) => l.id)).toEqual(cart.lineItems.map((l) => l.id))
    expect(checkout.appliedDiscounts[0]?.coupon?.code).toBe('SAVE10')
    // 39.00 − 3.90 = 35.10; standard 5.99; tax 2.54 (35.10 × 7.25 % = 2.54475); handling 1.50.
    expect(checkout.priceSummary?.total?.amount).toBe('45.13')

    await t.add(v, line('pour-over-coffee-set'))
    const again = await t.api(v).post(`${CART}/create-checkout`, { channelType: 'WEB' })
    expect((again.json as { checkoutId: string }).checkoutId).toBe(id)
    checkout = ((await t.api(v).get(`${CHECKOUTS}/${id}`)).json as { checkout: Checkout }).checkout
    expect(checkout.lineItems).toHaveLength(2)
    expect(checkout.shippingInfo?.shippingDestination?.address).toEqual(CA)
    expect(t.events('wix.ecom.v1.checkout', id).map((e) => e.metadata.slug)).toEqual([
      'created',
      'updated',
    ])
    const byCart = (
      (await t.api(v).get(`${CHECKOUTS}/by-cart-id/${cart.id}`)).json as { checkout: Checkout }
    ).checkout
    expect(byCart.id).toBe(id)

    await t.api(v).post(`${CHECKOUTS}/${id}/mark-as-completed`)
    const fresh = await t.api(v).post(`${CART}/create-checkout`, { channelType: 'WEB' })
    expect((fresh.json as { checkoutId: string }).checkoutId).not.toBe(id)
  })
})
