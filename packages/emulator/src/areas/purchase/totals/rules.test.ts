import { describe, expect, it } from 'vitest'
import { allocate } from './allocate'
import { calculateTotals } from './calculate'
import type { TotalsSettings } from './settings'
import { percentToFraction } from './tax'
import { input, JP, mug, settings, tee } from './test-fixtures'
import type { TotalsInput } from './types'

const run = (more: Partial<TotalsInput> = {}, change: Partial<TotalsSettings> = {}) =>
  calculateTotals(settings(change), input([tee(2), mug(1)], more))

describe('totals engine: discounts, errors and shapes', () => {
  it('lists a coupon with its amount and lines; a misfit or unknown code is a calculation error', () => {
    const applied = run({ couponCode: 'TEES15' }).appliedDiscounts
    expect(applied).toEqual([
      {
        coupon: expect.objectContaining({
          code: 'TEES15',
          amount: expect.objectContaining({ amount: '7.50' }),
        }),
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: ['l-tee'],
      },
    ])
    const codes = ['SUMMER2020', 'NOPE', 'FIVEOFF'].map((couponCode) => {
      const lines = couponCode === 'FIVEOFF' ? [{ ...mug(1), unitPrice: 300n }] : [tee(1)]
      const result = calculateTotals(settings(), input(lines, { couponCode }))
      expect(result.appliedDiscounts).toEqual([])
      return result.calculationErrors.couponCalculationError?.applicationError?.code
    })
    expect(codes).toEqual([
      'ERROR_COUPON_HAS_EXPIRED',
      'ERROR_COUPON_DOES_NOT_EXIST',
      'ERROR_INVALID_SUBTOTAL',
    ])
    const notYet = run(
      { couponCode: 'LATER' },
      {
        coupons: [
          {
            id: 'c',
            code: 'LATER',
            name: 'x',
            type: 'PERCENTAGE',
            value: '5',
            startDate: '2030-01-01T00:00:00.000Z',
          },
        ],
      },
    )
    expect(notYet.calculationErrors.couponCalculationError?.applicationError?.code).toBe(
      'ERROR_COUPON_IS_NOT_ACTIVE_YET',
    )
    const noProducts = calculateTotals(settings(), input([mug(1)], { couponCode: 'TEES15' }))
    expect(noProducts.calculationErrors.couponCalculationError?.applicationError?.code).toBe(
      'ERROR_INVALID_PRODUCT',
    )
  })

  it('reports unusable gift cards as calculation errors and never charges them', () => {
    for (const [giftCardCode, code] of [
      ['GIFT-EMPTY', 'GIFT_CARD_IS_EMPTY'],
      ['GIFT-EXPIRED', 'GIFT_CARD_EXPIRED'],
      ['NO-SUCH-CARD', 'GIFT_CARD_NOT_FOUND'],
    ] as const) {
      const result = run({ giftCardCode })
      expect(result.calculationErrors.giftCardCalculationError?.applicationError?.code).toBe(code)
      expect(result.giftCard).toBeUndefined()
      expect(result.priceSummary.total.amount).toBe('74.50')
    }
    const paid = run({ giftCardCode: 'gift-50' }).giftCard
    expect(paid).toMatchObject({ obfuscatedCode: '****T-50', amount: { amount: '50.00' } })
  })

  it('offers the region options and pickup, and picks the first unless one is asked for', () => {
    const result = run()
    expect(result.shippingInfo.region?.name).toBe('United States')
    const codes = result.shippingInfo.carrierServiceOptions?.[0]?.shippingOptions?.map(
      (o) => o.code,
    )
    expect(codes).toEqual(['standard', 'express', 'store-pickup'])
    expect(result.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      requestedShippingOption: false,
      cost: { price: { amount: '5.99' } },
    })
    const pickup = result.shippingInfo.carrierServiceOptions?.[0]?.shippingOptions?.[2]
    expect(pickup?.logistics?.pickupDetails).toMatchObject({
      pickupMethod: 'STORE_PICKUP',
      businessLocation: true,
    })
  })

  it('selects nothing for an unserved country and reports a missing option', () => {
    const japan = run({ shippingAddress: JP })
    expect(japan.shippingSelected).toBe(false)
    expect(
      japan.shippingInfo.carrierServiceOptions?.[0]?.shippingOptions?.map((o) => o.code),
    ).toEqual(['store-pickup'])
    expect(japan.taxSummary.calculationDetails?.rateType).toBe('NO_TAX_COLLECTED')
    const nowhere = run({ shippingAddress: JP }, { pickup: null })
    expect(nowhere.calculationErrors.generalShippingCalculationError?.applicationError?.code).toBe(
      'NO_SHIPPING_OPTIONS',
    )
    const wrong = run({ selectedShippingOption: { code: 'teleport' } })
    expect(wrong.calculationErrors.selectedShippingOptionError?.applicationError?.code).toBe(
      'SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND',
    )
    expect(wrong.priceSummary.shipping.amount).toBe('0.00')
  })

  it('rounds tax per line, half away from zero', () => {
    const tenPercent = settings({
      taxRates: [{ country: 'US', rate: '10', name: 'Tax' }],
      additionalFees: [],
    })
    const lines = [
      { ...tee(1), unitPrice: 5n },
      { ...mug(1), unitPrice: 5n },
    ]
    const result = calculateTotals(tenPercent, input(lines, { calculateShipping: false }))
    expect(result.lines.map((line) => line.tax)).toEqual([1n, 1n])
    expect(result.priceSummary.tax.amount).toBe('0.02')
    expect(result.lines[0]?.taxRate).toBe('0.1')
  })

  it('taxes shipping when the store says so', () => {
    const result = run({}, { taxShipping: true })
    // 4.53 on the items plus 7.25% of 5.99 (0.434275 → 0.43).
    expect(result.priceSummary.tax.amount).toBe('4.96')
    expect(result.shippingInfo.selectedCarrierServiceOption?.cost?.totalPriceAfterTax?.amount).toBe(
      '6.42',
    )
  })
})

describe('allocate and rates', () => {
  it('splits exactly, largest remainders first', () => {
    expect(allocate(625n, [4998n, 1250n])).toEqual([500n, 125n])
    expect(allocate(3n, [1n, 1n, 1n])).toEqual([1n, 1n, 1n])
    expect(allocate(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n])
    expect(allocate(0n, [5n])).toEqual([0n])
    const parts = allocate(1001n, [333n, 333n, 334n, 1n])
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(1001n)
  })

  it('turns percents into exact fractions', () => {
    expect(['8.875', '20', '7.25', '0', '100', '0.5', '5'].map(percentToFraction)).toEqual([
      '0.08875',
      '0.2',
      '0.0725',
      '0',
      '1',
      '0.005',
      '0.05',
    ])
  })
})
