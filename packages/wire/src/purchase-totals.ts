/**
 * Totals the current cart's estimate and the checkout share (wire/cart.md, checkout.md): price
 * summary, gift card, tax, shipping options, applied discounts, calculation errors, additional
 * fees and violations. Money here is a `MultiCurrencyPrice`; orders use `Price`.
 * @module
 */
import type { Address, DecimalString, MultiCurrencyPrice, Timestamp } from './common'
import type { DiscountType, JurisdictionType, PickupMethod, TaxableAddress } from './ecom-common'
import type { ApplicationError, FieldViolation } from './errors'

/** Totals of a cart estimate or a checkout. */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice
  shipping?: MultiCurrencyPrice
  tax?: MultiCurrencyPrice
  discount?: MultiCurrencyPrice
  /** After discounts, gift card and tax. */
  total?: MultiCurrencyPrice
  additionalFees?: MultiCurrencyPrice
}

/** The gift card applied to a purchase. */
export interface GiftCard {
  /** Deprecated. */
  id: string
  obfuscatedCode: string
  /** The amount taken from the card. */
  amount?: MultiCurrencyPrice
  appId: string
  externalId?: string
  requestedAmount?: MultiCurrencyPrice
}

/** Tax of one rate (deprecated form). */
export interface TaxRateBreakdown {
  name?: string
  rate?: DecimalString
  tax?: MultiCurrencyPrice
}

/** Tax of one jurisdiction. */
export interface TaxBreakdown {
  jurisdiction?: string
  nonTaxableAmount?: MultiCurrencyPrice
  /** Fraction, e.g. `"0.08875"`. */
  rate?: DecimalString
  taxAmount?: MultiCurrencyPrice
  taxableAmount?: MultiCurrencyPrice
  taxType?: string
  taxName?: string
  jurisdictionType?: JurisdictionType
}

/** Tax of one line, fee or shipping price. */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice
  /** Fraction 0..1, e.g. `"0.0725"`. */
  taxRate: DecimalString
  totalTax?: MultiCurrencyPrice
  rateBreakdown?: TaxRateBreakdown[]
  taxBreakdown?: TaxBreakdown[]
}

/** How tax was calculated. */
export type RateType =
  | 'NO_TAX_COLLECTED'
  | 'MANUAL_RATE'
  | 'AUTO_RATE'
  | 'FALLBACK_RATE'
  | (string & {})

/** Why a manual rate applied. */
export type ManualCalculationReason =
  | 'GLOBAL_SETTING_TO_MANUAL'
  | 'REGION_SETTING_TO_MANUAL'
  | (string & {})

/** Why automatic tax fell back. */
export type FallbackReason = 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED' | (string & {})

/** Details of the tax calculation (deprecated on the wire, still sent). */
export interface TaxCalculationDetails {
  manualRateReason?: ManualCalculationReason
  autoTaxFallbackDetails?: { fallbackReason: FallbackReason; error?: ApplicationError }
  rateType: RateType
}

/** Tax over the whole purchase. */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice
  totalTax?: MultiCurrencyPrice
  calculationDetails?: TaxCalculationDetails
}

/** Kinds of extra charge on a shipping option. */
export type ChargeType = 'HANDLING_FEE' | 'INSURANCE' | (string & {})

/** Where a pickup happens. */
export interface PickupDetails {
  address?: Address
  /** Deprecated. */
  businessLocation?: boolean
  pickupMethod?: PickupMethod
}

/** When and how an option delivers. */
export interface DeliveryLogistics {
  deliveryTime?: string
  instructions?: string
  pickupDetails?: PickupDetails
}

/** A carrier of a delivery allocation. */
export interface Carrier {
  appId?: string
  code: string
}

/** A delivery region of an allocation. */
export interface Region {
  id?: string
  name?: string
}

/** Which line items an allocation covers. */
export interface DeliveryAllocation {
  deliveryCarrier?: Carrier
  deliveryRegion?: Region
  applicableLineItems?: { lineItemIds?: string[] }
}

/** An extra charge of a shipping option. */
export interface OtherCharge {
  type: ChargeType
  price?: MultiCurrencyPrice
  details?: string
}

/** Price of a shipping option. */
export interface ShippingPrice {
  price?: MultiCurrencyPrice
  otherCharges?: OtherCharge[]
}

/** One option a carrier offers. */
export interface ShippingOption {
  code: string
  title?: string
  logistics?: DeliveryLogistics
  cost?: ShippingPrice
  deliveryAllocations?: DeliveryAllocation[]
  partial?: boolean
}

/** The options of one carrier. */
export interface CarrierServiceOption {
  carrierId: string
  shippingOptions?: ShippingOption[]
}

