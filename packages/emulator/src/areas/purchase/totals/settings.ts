import { addressSchema, decimalString, lazySchema } from '@storefront-kit/wire'
import { z } from 'zod'

// Each schema is built on its first use (a settings write or a reset), not at every start.
const amount = lazySchema(() => decimalString({ gte: 0, lte: 1_000_000_000, maxScale: 2 }))
const percent = lazySchema(() => decimalString({ gte: 0, lte: 100, maxScale: 4 }))
const country = lazySchema(() =>
  z.string().regex(/^[A-Z]{2}$/, 'must be an ISO-3166 alpha-2 country code'),
)

/** One shipping option of a region: a flat rate, optionally free from a subtotal on. */
export const shippingOptionRuleSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1).max(100),
    title: z.string().min(1).max(250),
    /** Flat price per order. */
    rate: amount,
    /** Free when the items' subtotal after discounts reaches this amount. */
    freeAbove: amount.optional(),
    deliveryTime: z.string().max(500).optional(),
  }),
)

/** Where a set of options ships to: countries, optionally narrowed to subdivisions. */
export const shippingRegionSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    name: z.string().min(1).max(100),
    countries: z.array(country).min(1),
    /** ISO-3166-2 codes (`US-CA`); the region covers only these when given. */
    subdivisions: z.array(z.string()).optional(),
    options: z.array(shippingOptionRuleSchema).min(1),
  }),
)

/** Store pickup: offered for any destination, and without one. */
export const pickupRuleSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1).max(100),
    title: z.string().min(1).max(250),
    address: addressSchema,
    instructions: z.string().max(1000).optional(),
  }),
)

/** A tax rate of a country, or of one subdivision (more specific wins). */
export const taxRateRuleSchema = lazySchema(() =>
  z.object({
    country,
    subdivision: z.string().optional(),
    /** Percent, e.g. `"8.875"`. */
    rate: percent,
    name: z.string().min(1).max(200),
  }),
)

/** A fee added per order (handling). */
export const additionalFeeRuleSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1).max(100),
    name: z.string().min(1).max(50),
    amount,
    /** Only orders with a shippable item pay it. */
    shippableOnly: z.boolean().default(true),
    taxable: z.boolean().default(false),
  }),
)

/** A coupon: percentage, fixed amount or free shipping, optionally for some products only. */
export const couponRuleSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    code: z.string().min(1).max(100),
    name: z.string().min(1).max(200),
    type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING']),
    /** Percent for PERCENTAGE, amount for FIXED_AMOUNT; unused for FREE_SHIPPING. */
    value: decimalString({ gte: 0, maxScale: 4 }).optional(),
    /** Catalog item ids the coupon is limited to. */
    productIds: z.array(z.string()).optional(),
    minimumSubtotal: amount.optional(),
    startDate: z.iso.datetime().optional(),
    expirationDate: z.iso.datetime().optional(),
  }),
)

/** A gift card and its balance. */
export const giftCardRuleSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    code: z.string().min(1).max(100),
    balance: amount,
    expirationDate: z.iso.datetime().optional(),
    disabled: z.boolean().optional(),
  }),
)

/** An automatic discount of the store: a percentage or an amount, from a subtotal on. */
export const merchantDiscountRuleSchema = lazySchema(() =>
  z
    .object({
      id: z.string().min(1),
      name: z.string().min(1).max(200),
      percentage: decimalString({ gt: 0, lte: 100, maxScale: 2 }).optional(),
      amount: amount.optional(),
      minimumSubtotal: amount.optional(),
    })
    .refine((rule) => (rule.percentage === undefined) !== (rule.amount === undefined), {
      message: 'give exactly one of percentage and amount',
    }),
)

/** Everything the totals engine reads: the store's shipping, tax, fees and promotions. */
export const totalsSettingsSchema = lazySchema(() =>
  z.object({
    currency: z.literal('USD'),
    weightUnit: z.enum(['KG', 'LB']),
    /** Catalog prices include tax; tax is then extracted, not added. */
    taxIncludedInPrices: z.boolean(),
    /** Whether shipping is taxed at the destination's rate. */
    taxShipping: z.boolean(),
    taxRates: z.array(taxRateRuleSchema),
    shippingRegions: z.array(shippingRegionSchema),
    pickup: pickupRuleSchema.nullable(),
    additionalFees: z.array(additionalFeeRuleSchema),
    coupons: z.array(couponRuleSchema),
    giftCards: z.array(giftCardRuleSchema),
    merchantDiscounts: z.array(merchantDiscountRuleSchema),
  }),
)

/** The store's totals configuration (`GET/PUT /_emulator/commerce/settings`). */
export type TotalsSettings = z.output<typeof totalsSettingsSchema>
export type ShippingRegionRule = z.output<typeof shippingRegionSchema>
export type ShippingOptionRule = z.output<typeof shippingOptionRuleSchema>
export type PickupRule = z.output<typeof pickupRuleSchema>
export type TaxRateRule = z.output<typeof taxRateRuleSchema>
export type CouponRule = z.output<typeof couponRuleSchema>
export type GiftCardRule = z.output<typeof giftCardRuleSchema>
export type MerchantDiscountRule = z.output<typeof merchantDiscountRuleSchema>
export type AdditionalFeeRule = z.output<typeof additionalFeeRuleSchema>

/** A change of some top-level settings; each given key replaces its whole value. */
export const totalsSettingsChangeSchema = lazySchema(() => totalsSettingsSchema.partial())
