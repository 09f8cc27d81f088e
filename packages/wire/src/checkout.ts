/**
 * Checkouts (eCommerce Checkout v1, wire/checkout.md) under `/ecom/v1/checkouts`: a purchase
 * being completed, with server-computed totals, turned into an order by create-order.
 * @module
 */
import type {
  AddressWithContact,
  CatalogReference,
  DecimalString,
  ExtendedFields,
  FieldMask,
  Image,
  MultiCurrencyPrice,
  PageUrl,
  Timestamp,
} from './common'
import type {
  BuyerInfo,
  ChannelType,
  CreatedBy,
  CustomField,
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
  CheckoutLineItemInput,
  CustomLineItem,
  ItemAvailabilityInfo,
  LineItemQuantityUpdate,
  ModifierGroup,
  Policy,
  SubscriptionOptionInfo,
} from './purchase-flow'
import type {
  AdditionalFee,
  AppliedDiscount,
  CalculationErrors,
  CarrierServiceOption,
  Details,
  GiftCard,
  HostSelectedMembership,
  InvalidMembership,
  ItemTaxFullDetails,
  Membership,
  PriceSummary,
  SelectedCarrierServiceOption,
  ShippingRegion,
  TaxSummary,
  Violation,
} from './purchase-totals'

/** A line of a checkout, with its computed prices and tax. */
export interface CheckoutLineItem {
  id: string
  quantity: number
  catalogReference: CatalogReference
  productName: ProductName
  url?: PageUrl
  /** Unit price. */
  price: MultiCurrencyPrice
  /** `price` × `quantity`. */
  lineItemPrice?: MultiCurrencyPrice
  fullPrice?: MultiCurrencyPrice
  priceBeforeDiscounts?: MultiCurrencyPrice
  totalPriceAfterTax?: MultiCurrencyPrice
  totalPriceBeforeTax?: MultiCurrencyPrice
  taxDetails: ItemTaxFullDetails
  /** Discount taken off this line. */
  discount?: MultiCurrencyPrice
  descriptionLines?: DescriptionLine[]
  media?: Image
  availability: ItemAvailabilityInfo
  physicalProperties: PhysicalProperties
  itemType: ItemType
  subscriptionOptionInfo?: SubscriptionOptionInfo
  paymentOption: PaymentOptionType
  serviceProperties?: ServiceProperties
  rootCatalogItemId?: string
  priceDescription?: PriceDescription
  depositAmount?: MultiCurrencyPrice
  deliveryProfileId?: string
  customLineItem: boolean
  consentRequiredPaymentPolicy?: string
  catalogOverrideFields?: CatalogOverrideFields
  priceUndetermined: boolean
  fixedQuantity: boolean
  savePaymentMethod: boolean
  taxableAddress?: TaxableAddress
  extendedFields?: ExtendedFields
  policies?: Policy[]
  membersOnly: boolean
  modifierGroups?: ModifierGroup[]
  modifiersTotalPrice?: MultiCurrencyPrice
}

/** Where the items go and how. */
export interface ShippingInfo {
  shippingDestination?: AddressWithContact
  selectedCarrierServiceOption?: SelectedCarrierServiceOption
  /** Read-only. */
  region?: ShippingRegion
  /** Read-only: every option for the destination. */
  carrierServiceOptions?: CarrierServiceOption[]
}

/** Memberships of the buyer that could pay for items. */
export interface CheckoutMembershipOptions {
  eligibleMemberships?: Membership[]
  invalidMemberships?: InvalidMembership[]
  selectedMemberships?: { memberships?: HostSelectedMembership[] }
}

/** Switches of the hosted checkout page, set on create. */
export interface CustomSettings {
  lockGiftCard?: boolean
  lockCouponCode?: boolean
  disabledPolicyAgreementCheckbox?: boolean
  disabledManualPayment?: boolean
}

