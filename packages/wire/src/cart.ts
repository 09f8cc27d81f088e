/**
 * The current cart (eCommerce Cart v1, wire/cart.md): the cart owned by the calling visitor or
 * member, under `/ecom/v1/carts/current`.
 * @module
 */
import type {
  Address,
  AddressWithContact,
  CatalogReference,
  DecimalString,
  ExtendedFields,
  FieldMask,
  Image,
  Int64String,
  MultiCurrencyPrice,
  PageUrl,
  Timestamp,
} from './common'
import type {
  ChannelType,
  DescriptionLine,
  ItemType,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ProductName,
  ServiceProperties,
  TaxableAddress,
  WeightUnit,
} from './ecom-common'
import type {
  CatalogOverrideFields,
  CustomLineItem,
  ItemAvailabilityInfo,
  LineItemInput,
  LineItemQuantityUpdate,
  ModifierGroup,
  Policy,
  SelectedMembership,
  SelectedShippingOption,
  SubscriptionOptionInfo,
} from './purchase-flow'
import type {
  AdditionalFee,
  AppliedDiscount,
  CalculationErrors,
  GiftCard,
  HostSelectedMembership,
  InvalidMembership,
  ItemTaxFullDetails,
  Membership,
  PriceSummary,
  ShippingInformation,
  TaxSummary,
  Violation,
} from './purchase-totals'

/** A line of the cart. Everything but `quantity`, `catalogReference` and a few inputs is read-only. */
export interface CartLineItem {
  id: string
  /** 1..100,000. */
  quantity: number
  catalogReference: CatalogReference
  productName: ProductName
  url?: PageUrl
  /** Unit price after the catalog's own discount. */
  price: MultiCurrencyPrice
  /** Unit price before any discount. */
  fullPrice?: MultiCurrencyPrice
  priceBeforeDiscounts?: MultiCurrencyPrice
  /** `price` × `quantity`. */
  lineItemPrice?: MultiCurrencyPrice
  descriptionLines?: DescriptionLine[]
  image?: Image
  availability: ItemAvailabilityInfo
  physicalProperties: PhysicalProperties
  itemType: ItemType
  subscriptionOptionInfo?: SubscriptionOptionInfo
  paymentOption: PaymentOptionType
  serviceProperties?: ServiceProperties
  rootCatalogItemId?: string
  priceDescription?: PriceDescription
  depositAmount?: MultiCurrencyPrice
  selectedMembership?: SelectedMembership
  deliveryProfileId?: string
  taxGroupId?: string
  /** True for a custom line item (no catalog lookup). */
  customLineItem: boolean
  consentRequiredPaymentPolicy?: string
  priceUndetermined: boolean
  fixedQuantity: boolean
  catalogOverrideFields?: CatalogOverrideFields
  savePaymentMethod: boolean
  taxableAddress?: TaxableAddress
  extendedFields?: ExtendedFields
  policies?: Policy[]
  membersOnly: boolean
  modifierGroups?: ModifierGroup[]
  modifiersTotalPrice?: MultiCurrencyPrice
}

/** Who the cart belongs to: a visitor, a member or a user (one id), plus contact data. */
export interface CartBuyerInfo {
  visitorId: string
  memberId: string
  userId: string
  contactId?: string
  email?: string
}

/** A discount kept on the cart: a coupon code or a merchant discount (one of the two). */
export interface CartDiscount {
  coupon?: { id: string; code: string }
  merchantDiscount?: { amount?: MultiCurrencyPrice }
}

/** The visitor's or member's cart. Totals come only from {@link EstimateCurrentCartTotalsResponse}. */
export interface Cart {
  id: string
  lineItems: CartLineItem[]
  buyerNote?: string
  buyerInfo: CartBuyerInfo
  currency: string
  conversionCurrency: string
  buyerLanguage?: string
  siteLanguage?: string
  taxIncludedInPrices?: boolean
  weightUnit: WeightUnit
  /** Set once a checkout was created from the cart. */
  checkoutId?: string
  appliedDiscounts: CartDiscount[]
  createdDate: Timestamp
  updatedDate: Timestamp
  contactInfo?: AddressWithContact
  overrideCheckoutUrl?: string
  /** Links cart → checkout → order. */
  purchaseFlowId?: string
  selectedShippingOption?: SelectedShippingOption
  extendedFields?: ExtendedFields
  businessLocationId?: string
  paymentCurrency: string
  /** Increases by 1 on every change. */
  revision?: Int64String
}

/** Editable cart fields of {@link UpdateCurrentCartRequest.cartInfo}. */
export interface CartInfoUpdate {
  buyerNote?: string
  buyerInfo?: { contactId?: string; email?: string }
  contactInfo?: AddressWithContact
  selectedShippingOption?: SelectedShippingOption
  businessLocationId?: string
  overrideCheckoutUrl?: string
  extendedFields?: ExtendedFields
}

