/**
 * Commerce shapes shared by the cart, checkout and orders areas (wire/cart.md, checkout.md,
 * orders.md): channel, item type, product name, description lines, buyer, tax address.
 * Shapes that differ per area (prices as `MultiCurrencyPrice` in checkouts, `Price` in orders)
 * live in the area's own file.
 * @module
 */

/** Sales channels an order or checkout comes from (SPEC §3, 15 public values plus newer ones). */
export const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
] as const

/** One of {@link CHANNEL_TYPES}; clients tolerate values not listed. */
export type ChannelType = (typeof CHANNEL_TYPES)[number] | (string & {})

/** Preset item types. */
export const ITEM_TYPE_PRESETS = [
  'UNRECOGNISED',
  'PHYSICAL',
  'DIGITAL',
  'GIFT_CARD',
  'SERVICE',
] as const

/** One of {@link ITEM_TYPE_PRESETS}. */
export type ItemTypePreset = (typeof ITEM_TYPE_PRESETS)[number] | (string & {})

/** An item's type: a preset or a custom name (one of the two). */
export interface ItemType {
  preset?: ItemTypePreset
  custom?: string
}

/** How an item is paid for. */
export const PAYMENT_OPTION_TYPES = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
] as const

/** One of {@link PAYMENT_OPTION_TYPES}. */
export type PaymentOptionType = (typeof PAYMENT_OPTION_TYPES)[number] | (string & {})

/** Weight units of a store. */
export type WeightUnit = 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' | (string & {})

/** Kinds of tax jurisdiction. */
export type JurisdictionType =
  | 'UNDEFINED'
  | 'COUNTRY'
  | 'STATE'
  | 'COUNTY'
  | 'CITY'
  | 'SPECIAL'
  | (string & {})

/** What a discount applies to. */
export type DiscountType = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING' | (string & {})

/** Which address decides an item's tax. */
export type TaxableAddressType = 'BUSINESS' | 'BILLING' | 'SHIPPING' | (string & {})

/** The address type that decides an item's tax. */
export interface TaxableAddress {
  addressType?: TaxableAddressType
}

/** Pickup methods. */
export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT' | (string & {})

/** Subscription billing frequencies. */
export type SubscriptionFrequency = 'UNDEFINED' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | (string & {})

/** A free trial before a subscription's first charge. */
export interface FreeTrialPeriod {
  frequency?: SubscriptionFrequency
  interval?: number
}

/** How a subscription item renews. */
export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency
  interval?: number
  autoRenewal?: boolean
  billingCycles?: number
  enableCustomerCancellation?: boolean
  freeTrialPeriod?: FreeTrialPeriod
}

/** A product's name, original and translated. */
export interface ProductName {
  original: string
  translated?: string
}

/** Text with a translation (modifiers, decimal quantities). */
export interface TranslatableString {
  original: string
  translated?: string
}

/** Free text shown with a price (`"per month"`). */
export interface PriceDescription {
  original: string
  translated?: string
}

/** A plain-text description line value. */
export interface PlainTextValue {
  original?: string
  translated?: string
}

/** A color description line value. */
export interface DescriptionLineColor {
  original?: string
  translated?: string
  /** Hex color code. */
  code?: string
}

/** Name of a description line (`"Size"`). */
export interface DescriptionLineName {
  original?: string
  translated?: string
}

/** One line describing a chosen option (`Size: M`): its name, and `plainText` or `colorInfo`. */
export interface DescriptionLine {
  plainText?: PlainTextValue
  colorInfo?: DescriptionLineColor
  name: DescriptionLineName
}

/** Weight, SKU and whether the item ships. */
export interface PhysicalProperties {
  weight?: number
  sku?: string
  shippable?: boolean
}

/** Who created a checkout or order (one of the ids). */
export interface CreatedBy {
  userId?: string
  memberId?: string
  visitorId?: string
  appId?: string
}

/** The buyer: a visitor or a member (one of the two), with contact id and e-mail. */
export interface BuyerInfo {
  visitorId?: string
  memberId?: string
  /** Read-only. */
  contactId?: string
  email?: string
}

/** A custom field collected at checkout. */
export interface CustomField {
  /** Any JSON value; required (it may be `null`). */
  value: unknown
  title: string
  translatedTitle?: string
}

/** Start and end of a delivery window. */
export interface DeliveryTimeSlot {
  from?: string
  to?: string
}

/** When an item is a service booked for a date. */
export interface ServiceProperties {
  scheduledDate?: string
  numberOfParticipants?: number
}
