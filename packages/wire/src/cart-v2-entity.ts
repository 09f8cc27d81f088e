/**
 * The Cart V2 entity (wire/cart-v2.md §6.1): one entity for cart and checkout. Amounts are
 * `ConvertedMoney`; totals live only in the calculation summary (`cart-v2-summary.ts`).
 * Shapes shared with v1 (addresses, images, description lines, catalog references) are reused.
 * @module
 */

import type { CustomContentReference, ExternalReference } from './checkout'
import type {
  Address,
  CatalogReference,
  DecimalString,
  ExtendedFields,
  FullAddressContactDetails,
  Image,
  Int64String,
  PageUrlV2,
  Timestamp,
  VatId,
} from './common'
import type {
  ChannelType,
  CreatedBy,
  DescriptionLine,
  ItemType,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ServiceProperties,
  TaxableAddress,
  TranslatableString,
  WeightUnit,
} from './ecom-common'
import type { Policy, SubscriptionOptionInfo } from './purchase-flow'

/** An amount in the site currency and, read-only, in the buyer's display currency. */
export interface ConvertedMoney {
  /** Decimal string, 0..999,999,999, at most 3 fraction digits. */
  amount: DecimalString
  /** Read-only; answers always carry it (equal to `amount` without a conversion). */
  convertedAmount?: DecimalString
}

/** Stock state of a line. Out-of-stock and removed items stay in the cart. */
export type ItemStatus =
  | 'IN_STOCK'
  | 'PARTIALLY_IN_STOCK'
  | 'OUT_OF_STOCK'
  | 'REMOVED_FROM_CATALOG'
  | (string & {})

/** Quantities of a line: asked for, in stock, and confirmed (the smaller of the two). */
export interface ItemQuantityInfo {
  confirmedQuantity: number
  requestedQuantity: number
  availableQuantity?: number
  fixedQuantity: boolean
}

/** Catalog prices of one unit, modifiers included. */
export interface ItemPriceBreakdown {
  fullPrice?: ConvertedMoney
  salePrice?: ConvertedMoney
  totalModifiersPrice?: ConvertedMoney
}

/** Prices of a line: after its item-level discounts. */
export interface ItemPricingInfo {
  unitPrice: ConvertedMoney
  /** `unitPrice` × quantity. */
  totalPrice?: ConvertedMoney
  priceDescription: PriceDescription
  priceUndetermined: boolean
  breakdown?: ItemPriceBreakdown
}

/** Catalog values a line overrides (elevated callers). Prices are decimal strings. */
export interface V2CatalogOverrideFields {
  name?: TranslatableString
  salePrice?: DecimalString
  fullPrice?: DecimalString
  descriptionLines?: DescriptionLine[]
  physicalProperties?: PhysicalProperties
  image?: Image
  paymentOption?: { value: PaymentOptionType }
  depositAmount?: DecimalString
  savePaymentMethod?: boolean
  inventoryAppId?: string
}

/** Where a line comes from. */
export interface ItemSource {
  catalogReference: CatalogReference
  catalogOverrideFields?: V2CatalogOverrideFields
  /** The true catalog item id when `catalogReference.catalogItemId` is not. */
  rootCatalogItemId?: string
  inventoryAppId?: string
}

/** A page of the site (shared with Catalog V3). */
export type { PageUrlV2 } from './common'

/** How a line is shown and what kind of item it is. */
export interface ItemAttributes {
  descriptionLines?: DescriptionLine[]
  image?: Image
  url?: PageUrlV2
  policies?: Policy[]
  itemType: ItemType
  physicalProperties: PhysicalProperties
  subscriptionInfo?: SubscriptionOptionInfo
  serviceProperties?: ServiceProperties
  membersOnly: boolean
}

/** A membership chosen to pay for a line (deprecated form). */
export interface V2SelectedMembership {
  id: string
  appId: string
  /** Read-only. */
  name?: TranslatableString
}

/** A membership paying for a line: an existing one, or one a plan in the cart will grant. */
export interface V2Membership {
  existingMembership?: { appId?: string; membershipId?: string }
  futureMembership?: { lineItemId?: string; benefitId?: string }
  name?: TranslatableString
  redemptionCost?: number
  redemptionType: 'CREDITS' | 'SESSIONS' | (string & {})
}

/** How a line is paid. */
export interface ItemPaymentConfig {
  savePaymentMethod: boolean
  consentRequiredPaymentPolicy?: string
  depositAmount?: ConvertedMoney
  /** Deprecated: use `membership`. */
  selectedMembership?: V2SelectedMembership
  paymentOption: PaymentOptionType
  membership?: V2Membership
}

/** A modifier of a line (an engraving, an extra shot), priced per unit. */
export interface V2ItemModifier {
  id: string
  quantity?: number
  label?: TranslatableString
  details?: TranslatableString
  price?: ConvertedMoney
}

