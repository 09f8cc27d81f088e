/**
 * The order entity (wire/orders.md "Types"). Shapes that differ from the checkout's carry an
 * `Order` prefix (orders price with `Price`, checkouts with `MultiCurrencyPrice`).
 * @module
 */
import type {
  AddressWithContact,
  DecimalString,
  ExtendedFields,
  Int64String,
  Price,
  StreetAddress,
  Timestamp,
} from './common'
import type {
  BuyerInfo,
  ChannelType,
  CreatedBy,
  CustomField,
  DeliveryTimeSlot,
  DiscountType,
  JurisdictionType,
  PickupMethod,
  TaxableAddress,
  TranslatableString,
  WeightUnit,
} from './ecom-common'
import type { Activity } from './orders-activities'
import type { LineItemTaxInfo, OrderItemTaxFullDetails, OrderLineItem } from './orders-line-items'

/** Order status values (SPEC §3 lists the first three; the platform adds PENDING and REJECTED). */
export const ORDER_STATUSES = [
  'INITIALIZED',
  'APPROVED',
  'CANCELED',
  'PENDING',
  'REJECTED',
] as const

/** An order's approval state: INITIALIZED → APPROVED or CANCELED. */
export type OrderStatus = (typeof ORDER_STATUSES)[number] | (string & {})

/** Order payment status values. */
export const PAYMENT_STATUSES = [
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const

/** Whether an order is paid (the order-level status; a transaction has {@link TransactionStatus}). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number] | (string & {})

/** Fulfillment status values. */
export const FULFILLMENT_STATUSES = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'] as const

/** Whether an order's items were fulfilled. */
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number] | (string & {})

/** Where an order's sale was attributed. */
export type AttributionSource = 'UNSPECIFIED' | 'FACEBOOK_ADS' | (string & {})

/** Totals of an order. */
export interface OrderPriceSummary {
  subtotal?: Price
  shipping?: Price
  tax?: Price
  discount?: Price
  total?: Price
  totalAdditionalFees?: Price
}

/** Conversion from the buyer's currency. */
export interface CurrencyConversionDetails {
  originalCurrency?: string
  conversionRate?: DecimalString
}

/** Address of a pickup point. */
export interface PickupAddress {
  country?: string
  subdivision?: string
  city?: string
  postalCode?: string
  streetAddress?: StreetAddress
  addressLine?: string
  addressLine2?: string
  countryFullname?: string
  subdivisionFullname?: string
}

/** Where and how an order is picked up. */
export interface OrderPickupDetails {
  address?: PickupAddress
  pickupMethod?: PickupMethod
}

/** How an order reaches the buyer: a destination or a pickup (one of the two). */
export interface OrderDeliveryLogistics {
  shippingDestination?: AddressWithContact
  pickupDetails?: OrderPickupDetails
  deliveryTime?: string
  instructions?: string
  /** Deprecated by the platform. */
  deliverByDate?: Timestamp
  deliveryTimeSlot?: DeliveryTimeSlot
}

/** Shipping cost of an order. */
export interface OrderShippingPrice {
  price?: Price
  totalPriceBeforeTax?: Price
  totalPriceAfterTax?: Price
  taxDetails?: OrderItemTaxFullDetails
  taxInfo?: LineItemTaxInfo
  discount?: Price
}

/** Shipping of an order. */
export interface OrderShippingInformation {
  carrierId?: string
  code?: string
  title: string
  logistics?: OrderDeliveryLogistics
  cost?: OrderShippingPrice
  region?: { name?: string }
}

/** One jurisdiction's tax over the whole order. */
export interface OrderTaxBreakdown {
  taxName: string
  taxType: string
  jurisdiction: string
  jurisdictionType: JurisdictionType
  rate: DecimalString
  aggregatedTaxAmount?: Price
}

/** Tax of the whole order. */
export interface OrderTaxInfo {
  totalTax?: Price
  taxBreakdown: OrderTaxBreakdown[]
  /** Read-only. */
  taxExempt?: boolean
}

/** Deprecated total tax of an order. */
export interface OrderTaxSummary {
  totalTax?: Price
}

/** A coupon applied to an order. */
export interface OrderCoupon {
  id: string
  code: string
  name: string
  amount?: Price
}

/** A discount the merchant gave. */
export interface OrderMerchantDiscount {
  discountReason?: 'UNSPECIFIED' | 'EXCHANGED_ITEMS' | 'BILLING_ADJUSTMENT' | (string & {})
  description?: string
  amount?: Price
}