/** A merchant discount on the whole cart or on some lines. Elevated callers only. */
export interface MerchantDiscountInput {
  /** Amount off, decimal string. */
  amount: DecimalString
  /** Lines it applies to; all lines when empty. */
  lineItemIds?: string[]
}

/** Answer of every cart call but estimate, create-checkout and delete. */
export interface CartResponse {
  cart: Cart
}

/** Body of `POST /ecom/v1/carts/current/add-to-cart`. */
export interface AddToCurrentCartRequest {
  /** ≤100. Adding an item already in the cart raises its quantity. */
  lineItems?: LineItemInput[]
  /** ≤100. Elevated callers only (API key). */
  customLineItems?: CustomLineItem[]
  businessLocationId?: string
}

/** Body of `PATCH /ecom/v1/carts/current`. */
export interface UpdateCurrentCartRequest {
  cartInfo?: CartInfoUpdate
  /** Applies a coupon (one per cart; replaces the previous one). */
  couponCode?: string
  /** Elevated callers only (API key). */
  merchantDiscounts?: MerchantDiscountInput[]
  /** Lines to add, as with add-to-cart. */
  lineItems?: LineItemInput[]
  customLineItems?: CustomLineItem[]
  /** Limits which `cartInfo` fields change (comma-joined paths). */
  cartFieldmask?: FieldMask
}

/** Body of `POST /ecom/v1/carts/current/update-line-items-quantity`. */
export interface UpdateCurrentCartLineItemQuantityRequest {
  /** 1..100. */
  lineItems: LineItemQuantityUpdate[]
}

/** Body of `POST /ecom/v1/carts/current/remove-line-items`. */
export interface RemoveLineItemsFromCurrentCartRequest {
  /** 1..100 line item ids; unknown ids are ignored. */
  lineItemIds: string[]
}

/** Memberships chosen to pay for items. */
export interface SelectedMemberships {
  memberships?: HostSelectedMembership[]
}

/** Body of `POST /ecom/v1/carts/current/estimate-totals`. Each part is computed only when asked. */
export interface EstimateCurrentCartTotalsRequest {
  selectedShippingOption?: SelectedShippingOption
  shippingAddress?: Address
  billingAddress?: Address
  selectedMemberships?: SelectedMemberships
  calculateTax?: boolean
  calculateShipping?: boolean
  calculateAdditionalFees?: boolean
}

/** Prices of one line in an estimate. */
export interface LineItemPricesData {
  totalPriceAfterTax?: MultiCurrencyPrice
  totalPriceBeforeTax?: MultiCurrencyPrice
  taxDetails?: ItemTaxFullDetails
  totalDiscount?: MultiCurrencyPrice
  price?: MultiCurrencyPrice
  priceBeforeDiscounts?: MultiCurrencyPrice
  lineItemPrice?: MultiCurrencyPrice
  fullPrice?: MultiCurrencyPrice
  modifiers?: MultiCurrencyPrice
  depositAmount?: MultiCurrencyPrice
}

/** One line of an estimate with its computed prices. */
export interface CalculatedLineItem {
  lineItemId?: string
  pricesBreakdown?: LineItemPricesData
  paymentOption?: PaymentOptionType
  taxableAddress?: TaxableAddress
}

/** Memberships that could pay for items of the cart. */
export interface CartMembershipOptions {
  eligibleMemberships?: Membership[]
  invalidMemberships?: InvalidMembership[]
  selectedMemberships?: HostSelectedMembership[]
}

/** Answer of estimate-totals: the cart with every total the platform computes. */
export interface EstimateCurrentCartTotalsResponse {
  cart: Cart
  calculatedLineItems: CalculatedLineItem[]
  priceSummary: PriceSummary
  giftCard?: GiftCard
  taxSummary?: TaxSummary
  shippingInfo?: ShippingInformation
  appliedDiscounts: AppliedDiscount[]
  calculationErrors?: CalculationErrors
  weightUnit: WeightUnit
  currency: string
  payNow?: PriceSummary
  payLater?: PriceSummary
  membershipOptions?: CartMembershipOptions
  additionalFees: AdditionalFee[]
  violations: Violation[]
}

/** Body of `POST /ecom/v1/carts/current/create-checkout`. Send `channelType: 'WEB'`. */
export interface CreateCheckoutFromCurrentCartRequest {
  channelType: ChannelType
  shippingAddress?: Address
  billingAddress?: Address
  selectedShippingOption?: SelectedShippingOption
  email?: string
}

/** Answer of create-checkout: the checkout made (or updated) from the cart. */
export interface CreateCheckoutFromCurrentCartResponse {
  checkoutId: string
}

/** Answer of delete. */
export type DeleteCurrentCartResponse = Record<string, never>

/** Event types of the cart. */
export type CartEventType =
  | 'wix.ecom.v1.cart_created'
  | 'wix.ecom.v1.cart_updated'
  | 'wix.ecom.v1.cart_deleted'
