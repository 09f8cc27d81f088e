import { describe, expect, it } from 'vitest'
import { calculateTotals } from './calculate'
import type { TotalsSettings } from './settings'
import { DE, ebook, input, mug, NY, settings, tee } from './test-fixtures'
import type { TotalsInput } from './types'

interface Row {
  name: string
  settings?: Partial<TotalsSettings>
  input: TotalsInput
  subtotal: string
  discount: string
  shipping: string
  fees: string
  tax: string
  total: string
}

// Every figure worked out by hand (see docs/commerce.md, "How totals are computed").
const TABLE: Row[] = [
  {
    name: 'CA tax, standard shipping, handling',
    input: input([tee(2), mug(1)]),
    subtotal: '62.48',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.53',
    total: '74.50',
  },
  {
    name: 'SAVE10: 10% split over the lines',
    input: input([tee(2), mug(1)], { couponCode: 'SAVE10' }),
    subtotal: '62.48',
    discount: '6.25',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.08',
    total: '67.80',
  },
  {
    name: 'FIVEOFF: $5 off, over the minimum',
    input: input([tee(2), mug(1)], { couponCode: 'fiveoff ' }),
    subtotal: '62.48',
    discount: '5.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.16',
    total: '69.13',
  },
  {
    name: 'FREESHIP: shipping becomes a discount',
    input: input([tee(2), mug(1)], { couponCode: 'FREESHIP' }),
    subtotal: '62.48',
    discount: '5.99',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.53',
    total: '68.51',
  },
  {
    name: 'SUMMER2020: expired, no discount',
    input: input([tee(2), mug(1)], { couponCode: 'SUMMER2020' }),
    subtotal: '62.48',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.53',
    total: '74.50',
  },
  {
    name: 'TEES15: 15% off the featured line only',
    input: input([tee(2), mug(1)], { couponCode: 'TEES15' }),
    subtotal: '62.48',
    discount: '7.50',
    shipping: '5.99',
    fees: '1.50',
    tax: '3.99',
    total: '66.46',
  },
  {
    name: 'GIFT-50 pays part of the total',
    input: input([tee(2), mug(1)], { giftCardCode: 'GIFT-50' }),
    subtotal: '62.48',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.53',
    total: '24.50',
  },
  {
    name: 'GIFT-50 pays all of a small total',
    input: input([mug(1)], { giftCardCode: 'GIFT-50' }),
    subtotal: '12.50',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '0.91',
    total: '0.00',
  },
  {
    name: 'gift card capped by the requested amount',
    input: input([mug(1)], { giftCardCode: 'GIFT-50', giftCardRedeemAmount: 1000n }),
    subtotal: '12.50',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '0.91',
    total: '10.90',
  },
  {
    name: 'tax included (DE 19%): tax extracted, not added',
    settings: { taxIncludedInPrices: true },
    input: input([tee(2), mug(1)], { shippingAddress: DE }),
    subtotal: '62.48',
    discount: '0.00',
    shipping: '19.99',
    fees: '1.50',
    tax: '9.98',
    total: '83.97',
  },
  {
    name: 'tax included with SAVE10',
    settings: { taxIncludedInPrices: true },
    input: input([tee(2), mug(1)], { shippingAddress: DE, couponCode: 'SAVE10' }),
    subtotal: '62.48',
    discount: '6.25',
    shipping: '19.99',
    fees: '1.50',
    tax: '8.98',
    total: '77.72',
  },
  {
    name: 'NY 8.875%, rounded per line',
    input: input(
      [
        { ...tee(3), unitPrice: 99n },
        { ...mug(1), unitPrice: 101n },
      ],
      { shippingAddress: NY },
    ),
    subtotal: '3.98',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '0.35',
    total: '11.82',
  },
  {
    name: 'free standard shipping from $75',
    input: input([tee(4)]),
    subtotal: '99.96',
    discount: '0.00',
    shipping: '0.00',
    fees: '1.50',
    tax: '7.25',
    total: '108.71',
  },
  {
    name: 'express requested',
    input: input([tee(4)], { selectedShippingOption: { code: 'express' } }),
    subtotal: '99.96',
    discount: '0.00',
    shipping: '14.99',
    fees: '1.50',
    tax: '7.25',
    total: '123.70',
  },
  {
    name: 'digital only: no shipping, no handling, billing address taxes',
    input: input([ebook], { shippingAddress: undefined, billingAddress: NY }),
    subtotal: '9.99',
    discount: '0.00',
    shipping: '0.00',
    fees: '0.00',
    tax: '0.89',
    total: '10.88',
  },
  {
    name: 'automatic 10% from $500',
    input: input([tee(21)]),
    subtotal: '524.79',
    discount: '52.48',
    shipping: '0.00',
    fees: '1.50',
    tax: '34.24',
    total: '508.05',
  },
  {
    name: 'store pickup is taxed at the store',
    input: input([tee(2), mug(1)], {
      shippingAddress: NY,
      selectedShippingOption: { code: 'store-pickup' },
    }),
    subtotal: '62.48',
    discount: '0.00',
    shipping: '0.00',
    fees: '1.50',
    tax: '4.53',
    total: '68.51',
  },
  {
    name: 'line items only when nothing else is asked',
    input: input([tee(2), mug(1)], {
      couponCode: 'SAVE10',
      calculateTax: false,
      calculateShipping: false,
      calculateAdditionalFees: false,
    }),
    subtotal: '62.48',
    discount: '6.25',
    shipping: '0.00',
    fees: '0.00',
    tax: '0.00',
    total: '56.23',
  },
  {
    name: 'merchant discount given to the purchase, on one line',
    input: input([tee(2), mug(1)], {
      merchantDiscounts: [{ amount: 300n, lineItemIds: ['l-mug'] }],
    }),
    subtotal: '62.48',
    discount: '3.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '4.31',
    total: '71.28',
  },
  {
    name: 'FIVEOFF below its minimum: no discount',
    input: input([{ ...mug(1), unitPrice: 300n }], { couponCode: 'FIVEOFF' }),
    subtotal: '3.00',
    discount: '0.00',
    shipping: '5.99',
    fees: '1.50',
    tax: '0.22',
    total: '10.71',
  },
  {
    name: 'a fixed coupon never takes more than the items',
    settings: {
      coupons: [{ id: 'c-big', code: 'BIG', name: '$100 off', type: 'FIXED_AMOUNT', value: '100' }],
    },
    input: input([mug(1)], { couponCode: 'BIG' }),
    subtotal: '12.50',
    discount: '12.50',
    shipping: '5.99',
    fees: '1.50',
    tax: '0.00',
    total: '7.49',
  },
]

