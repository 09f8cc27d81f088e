/**
 * The calculation summary of a V2 cart (wire/cart-v2.md §6.2): what CalculateCart and
 * EstimateCart return beside the cart, and the only place with delivery, tax, fees, cart-level
 * discounts, the total, gift card deductions and the violations.
 * @module
 */

import type {
  ConvertedMoney,
  DeliveryMethod,
  DiscountSource,
  V2SelectedMembership,
} from './cart-v2-entity'
import type { DecimalString } from './common'
import type { TranslatableString } from './ecom-common'
import type { ApplicationError } from './errors'
import type { Details, Violation } from './purchase-totals'

/** One line as calculated. */
export interface LineItemSummary {
  lineItemId: string
  quantity: number
  /** After discounts; includes tax when `taxSummary.pricesIncludeTax`. */
  unitPrice: ConvertedMoney
  totalPrice?: ConvertedMoney
}

/** Which part of the cart a discount applies to. */
export type DiscountScope =
  | 'UNKNOWN_DISCOUNT_SCOPE'
  | 'CART_SUBTOTAL'
  | 'LINE_ITEM'
  | 'DELIVERY'
  | (string & {})

/** One discount of the cart, with its share per line for item-level ones. */
export interface Discount {
  name: TranslatableString
  source: DiscountSource
  scope: DiscountScope
  subscriptionCycles?: number
  total?: ConvertedMoney
  lineItemDiscounts?: { lineItemId?: string; amountOff?: ConvertedMoney }[]
}

/** The delivery method as calculated and its price before discounts. */
export interface DeliverySummary {
  method?: DeliveryMethod
  price?: ConvertedMoney
}

/** Where an additional fee comes from. */
export type V2AdditionalFeeSource =
  | 'UNKNOWN_ADDITIONAL_FEE_SOURCE'
  | 'SERVICE_PLUGIN'
  | 'LINE_ITEM'
  | 'DELIVERY'
  | 'PLATFORM'
  | (string & {})

/** An additional fee (handling, for example). */
export interface V2AdditionalFee {
  code?: string
  name?: TranslatableString
  providerAppId?: string
  /** Empty: the fee is for the whole cart. */
  lineItemIds?: string[]
  price?: ConvertedMoney
  subscriptionCycles?: number
  source: V2AdditionalFeeSource
}

/** One tax of the cart (one per rate applied). */
export interface Tax {
  name?: TranslatableString
  taxableAmount?: ConvertedMoney
  exemptAmount?: ConvertedMoney
  amount?: ConvertedMoney
}

/** The cart's taxes, per line, on delivery and on fees. */
export interface V2TaxSummary {
  taxes: Tax[]
  totalExempt?: ConvertedMoney
  pricesIncludeTax: boolean
  lineItemTaxes: { lineItemId: string; tax?: ConvertedMoney; rate?: DecimalString }[]
  deliveryTax?: ConvertedMoney
  additionalFeeTaxes: { additionalFeeCode: string; tax?: ConvertedMoney }[]
}

/** The amounts a buyer pays. */
export interface V2PriceSummary {
  /** Lines after their item-level discounts. */
  subtotal?: ConvertedMoney
  /** The cart-subtotal discount (a coupon on the whole cart); 0 without one. */
  discount?: ConvertedMoney
  /** Delivery after its discounts. */
  delivery?: ConvertedMoney
  additionalFees?: ConvertedMoney
  /** Tax on top of the prices; 0 when prices include tax. */
  tax?: ConvertedMoney
  /** Before gift cards. */
  total?: ConvertedMoney
}

/** How the total is paid: gift cards, memberships, now and later. */
export interface PaymentSummary {
  giftCards: { giftCardId: string; redeemAmount?: ConvertedMoney }[]
  memberships: { id: string; appId: string; lineItemIds?: string[] }[]
  subscriptionCharges: {
    lineItemIds?: string[]
    description?: string
    charges?: { cycleFrom?: number; cycleCount?: number; cycleBillingDate?: string }[]
  }[]
  requiresPaymentAfterGiftCard: boolean
  totalAfterGiftCards?: ConvertedMoney
  payNow?: ConvertedMoney
  payLater?: ConvertedMoney
  payAfterFreeTrial?: ConvertedMoney
}

/** Deprecated (removal 2026-08-01): use `violations`. */
export interface V2CalculationErrors {
  generalShippingCalculationError?: Details
  carrierErrors?: { errors: { carrierId: string; error?: Details }[] }
  selectedShippingOptionError?: Details
  taxCalculationError?: Details
  couponCalculationError?: Details
  giftCardCalculationError?: Details
  orderValidationErrors: ApplicationError[]
  membershipError?: Details
  discountsCalculationError?: Details
}