/** Prices of the selected shipping option. */
export interface SelectedCarrierServiceOptionPrices {
  totalPriceAfterTax?: MultiCurrencyPrice
  totalPriceBeforeTax?: MultiCurrencyPrice
  taxDetails?: ItemTaxFullDetails
  totalDiscount?: MultiCurrencyPrice
  price?: MultiCurrencyPrice
}

/** An extra charge of the selected option (deprecated → additional fees). */
export interface SelectedCarrierServiceOptionOtherCharge {
  type: ChargeType
  details?: string
  cost?: SelectedCarrierServiceOptionPrices
}

/** The shipping option in use. */
export interface SelectedCarrierServiceOption {
  code: string
  title?: string
  logistics?: DeliveryLogistics
  cost?: SelectedCarrierServiceOptionPrices
  /** Whether the buyer asked for it (false when the platform picked it). */
  requestedShippingOption?: boolean
  otherCharges?: SelectedCarrierServiceOptionOtherCharge[]
  carrierId?: string
  deliveryAllocations?: DeliveryAllocation[]
  partial?: boolean
}

/** The shipping region a destination falls in. */
export interface ShippingRegion {
  id?: string
  name?: string
}

/** Shipping of a cart estimate. */
export interface ShippingInformation {
  region?: ShippingRegion
  selectedCarrierServiceOption?: SelectedCarrierServiceOption
  carrierServiceOptions?: CarrierServiceOption[]
}

/** A coupon as applied, with the amount it took off. */
export interface AppliedCoupon {
  id: string
  code: string
  amount?: MultiCurrencyPrice
  name?: string
}

/** A discount the merchant gave (fixed or percentage). */
export interface AppliedMerchantDiscount {
  amount?: MultiCurrencyPrice
  /** 0.01..100. */
  percentage?: number
}

/** An automatic discount rule. */
export interface AppliedDiscountRule {
  id?: string
  name?: { original: string; translated?: string }
  amount?: MultiCurrencyPrice
}

/** One discount in effect: from a coupon, the merchant or a rule (one of the three). */
export interface AppliedDiscount {
  coupon?: AppliedCoupon
  merchantDiscount?: AppliedMerchantDiscount
  discountRule?: AppliedDiscountRule
  discountType?: DiscountType
  lineItemIds?: string[]
}

/** One kind of error: application, validation or system (one of the three). */
export interface Details {
  applicationError?: ApplicationError
  validationError?: { fieldViolations: FieldViolation[] }
  systemError?: { errorCode?: string }
  /** Deprecated. */
  tracing?: Record<string, string>
}

/** Errors of single carriers. */
export interface CarrierErrors {
  errors: { carrierId: string; error?: Details }[]
}

/** What could not be calculated; an answer with errors still carries the other totals. */
export interface CalculationErrors {
  generalShippingCalculationError?: Details
  carrierErrors?: CarrierErrors
  selectedShippingOptionError?: Details
  taxCalculationError?: Details
  couponCalculationError?: Details
  /** Deprecated. */
  giftCardCalculationError?: Details
  orderValidationErrors?: ApplicationError[]
  membershipError?: Details
  discountsCalculationError?: Details
}

/** A membership the buyer has. */
export interface Membership {
  id: string
  appId: string
  name?: { original: string; translated?: string }
  lineItemIds?: string[]
  credits?: { total: number; remaining: number }
  expirationDate?: Timestamp
  additionalData?: Record<string, unknown>
}

/** A membership that cannot pay for the items, and why. */
export interface InvalidMembership {
  membership?: Membership
  reason: string
}

/** A membership chosen for some line items. */
export interface HostSelectedMembership {
  id: string
  appId: string
  lineItemIds: string[]
}

/** Where an additional fee comes from. */
export type AdditionalFeeSource =
  | 'UNKNOWN_ADDITIONAL_FEE_SOURCE'
  | 'SERVICE_PLUGIN'
  | 'ITEM'
  | 'MANUAL'
  | 'SHIPPING'
  | 'PLATFORM'
  | (string & {})

/** A fee added to the purchase (handling, ...). */
export interface AdditionalFee {
  code?: string
  name: string
  price?: MultiCurrencyPrice
  taxDetails?: ItemTaxFullDetails
  providerAppId?: string
  priceBeforeTax?: MultiCurrencyPrice
  priceAfterTax?: MultiCurrencyPrice
  lineItemIds?: string[]
  source: AdditionalFeeSource
  translatedName?: string
  taxableAddress?: TaxableAddress
}

/** How serious a violation is. */
export type Severity = 'WARNING' | 'ERROR' | (string & {})

/** A business rule the purchase breaks (shown to the buyer). */
export interface Violation {
  severity: Severity
  target?: {
    other?: { name: 'OTHER_DEFAULT' | (string & {}) }
    lineItem?: { name: 'LINE_ITEM_DEFAULT' | (string & {}); id?: string }
  }
  description?: string
}