describe('totals engine: a table of carts, to the cent', () => {
  it.each(TABLE)('$name', (row) => {
    const result = calculateTotals(settings(row.settings), row.input)
    const summary = result.priceSummary
    expect({
      subtotal: summary.subtotal.amount,
      discount: summary.discount.amount,
      shipping: summary.shipping.amount,
      fees: summary.additionalFees.amount,
      tax: summary.tax.amount,
      total: summary.total.amount,
    }).toEqual({
      subtotal: row.subtotal,
      discount: row.discount,
      shipping: row.shipping,
      fees: row.fees,
      tax: row.tax,
      total: row.total,
    })
    // The parts always add up, in cents.
    const c = result.cents
    const taxAdded = row.settings?.taxIncludedInPrices ? 0n : c.tax
    expect(c.subtotal - c.discount + c.shipping + c.additionalFees + taxAdded - c.giftCard).toBe(
      c.total,
    )
    const lineDiscounts = result.lines.reduce((sum, line) => sum + line.discount, 0n)
    expect(lineDiscounts).toBeLessThanOrEqual(c.discount)
  })
})

describe('discount shares', () => {
  it('give each discount its own amount per line, adding up to the lines’ discounts', () => {
    const big = settings({
      merchantDiscounts: [
        { id: 'r1', name: '10% over $50', percentage: '10', minimumSubtotal: '50.00' },
      ],
    })
    const result = calculateTotals(big, input([tee(2), mug(1)], { couponCode: 'TEES15' }))
    expect(result.discountShares.map((s) => [s.kind, s.name, s.limited])).toEqual([
      ['AUTOMATIC_RULE', '10% over $50', false],
      ['COUPON', '15% off featured items', true],
    ])
    const [rule, coupon] = result.discountShares
    // 10% of 62.48 split over 49.98 and 12.50; then 15% of the tee's remaining 44.98.
    expect(rule?.perLine).toEqual([500n, 125n])
    expect(coupon?.perLine).toEqual([675n, 0n])
    expect(coupon?.couponCode).toBe('TEES15')
    const byLine = result.lines.map((line) => line.discount)
    expect(byLine).toEqual([1175n, 125n])
  })

  it('name a free-shipping coupon’s amount off delivery once delivery is priced', () => {
    const result = calculateTotals(settings(), input([mug(1)], { couponCode: 'FREESHIP' }))
    expect(result.discountShares).toEqual([
      expect.objectContaining({
        kind: 'COUPON',
        couponCode: 'FREESHIP',
        perLine: [0n],
        delivery: 599n,
      }),
    ])
  })
})