/** A group of modifiers of a line. */
export interface V2ModifierGroup {
  id: string
  name?: TranslatableString
  modifiers: V2ItemModifier[]
}

/** Where a discount comes from. */
export interface DiscountSource {
  sourceType: 'AUTOMATIC_RULE' | 'COUPON' | (string & {})
  couponCode?: string
}

/** A discount already applied to a line (for its whole quantity). */
export interface ItemDiscount {
  name?: TranslatableString
  amountOff?: ConvertedMoney
  source?: DiscountSource
}

/** A line of a V2 cart. */
export interface V2LineItem {
  id: string
  name: TranslatableString
  quantityInfo: ItemQuantityInfo
  pricing: ItemPricingInfo
  source: ItemSource
  attributes: ItemAttributes
  deliveryConfig?: { deliveryProfileId?: string; fulfillerId?: string }
  taxConfig: { taxableAddress: TaxableAddress; taxGroupId?: string }
  paymentConfig: ItemPaymentConfig
  status: ItemStatus
  extendedFields?: ExtendedFields
  modifierGroups?: V2ModifierGroup[]
  discounts?: ItemDiscount[]
  /** True for an item priced by the caller (no catalog). */
  customLineItem: boolean
}

/** A coupon on the cart; removed by this `id`, not by its code. */
export interface V2Coupon {
  id: string
  code: string
}

/** A gift card on the cart (only its masked code is kept). */
export interface V2GiftCard {
  id: string
  obfuscatedCode: string
  appId: string
  externalId?: string
  requestedRedeemAmount?: ConvertedMoney
}

/** Where the cart comes from. */
export interface CartSource {
  channelType: ChannelType
  /** Read-only, immutable. */
  externalReferences: ExternalReference[]
  /** Read-only: one id set, the others empty. */
  createdBy: Required<CreatedBy>
  customContentReference?: CustomContentReference
}

/** The site the cart belongs to. */
export interface BusinessInfo {
  locationId?: string
  /** Read-only. */
  languageCode: string
  /** Read-only: the site currency. */
  currencyCode: string
}

/** The owner (exactly one of the four ids) and the buyer's contact details. */
export interface CustomerInfo {
  visitorId: string
  memberId: string
  userId: string
  /** No owner yet: the first visitor or member to use the cart becomes its owner. */
  openAccess: boolean
  firstName?: string
  lastName?: string
  phone?: string
  company?: string
  vatId?: VatId
  email?: string
  /** Read-only. */
  contactId?: string
  /** Read-only. */
  languageCode: string
  /** Read-only: the buyer's display currency. */
  currencyCode: string
}

/** The delivery method chosen for the cart (read-only; see SetDeliveryMethod). */
export interface DeliveryMethod {
  code: string
  appId?: string
  title?: TranslatableString
  pickup: boolean
}

/** Where and how the cart is delivered. */
export interface DeliveryInfo {
  address?: Address
  /** Read-only. */
  method?: DeliveryMethod
  /** Read-only. */
  weightUnit: WeightUnit
}

/** Tax settings of the cart. */
export interface TaxInfo {
  /** Read-only, from the site's settings. */
  pricesIncludeTax: boolean
  taxExemptGroupId?: string
}

/** Payment data of the cart. */
export interface PaymentInfo {
  /** Read-only; at most one. */
  giftCards: V2GiftCard[]
  /** Read-only: the currency charged. */
  currencyCode: string
  billingAddress?: Address
  billingContact?: FullAddressContactDetails
}

/** Locks and toggles, set only when the cart is created. */
export interface CartSettings {
  lockGiftCard?: boolean
  lockCouponCode?: boolean
  policyAgreementCheckboxDisabled?: boolean
  manualPaymentDisabled?: boolean
}

/** The cart (and checkout: the cart id is the checkout id) of Cart V2. */
export interface CartV2 {
  id: string
  createdDate?: Timestamp
  updatedDate?: Timestamp
  /** Increases by 1 on every stored change. */
  revision: Int64String
  lineItems: V2LineItem[]
  /** Sum of the lines' totals, after their item-level discounts. */
  subtotal?: ConvertedMoney
  note?: string
  /** At most one. */
  coupons: V2Coupon[]
  source: CartSource
  businessInfo: BusinessInfo
  customerInfo: CustomerInfo
  deliveryInfo: DeliveryInfo
  taxInfo: TaxInfo
  paymentInfo: PaymentInfo
  orderPlaced: boolean
  /** Empty until an order was placed. */
  orderId?: string
  purchaseFlowId?: string
  settings?: CartSettings
  /** The checkout page to send the buyer to; `{checkout_id}` becomes the cart id. */
  customCheckoutUrl?: string
  extendedFields?: ExtendedFields
  /** Whether this is the caller's current cart. */
  currentCart: boolean
  /** Editor preview carts cannot be ordered. */
  demo: boolean
}