/** A component that customizes the checkout page. */
export interface CustomContentReference {
  appId: string
  componentId: string
}

/** The app and resource a checkout was made for. */
export interface ExternalReference {
  appId: string
  resourceId?: string
}

/** A purchase being completed. Prices and errors are computed by the platform. */
export interface Checkout {
  id: string
  lineItems: CheckoutLineItem[]
  billingInfo?: AddressWithContact
  shippingInfo?: ShippingInfo
  buyerNote?: string
  buyerInfo?: BuyerInfo
  conversionCurrency: string
  priceSummary?: PriceSummary
  calculationErrors?: CalculationErrors
  giftCard?: GiftCard
  appliedDiscounts: AppliedDiscount[]
  customFields: CustomField[]
  weightUnit: WeightUnit
  taxSummary?: TaxSummary
  currency: string
  channelType: ChannelType
  siteLanguage: string
  buyerLanguage: string
  /** True once an order was created from it or it was marked completed. */
  completed: boolean
  taxIncludedInPrice: boolean
  createdBy?: CreatedBy
  createdDate?: Timestamp
  updatedDate?: Timestamp
  payNow?: PriceSummary
  payLater?: PriceSummary
  membershipOptions?: CheckoutMembershipOptions
  additionalFees: AdditionalFee[]
  cartId?: string
  violations: Violation[]
  extendedFields?: ExtendedFields
  purchaseFlowId?: string
  customSettings?: CustomSettings
  customContentReference?: CustomContentReference
  externalReference?: ExternalReference
  payAfterFreeTrial?: PriceSummary
  businessLocationId?: string
  paymentCurrency: string
  taxExemptGroupId?: string
}

/** Fields a caller may set on a checkout (create's `checkoutInfo`, update's `checkout`). */
export interface CheckoutInfo {
  /** Required by update (the path id); ignored by create. */
  id?: string
  billingInfo?: AddressWithContact
  shippingInfo?: {
    shippingDestination?: AddressWithContact
    selectedCarrierServiceOption?: { code: string; carrierId?: string }
  }
  buyerNote?: string
  buyerInfo?: { email?: string }
  customFields?: CustomField[]
  membershipOptions?: { selectedMemberships?: { memberships?: HostSelectedMembership[] } }
  extendedFields?: ExtendedFields
  customSettings?: CustomSettings
  customContentReference?: CustomContentReference
  externalReference?: ExternalReference
  businessLocationId?: string
  taxExemptGroupId?: string
}

/** Answer of every checkout call that returns the checkout. */
export interface CheckoutResponse {
  checkout: Checkout
}

/** Body of `POST /ecom/v1/checkouts`. */
export interface CreateCheckoutRequest {
  /** Required: `WEB` for a storefront. */
  channelType: ChannelType
  checkoutInfo?: CheckoutInfo
  couponCode?: string
  lineItems?: CheckoutLineItemInput[]
  /** Elevated callers only (API key). */
  customLineItems?: CustomLineItem[]
  giftCardCode?: string
  overrideCheckoutUrl?: string
  giftCardRedeemAmount?: DecimalString
}

/** Body of `PATCH /ecom/v1/checkouts/{checkout.id}` (the id comes from the path argument). */
export interface UpdateCheckoutRequest {
  checkout?: CheckoutInfo
  /** Replaces the coupon. */
  couponCode?: string
  /** Replaces the gift card. */
  giftCardCode?: string
  overrideCheckoutUrl?: string
  /** Lines to add. */
  lineItems?: CheckoutLineItemInput[]
  customLineItems?: CustomLineItem[]
  giftCardRedeemAmount?: DecimalString
  /** Which `checkout` fields to change (comma-joined paths); all given ones when absent. */
  fieldMask?: FieldMask
}

/** Body of `POST /ecom/v1/checkouts/{id}/add-to-checkout`. */
export interface AddToCheckoutRequest {
  lineItems?: CheckoutLineItemInput[]
  customLineItems?: CustomLineItem[]
}

