import type {
  AdditionalFee,
  Address,
  ApplicationError,
  AppliedDiscount,
  CalculationErrors,
  GiftCard,
  PriceSummary,
  ShippingInformation,
  TaxSummary,
} from '@storefront-kit/wire'
import type { Cents } from '../../../platform/money'
import type { DiscountShare } from './discounts'

/** One line as the engine sees it: a unit price in cents and a quantity. */
export interface TotalsLine {
  id: string
  /** Catalog item id, for coupons limited to some products. */
  catalogItemId?: string
  unitPrice: Cents
  quantity: number
  shippable: boolean
}

/** A discount the merchant gave this purchase (cart or checkout), not a store rule. */
export interface GivenMerchantDiscount {
  amount: Cents
  /** Lines it applies to; every line when absent or empty. */
  lineItemIds?: string[]
}

/** Everything a calculation depends on besides the store settings. */
export interface TotalsInput {
  lines: TotalsLine[]
  couponCode?: string
  giftCardCode?: string
  /** Take at most this much from the gift card. */
  giftCardRedeemAmount?: Cents
  merchantDiscounts?: GivenMerchantDiscount[]
  shippingAddress?: Address
  billingAddress?: Address
  /** The option the buyer asked for; otherwise the region's first option is picked. */
  selectedShippingOption?: { code: string; carrierId?: string }
  calculateTax: boolean
  calculateShipping: boolean
  calculateAdditionalFees: boolean
  /** Emulated time in ms (coupon and gift card dates). */
  now: number
}

/** Computed amounts of one line. */
export interface LineTotals {
  id: string
  unitPrice: Cents
  /** Unit price × quantity. */
  lineItemPrice: Cents
  discount: Cents
  taxableAmount: Cents
  tax: Cents
  /** Fraction, e.g. `"0.0725"`. */
  taxRate: string
  /** The name of the tax rate applied (`"California sales tax"`), when one applied. */
  taxName?: string
  totalPriceBeforeTax: Cents
  totalPriceAfterTax: Cents
}

/** The amounts behind the price summary, in cents. */
export interface SummaryCents {
  subtotal: Cents
  /** Item discounts plus the shipping discount. */
  discount: Cents
  shipping: Cents
  tax: Cents
  additionalFees: Cents
  giftCard: Cents
  /** After discounts, tax and gift card: what the buyer pays. */
  total: Cents
}

/** A calculation: wire parts ready to answer, plus the cents behind them. */
export interface TotalsResult {
  lines: LineTotals[]
  /** Each discount with its amount per line (and off delivery), in the order they applied. */
  discountShares: DiscountShare[]
  cents: SummaryCents
  priceSummary: Required<PriceSummary>
  shippingInfo: ShippingInformation
  taxSummary: TaxSummary
  appliedDiscounts: AppliedDiscount[]
  calculationErrors: CalculationErrors & { orderValidationErrors: ApplicationError[] }
  giftCard?: GiftCard
  additionalFees: AdditionalFee[]
  /** Whether the purchase has an item to ship. */
  shippingNeeded: boolean
  /** Whether a shipping option is selected. */
  shippingSelected: boolean
}
