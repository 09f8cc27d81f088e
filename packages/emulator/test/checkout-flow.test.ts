import type { Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, CA, CHECKOUTS, commerceEmulator, line, type Who } from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
let v: Who
beforeAll(async () => {
  t = commerceEmulator()
  v = await t.visitor()
})
afterAll(() => t.close())

const checkoutOf = (res: { status: number; text: string; json: unknown }) => {
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`)
  return (res.json as { checkout: Checkout }).checkout
}
const amount = (
  checkout: Checkout,
  key: 'subtotal' | 'shipping' | 'tax' | 'discount' | 'total' | 'additionalFees',
) => checkout.priceSummary?.[key]?.amount

describe('checkouts', () => {
  it('creates a checkout with lines, coupon, gift card and every always-present field', async () => {
    const checkout = await t.createCheckout(v, {
      lineItems: [line('leather-card-wallet', 2)],
      couponCode: 'FIVEOFF',
      giftCardCode: 'GIFT-50',
      checkoutInfo: {
        shippingInfo: { shippingDestination: { address: CA } },
        buyerInfo: { email: 'b@example.com' },
      },
    })
    expect(checkout).toMatchObject({
      channelType: 'WEB',
      completed: false,
      currency: 'USD',
      conversionCurrency: 'USD',
      paymentCurrency: 'USD',
      weightUnit: 'KG',
      siteLanguage: 'en',
      buyerLanguage: 'en',
      taxIncludedInPrice: false,
      customFields: [],
      violations: [],
      createdBy: { visitorId: v.id, memberId: '', userId: '', appId: '' },
      buyerInfo: { visitorId: v.id, memberId: '', email: 'b@example.com' },
      membershipOptions: {
        eligibleMemberships: [],
        invalidMemberships: [],
        selectedMemberships: { memberships: [] },
      },
      customSettings: { lockGiftCard: false, lockCouponCode: false },
      calculationErrors: { orderValidationErrors: [] },
      giftCard: { obfuscatedCode: '****T-50', amount: { amount: '50.00' } },
    })
    // 78.00 − 5.00 = 73.00 (< 75: standard 5.99); tax: 7.25 % of 73.00 = 5.2925 → 5.29; handling 1.50;
    // 85.78 − 50.00 gift card = 35.78.
    expect([
      amount(checkout, 'discount'),
      amount(checkout, 'shipping'),
      amount(checkout, 'tax'),
      amount(checkout, 'total'),
    ]).toEqual(['5.00', '5.99', '5.29', '35.78'])
    expect(checkout.lineItems[0]).toMatchObject({
      taxDetails: { taxRate: '0.0725' },
      discount: { amount: '5.00' },
      media: { id: expect.any(String) },
    })
    expect(
      checkout.shippingInfo?.carrierServiceOptions?.[0]?.shippingOptions?.map((o) => o.code),
    ).toEqual(['standard', 'express', 'store-pickup'])
    expect(checkout.shippingInfo?.region).toMatchObject({ name: 'United States' })
    expect(t.events('wix.ecom.v1.checkout', checkout.id).map((e) => e.metadata.eventType)).toEqual([
      'wix.ecom.v1.checkout_created',
    ])
  })

  it('updates fields (with and without a mask), codes and lines; removes coupon, gift card and URL', async () => {
    const created = await t.createCheckout(v, {
      lineItems: [line('pour-over-coffee-set')],
      overrideCheckoutUrl: 'https://shop.example/checkout',
    })
    const path = `${CHECKOUTS}/${created.id}`
    expect((await t.api(v).get(`${path}/checkout-url`)).json).toEqual({
      checkoutUrl: 'https://shop.example/checkout',
    })
    // The platform's older alias answers the same (wire: GetWixCheckoutURL).
    expect((await t.api(v).get(`${path}/wix-checkout-url`)).json).toEqual({
      checkoutUrl: 'https://shop.example/checkout',
    })
    let checkout = checkoutOf(
      await t.api(v).patch(path, {
        checkout: {
          id: created.id,
          buyerNote: 'leave at door',
          billingInfo: { address: CA, contactDetails: { firstName: 'Ann' } },
          shippingInfo: {
            shippingDestination: { address: CA },
            selectedCarrierServiceOption: { code: 'express' },
          },
        },
        couponCode: 'SAVE10',
        giftCardCode: 'GIFT-50',
        lineItems: [line('pour-over-coffee-set', 2)],
      }),
    )
    expect(checkout.lineItems.map((l) => l.quantity)).toEqual([3])
    expect(checkout.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      requestedShippingOption: true,
    })
    expect(checkout.billingInfo?.contactDetails?.firstName).toBe('Ann')
    // 144.00 − 14.40 = 129.60; express 14.99; tax 9.396 → 9.40; handling 1.50 → 155.49 − 50 = 105.49.
    expect(amount(checkout, 'total')).toBe('105.49')
    checkout = checkoutOf(
      await t.api(v).patch(path, {
        checkout: { buyerNote: 'ignored', billingInfo: {} },
        fieldMask: 'billingInfo.contactDetails',
      }),
    )
    expect(checkout.buyerNote).toBe('leave at door')
    expect(checkout.billingInfo).toEqual({ address: CA })
    checkout = checkoutOf(await t.api(v).post(`${path}/remove-coupon`))
    expect(checkout.appliedDiscounts).toEqual([])
    checkout = checkoutOf(await t.api(v).post(`${path}/remove-gift-card`))
    expect(checkout.giftCard).toBeUndefined()
    expect(amount(checkout, 'total')).toBe('170.93')
    await t.api(v).post(`${path}/remove-override-checkout-url`)
    expect((await t.api(v).get(`${path}/checkout-url`)).json).toEqual({
      checkoutUrl: `${t.ctx.publicUrl()}/__hosted/checkout?checkoutId=${created.id}`,
    })
    const slugs = t.events('wix.ecom.v1.checkout', created.id).map((e) => e.metadata.slug)
    expect(slugs).toEqual(['created', 'updated', 'updated', 'updated', 'updated', 'updated'])
  })

  it('fills the always-present fields inside given addresses', async () => {
    const checkout = await t.createCheckout(v, {
      checkoutInfo: {
        billingInfo: {
          address: { ...CA, streetAddress: { name: 'Main St' } },
          contactDetails: { vatId: { id: '123' } },
        },
      },
    })
    expect(checkout.billingInfo).toMatchObject({
      address: { streetAddress: { name: 'Main St', number: '' } },
      contactDetails: { vatId: { id: '123', type: 'UNSPECIFIED' } },
    })
  })

  it('adds, re-quantifies and removes lines', async () => {
    const created = await t.createCheckout(v, { lineItems: [line('leather-card-wallet')] })
    const path = `${CHECKOUTS}/${created.id}`
    let checkout = checkoutOf(
      await t.api(v).post(`${path}/add-to-checkout`, {
        lineItems: [line('pour-over-coffee-set'), line('leather-card-wallet')],
      }),
    )
    expect(checkout.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Leather Card Wallet', 2],
      ['Pour-Over Coffee Set', 1],
    ])
    const [wallet, set] = checkout.lineItems
    checkout = checkoutOf(
      await t
        .api(v)
        .post(`${path}/update-line-items-quantity`, { lineItems: [{ id: set?.id, quantity: 4 }] }),
    )
    expect(checkout.lineItems[1]).toMatchObject({
      quantity: 4,
      lineItemPrice: { amount: '192.00' },
    })
    checkout = checkoutOf(
      await t.api(v).post(`${path}/remove-line-items`, { lineItemIds: [wallet?.id] }),
    )
    expect(checkout.lineItems.map((l) => l.id)).toEqual([set?.id])
    expect(amount(checkout, 'subtotal')).toBe('192.00')
  })

  it('store pickup needs no address; digital items need no shipping', async () => {
    const pickup = await t.createCheckout(v, {
      lineItems: [line('pour-over-coffee-set')],
      checkoutInfo: { shippingInfo: { selectedCarrierServiceOption: { code: 'store-pickup' } } },
    })
    expect(pickup.shippingInfo?.selectedCarrierServiceOption).toMatchObject({
      code: 'store-pickup',
      logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP', businessLocation: true } },
    })
    expect(amount(pickup, 'tax')).toBe('3.48')
    const digital = await t.createCheckout(v, { lineItems: [line('houseplant-handbook-ebook')] })
    expect(digital.shippingInfo?.carrierServiceOptions).toEqual([])
    expect(digital.additionalFees).toEqual([])
    expect(amount(digital, 'total')).toBe('12.00')
  })

  it('completes: completed flag, completed event with the checkout, no more changes', async () => {
    const created = await t.createCheckout(v, {
      lineItems: [line('leather-card-wallet')],
      checkoutInfo: { customSettings: { disabledManualPayment: true } },
    })
    const path = `${CHECKOUTS}/${created.id}`
    expect((await t.api(v).get(`${path}/payment-settings`)).json).toEqual({
      paymentSettings: { blockedPaymentOptions: ['MANUAL'] },
    })
    expect((await t.api(v).post(`${path}/mark-as-completed`)).json).toEqual({})
    expect((await t.api(v).post(`${path}/mark-as-completed`)).status).toBe(200)
    expect(checkoutOf(await t.api(v).get(path)).completed).toBe(true)
    const completed = t
      .events('wix.ecom.v1.checkout', created.id)
      .filter((e) => e.metadata.slug === 'completed')
    expect(completed).toHaveLength(1)
    expect((completed[0]?.data as { checkout?: Checkout } | undefined)?.checkout?.completed).toBe(
      true,
    )
    expect(completed[0]?.metadata.identity).toEqual({
      identityType: 'ANONYMOUS_VISITOR',
      anonymousVisitorId: v.id,
    })
    const add = await t
      .api(v)
      .post(`${path}/add-to-checkout`, { lineItems: [line('leather-card-wallet')] })
    expect([add.status, appCode(add)]).toEqual([428, 'CHECKOUT_IS_COMPLETE'])
  })

  it('lets the API key create checkouts with custom lines (no owner identity behind them)', async () => {
    const checkout = await t.createCheckout(t.owner, {
      customLineItems: [
        {
          quantity: 1,
          price: '100',
          itemType: { preset: 'DIGITAL' },
          productName: { original: 'Consulting' },
        },
      ],
      checkoutInfo: { buyerInfo: { email: 'client@example.com' } },
      channelType: 'BACKOFFICE_MERCHANT',
    })
    expect(checkout.createdBy?.appId).toMatch(/^[0-9a-f-]{36}$/)
    expect(checkout.buyerInfo).toMatchObject({
      visitorId: '',
      memberId: '',
      email: 'client@example.com',
    })
    expect(amount(checkout, 'total')).toBe('100.00')
    expect((await t.api(v).get(`${CHECKOUTS}/${checkout.id}`)).status).toBe(404)
  })
})