/** Body of `POST /ecom/v1/checkouts/{id}/remove-line-items`. */
export interface RemoveLineItemsRequest {
  /** 1..300 line item ids. */
  lineItemIds: string[]
}

/** Body of `POST /ecom/v1/checkouts/{id}/update-line-items-quantity`. */
export interface UpdateLineItemsQuantityRequest {
  /** 1..100. */
  lineItems: LineItemQuantityUpdate[]
}

/** Answer of `GET /ecom/v1/checkouts/{id}/checkout-url`. */
export interface GetCheckoutUrlResponse {
  checkoutUrl: string
}

/** Body of `POST /ecom/v1/checkouts/{id}/create-order`. */
export interface CheckoutCreateOrderRequest {
  savePaymentMethod?: boolean
  /** Authorize the payment now, capture it later. */
  delayCapture?: boolean
}

/** Answer of create-order. `paymentGatewayOrderId` only when money must be charged. */
export interface CheckoutCreateOrderResponse {
  orderId: string
  subscriptionId?: string
  paymentGatewayOrderId?: string
}

/** Body of `POST /ecom/v1/checkouts/{id}/create-order-and-charge`. */
export interface CreateOrderAndChargeRequest {
  paymentToken?: string
  savePaymentMethod?: boolean
  delayCapture?: boolean
}

/** Answer of create-order-and-charge. */
export interface CreateOrderAndChargeResponse {
  orderId: string
  subscriptionId?: string
  paymentResponseToken?: string
  paymentGatewayOrderId?: string
}

/** Query of `GET /ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url`. */
export interface MarkCheckoutAsCompletedAndRedirectToUrlRequest {
  /** ≤4096 characters. */
  token: string
}

/** The typed answer of the redirect call (the platform may answer with an HTTP redirect). */
export interface MarkCheckoutAsCompletedAndRedirectToUrlResponse {
  body?: string
  statusCode?: number
  headers?: { key: string; value: string }[]
}

/** Payment options the checkout page must not offer. */
export type BlockedPaymentOption = 'UNKNOWN_PAYMENT_OPTION' | 'MANUAL' | (string & {})

/** Payment settings of one checkout. */
export interface CheckoutPaymentSettings {
  blockedPaymentOptions: BlockedPaymentOption[]
}

/** Answer of `GET /ecom/v1/checkouts/{id}/payment-settings`. */
export interface GetCheckoutPaymentSettingsResponse {
  paymentSettings: CheckoutPaymentSettings
}

/** `data` of `SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND`. */
export interface ShippingCalculationErrorData {
  generalShippingCalculationError?: Details
  carrierErrors?: { errors: { carrierId: string; error?: Details }[] }
  selectedShippingOptionError?: Details
}

/** `data` of `CHECKOUT_ALREADY_PAID` and `CHECKOUT_PAYMENT_ALREADY_IN_PROGRESS`. */
export interface DoublePaymentErrorData {
  orderId?: string
  subscriptionId?: string
}

/** `data` of `PAYMENT_ERROR`. */
export interface PaymentErrorResponseData {
  paymentResponseToken?: string
  transactionStatus?: string
  failureDetails?: string
}

/** `data` of `REDEEM_GIFT_CARD_ERROR`. */
export interface RedeemErrorData {
  reason?: string
}

/** `data` of `VIOLATIONS_WITH_ERROR_SEVERITY`. */
export interface ViolationsList {
  violations: Violation[]
}

/** `data` of the `checkout_completed` event. */
export interface CheckoutMarkedAsCompleted {
  checkout: Checkout
}

/** Event types of checkouts. */
export type CheckoutEventType =
  | 'wix.ecom.v1.checkout_created'
  | 'wix.ecom.v1.checkout_updated'
  | 'wix.ecom.v1.checkout_completed'
  | 'wix.ecom.v1.checkout_deleted'