/** The kind of a business problem of the cart. */
export type ViolationCode =
  | 'GENERAL_CODE'
  | 'CUSTOM_VALIDATION'
  | 'EMPTY_CART'
  | 'LINE_ITEMS_OUT_OF_STOCK'
  | 'MEMBERS_ONLY_ITEM'
  | 'INVALID_COUPON_CODE'
  | 'INVALID_COUPON_STATUS'
  | 'CANNOT_APPLY_COUPON_DISCOUNT_WHEN_PURCHASING_GIFT_CARD'
  | 'MISSING_DELIVERY_ADDRESS'
  | 'MISSING_DELIVERY_METHOD'
  | 'DELIVERY_METHOD_NO_LONGER_AVAILABLE'
  | 'DELIVERY_METHOD_NOT_APPLIED_TO_ALL_LINE_ITEMS'
  | 'INVALID_GIFT_CARD_CODE'
  | 'INVALID_GIFT_CARD_STATUS'
  | 'CANNOT_PAY_FOR_GIFT_CARD_WITH_GIFT_CARD'
  | 'SUBTOTAL_BELOW_ORDER_MINIMUM'
  | 'INVALID_MEMBERSHIP_STATUS'
  | 'INVALID_POSTAL_CODE'
  | 'INVALID_SUBDIVISION'
  | 'SUBSCRIPTION_ITEM_NOT_SUPPORTED_ON_DEMO_CART'
  | 'GIFT_CARD_ITEM_NOT_SUPPORTED_ON_DEMO_CART'
  | 'GIFT_CARD_PAYMENT_NOT_SUPPORTED_ON_DEMO_CART'
  | 'MEMBERSHIP_PAYMENT_NOT_SUPPORTED_ON_DEMO_CART'
  | (string & {})

/** What a violation is about. */
export type ViolationScope =
  | 'GLOBAL'
  | 'LINE_ITEM'
  | 'DISCOUNT'
  | 'DELIVERY'
  | 'TAX'
  | 'MEMBERSHIP'
  | 'GIFT_CARD'
  | (string & {})

/** Why a coupon does not apply. */
export type InvalidCouponReason =
  | 'UNKNOWN_INVALID_COUPON_REASON'
  | 'EXPIRED'
  | 'DISABLED'
  | 'INACTIVE'
  | 'MAX_USAGE_EXCEEDED'
  | 'MAX_USAGE_PER_CUSTOMER_EXCEEDED'
  | 'NOT_APPLICABLE_TO_SUBSCRIPTIONS'
  | 'NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS'
  | 'MIN_LINE_ITEM_QUANTITY_NOT_REACHED'
  | 'MIN_SUBTOTAL_NOT_REACHED'
  | (string & {})

/** Why a gift card cannot pay. */
export type InvalidGiftCardReason =
  | 'UNKNOWN_INVALID_GIFT_CARD_REASON'
  | 'EXPIRED'
  | 'DISABLED'
  | 'EMPTY_BALANCE'
  | (string & {})

/** Data of an invalid coupon status (violation and application error). */
export interface InvalidCouponStatusErrorData {
  couponCode: string
  reason: InvalidCouponReason
  minLineItemQuantityNotReachedDetails?: { requiredMinimumQuantity: number }
  minSubtotalNotReachedDetails?: {
    requiredMinimumSubtotal?: ConvertedMoney
    originalDescription?: string
  }
}

/** Data of an invalid gift card status (violation and application error). */
export interface InvalidGiftCardStatusErrorData {
  giftCardCode: string
  reason: InvalidGiftCardReason
  giftCardId?: string
}

/** A business problem of the cart. ERROR blocks PlaceOrder; WARNING does not. */
export interface V2Violation {
  scope: ViolationScope
  code: ViolationCode
  description?: string
  severity: 'WARNING' | 'ERROR' | (string & {})
  customValidationData?: { target?: Violation['target'] }
  invalidCouponStatusData?: InvalidCouponStatusErrorData
  invalidCouponCodeData?: { couponCode: string }
  invalidGiftCardCodeData?: { giftCardCode: string; giftCardId?: string }
  invalidGiftCardStatusData?: InvalidGiftCardStatusErrorData
  lineItemsOutOfStockData?: { lineItemIds?: string[]; allLineItemsOutOfStock: boolean }
  membersOnlyItemData?: { lineItemIds?: string[] }
  subtotalBelowOrderMinimumData?: {
    minimumOrderSubtotal?: ConvertedMoney
    remainingAmount?: ConvertedMoney
  }
  invalidMembershipStatusData?: {
    membershipId?: string
    reason: 'UNKNOWN_INVALID_MEMBERSHIP_REASON' | (string & {})
  }
}

/** A cart's calculation. */
export interface CartSummary {
  cartId: string
  cartRevision: string
  /** New for every calculation. */
  calculationId: string
  lineItems: LineItemSummary[]
  discounts: Discount[]
  deliverySummary?: DeliverySummary
  additionalFees: V2AdditionalFee[]
  taxSummary?: V2TaxSummary
  priceSummary?: V2PriceSummary
  paymentSummary?: PaymentSummary
  /** From CalculateCart: pass it to PlaceOrder so the buyer pays the prices they saw. */
  priceVerificationToken?: string
  /** Deprecated (removal 2026-08-01): use `violations`. */
  calculationErrors?: V2CalculationErrors
  /** Deprecated (removal 2026-08-01): use `violations`. */
  spiViolations: Violation[]
  violations: V2Violation[]
}

/** A membership selection as an error names it. */
export interface InvalidMembershipEntry {
  invalidItemId?: { lineItemId?: string }
  selectedMembership?: V2SelectedMembership
}