/** An automatic discount rule. */
export interface OrderDiscountRule {
  id: string
  name: { original: string; translated?: string }
  amount?: Price
}

/** A discount's share on one line item. */
export interface LineItemDiscount {
  id?: string
  totalDiscount?: Price
}

/** A discount applied to an order: a coupon, a merchant discount or a rule (one of them). */
export interface OrderAppliedDiscount {
  coupon?: OrderCoupon
  merchantDiscount?: OrderMerchantDiscount
  discountRule?: OrderDiscountRule
  discountType: DiscountType
  /** Deprecated by the platform: use `lineItemDiscounts`. */
  lineItemIds?: string[]
  id?: string
  lineItemDiscounts?: LineItemDiscount[]
}

/** The channel an order came from. */
export interface ChannelInfo {
  type: ChannelType
  externalOrderId?: string
  externalOrderUrl?: string
}

/** An amount that may be negative (balance, rounding). */
export interface Balance {
  amount: DecimalString
  formattedAmount: string
}

/** Paid, refunded, authorized and outstanding amounts of an order. Read-only. */
export interface BalanceSummary {
  balance: Balance
  paid?: Price
  refunded?: Price
  authorized?: Price
  pendingRefund?: Price
  pending?: Price
  chargeback?: Price
  chargebackReversal?: Price
  platformFees?: Price
  totalMinusPlatformFees?: Price
  cashRoundingAdjustment: Balance
}

/** An extra fee on an order (handling, shipping surcharge...). */
export interface OrderAdditionalFee {
  code?: string
  name: string
  price?: Price
  taxDetails?: OrderItemTaxFullDetails
  taxInfo?: LineItemTaxInfo
  providerAppId?: string
  priceBeforeTax?: Price
  priceAfterTax?: Price
  id: string
  lineItemIds?: string[]
  source: 'SERVICE_PLUGIN' | 'ITEM' | 'MANUAL' | 'SHIPPING' | 'PLATFORM' | (string & {})
  taxableAddress?: TaxableAddress
}

/** Tag ids of one kind. */
export interface TagList {
  tagIds: string[]
}

/** Public and private tags of an order. */
export interface Tags {
  privateTags: TagList
  tags?: TagList
}

/** The business location an order belongs to. */
export interface BusinessLocation {
  id: string
  name: string
}

/** A platform fee on an order. */
export interface OrderPlatformFee {
  name?: TranslatableString
  amount?: Price
  lineItemId: string
  chargeType: 'PASS_ON' | 'ABSORBED' | (string & {})
  percentageRate: DecimalString
}

/** Platform fees of an order. */
export interface PlatformFeeSummary {
  total?: Price
  totalPassOn?: Price
  totalAbsorbed?: Price
  fees: OrderPlatformFee[]
}

/** An order (wire/orders.md). Read-only fields are set by the server. */
export interface Order {
  id: string
  /** Sequential order number, int64 as string. */
  number: Int64String
  createdDate?: Timestamp
  updatedDate?: Timestamp
  lineItems: OrderLineItem[]
  buyerInfo?: BuyerInfo
  paymentStatus: PaymentStatus
  fulfillmentStatus: FulfillmentStatus
  buyerLanguage?: string
  weightUnit: WeightUnit
  currency?: string
  currencyConversionDetails?: CurrencyConversionDetails
  taxIncludedInPrices: boolean
  siteLanguage?: string
  priceSummary?: OrderPriceSummary
  billingInfo?: AddressWithContact
  shippingInfo?: OrderShippingInformation
  buyerNote?: string
  status: OrderStatus
  archived?: boolean
  /** Deprecated by the platform: use `taxInfo`. */
  taxSummary?: OrderTaxSummary
  taxInfo?: OrderTaxInfo
  appliedDiscounts: OrderAppliedDiscount[]
  activities: Activity[]
  attributionSource: AttributionSource
  createdBy?: CreatedBy
  channelInfo?: ChannelInfo
  seenByAHuman?: boolean
  checkoutId?: string
  customFields: CustomField[]
  /** Read-only; on every order. */
  balanceSummary: BalanceSummary
  additionalFees: OrderAdditionalFee[]
  extendedFields?: ExtendedFields
  purchaseFlowId?: string
  recipientInfo?: AddressWithContact
  tags?: Tags
  purchasedDate?: Timestamp
  businessLocation?: BusinessLocation
  payAfterFreeTrial?: OrderPriceSummary
  platformFeeSummary?: PlatformFeeSummary
  imported: boolean
}
