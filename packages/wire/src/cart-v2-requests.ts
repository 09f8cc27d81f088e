/**
 * Requests and answers of Cart V2 (wire/cart-v2.md §3–4, §6.3, §6.6). A by-id operation and its
 * current-cart twin take the same request (the by-id one adds the `cartId` of the path).
 * @module
 */

import type {
  CartSettings,
  CartV2,
  ConvertedMoney,
  PageUrlV2,
  V2CatalogOverrideFields,
  V2ModifierGroup,
  V2SelectedMembership,
} from './cart-v2-entity'
import type { CartSummary, V2Violation } from './cart-v2-summary'
import type { CustomContentReference } from './checkout'
import type {
  Address,
  CatalogReference,
  ExtendedFields,
  FullAddressContactDetails,
  Image,
  VatId,
} from './common'
import type {
  ChannelType,
  DescriptionLine,
  ItemType,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ServiceProperties,
  TaxableAddress,
  TranslatableString,
} from './ecom-common'
import type { Violation } from './purchase-totals'

/** A membership to pay a line with: an existing one, or the one a plan line of the cart grants. */
export interface MembershipInput {
  existingMembership?: { appId?: string; membershipId?: string }
  futureMembership?: { lineItemId?: string; benefitId?: string }
}

/** A catalog item to add: its reference and quantity; the catalog prices it. */
export interface CatalogItemInput {
  catalogReference: CatalogReference
  /** 1..100,000. */
  quantity: number
  /** Deprecated: use `membershipPayment`. */
  selectedMembership?: V2SelectedMembership
  /** Elevated callers only (API key). */
  catalogOverrideFields?: V2CatalogOverrideFields
  extendedFields?: ExtendedFields
  inventoryAppId?: string
  membershipPayment?: MembershipInput
}

/** An item priced by the caller (no catalog). Elevated callers only (API key). */
export interface CustomItemInput {
  name: TranslatableString
  quantityInfo: { requestedQuantity: number; availableQuantity?: number; fixedQuantity?: boolean }
  pricing: {
    /** One unit, without modifiers. */
    price: ConvertedMoney
    fullPrice?: ConvertedMoney
    priceDescription?: PriceDescription
    priceUndetermined?: boolean
  }
  source?: {
    catalogReference?: CatalogReference
    rootCatalogItemId?: string
    inventoryAppId?: string
  }
  attributes: {
    /** A custom item's description lines each need their `name`. */
    descriptionLines?: (DescriptionLine & Required<Pick<DescriptionLine, 'name'>>)[]
    image?: Image
    url?: PageUrlV2
    itemType: ItemType
    physicalProperties?: PhysicalProperties
    serviceProperties?: ServiceProperties
    membersOnly?: boolean
  }
  deliveryConfig?: { deliveryProfileId?: string }
  taxConfig?: { taxableAddress?: TaxableAddress; taxGroupId?: string }
  paymentConfig?: { depositAmount?: ConvertedMoney; paymentOption?: PaymentOptionType }
  modifierGroups?: V2ModifierGroup[]
}

/** A coupon by code. */
export interface CouponInput {
  code: string
}

/** A delivery method by code (and carrier app). */
export interface DeliveryMethodInput {
  code: string
  appId?: string
}

/** A gift card by code (8..20 characters), optionally capping what it pays. */
export interface GiftCardInput {
  code: string
  redeemAmount?: ConvertedMoney
}

/** A change of one line: its quantity and/or the membership paying for it. */
export interface LineItemUpdate {
  lineItemId: string
  quantity?: { newQuantity: number }
  /** Deprecated: use `membershipPayment`. */
  selectedMembership?: { newMembership?: V2SelectedMembership }
  /** An empty object removes the line's membership. */
  membershipPayment?: MembershipInput
}

/** A form submission for a form a catalog app attached to the cart. */
export interface FormSubmission {
  id?: string
  formSubmissionId?: string
}

/**
 * The editable fields of a cart (UpdateCart replaces each one given; read-only fields are
 * ignored). `settings`, `demo` and `customerInfo.openAccess` count only when the cart is created.
 */
export interface CartV2Input {
  id?: string
  note?: string
  customerInfo?: {
    firstName?: string
    lastName?: string
    phone?: string
    company?: string
    vatId?: VatId
    email?: string
    openAccess?: boolean
  }
  deliveryInfo?: { address?: Address }
  paymentInfo?: { billingAddress?: Address; billingContact?: FullAddressContactDetails }
  businessInfo?: { locationId?: string }
  taxInfo?: { taxExemptGroupId?: string }
  source?: { channelType?: ChannelType; customContentReference?: CustomContentReference }
  settings?: CartSettings
  customCheckoutUrl?: string
  extendedFields?: ExtendedFields
  demo?: boolean
}

/** Body of CreateCart and CreateCurrentCart: everything optional. */
export interface CreateCartRequest {
  cart?: CartV2Input
  catalogItems?: CatalogItemInput[]
  customItems?: CustomItemInput[]
  /** At most one. */
  coupons?: CouponInput[]
  deliveryMethod?: DeliveryMethodInput
  /** At most one is kept. */
  giftCards?: GiftCardInput[]
}

/** Body of UpdateCart and UpdateCurrentCart. */
export interface UpdateCartRequest {
  cart: CartV2Input
}

/** Body of AddLineItems and AddLineItemsToCurrentCart: at least one item. */
export interface AddLineItemsRequest {
  catalogItems?: CatalogItemInput[]
  customItems?: CustomItemInput[]
}

/** Body of UpdateLineItems (1..300 entries) and UpdateLineItemsInCurrentCart (1..100). */
export interface UpdateLineItemsRequest {
  lineItems: LineItemUpdate[]
}

/** Body of AddCoupon and AddCouponToCurrentCart. */
export interface AddCouponRequest {
  coupon: CouponInput
}

/** Body of RemoveCoupon: the cart-level `coupons[].id`. */
export interface RemoveCouponRequest {
  couponId: string
}

/** Body of SetDeliveryMethod. */
export interface SetDeliveryMethodRequest {
  deliveryMethod: DeliveryMethodInput
}

/** Body of AddGiftCard. */
export interface AddGiftCardRequest {
  giftCard: GiftCardInput
}

/** Body of RemoveGiftCard: the cart-level `paymentInfo.giftCards[].id`. */
export interface RemoveGiftCardRequest {
  giftCardId: string
}

/** Body of UpdateFormSubmissions (1..1000 entries). */
export interface UpdateFormSubmissionsRequest {
  formSubmissions: FormSubmission[]
}

/** How much business validation an estimate runs. */
export type ValidationsConfig =
  | 'SKIP_VALIDATIONS'
  | 'PRE_CHECKOUT_VALIDATIONS'
  | 'CHECKOUT_VALIDATIONS'
  | (string & {})

/** Body of CalculateCart. */
export interface CalculateCartRequest {
  /** Re-read the catalog first (default false). */
  refreshCart?: boolean
}

/** Body of EstimateCart: only the components whose flag is true are computed. */
export interface EstimateCartRequest {
  refreshCart?: boolean
  validationConfig?: ValidationsConfig
  calculateDelivery?: boolean
  calculateAdditionalFees?: boolean
  calculateTax?: boolean
  calculateGiftCards?: boolean
}

/** Body of GetCheckoutURL. */
export interface GetCheckoutUrlRequest {
  /** Added to the URL as a query parameter. */
  currencyCode?: string
}

/** Body of PlaceOrder. */
export interface PlaceOrderRequest {
  /** `summary.priceVerificationToken` of a CalculateCart: the order fails if prices changed since. */
  priceVerificationToken?: string
  savePaymentMethod?: boolean
  /** Authorize the payment now, capture it later. */
  delayCapture?: boolean
}

/** Answer of PlaceOrder. */
export interface PlaceOrderResponse {
  orderId: string
  /** Only when a charge happened. */
  paymentGatewayOrderId?: string
  /** The order was created and its payment completed. */
  completed: boolean
}

/** Body of MarkCartAsCompleted. */
export interface MarkCartAsCompletedRequest {
  orderId?: string
}

/** Query of HandleAsyncCheckoutCompletion (called by the payment system, not storefronts). */
export interface HandleAsyncCheckoutCompletionRequest {
  token: string
}

/** Answer of HandleAsyncCheckoutCompletion: a raw HTTP answer. */
export interface HandleAsyncCheckoutCompletionResponse {
  body?: string
  statusCode?: number
  headers?: { key: string; value: string }[]
}

/** Answer of every call that returns the cart. */
export interface CartV2Response {
  cart: CartV2
}

/** Answer of CalculateCart and EstimateCart: the cart and its summary. */
export interface CalculateCartResponse {
  cart: CartV2
  summary: CartSummary
}

/** Answer of EstimateCart (a partial summary). */
export type EstimateCartResponse = CalculateCartResponse

/** Answer of DeleteCart. */
export type DeleteCartResponse = Record<string, never>

/** An upsell offer for a line (internal, preview). */
export interface UpsellOption {
  id?: string
  title?: string
  description?: string
  catalogReference?: CatalogReference
}

/** Answer of GetUpsellOptions (internal, preview). */
export interface GetUpsellOptionsResponse {
  itemsUpsells: { lineItemId?: string; upsells?: UpsellOption[] }[]
}

/** Data of CART_ALREADY_ORDERED. */
export interface CartAlreadyOrderedErrorData {
  cartId: string
  orderId: string
}

/** Data of LINE_ITEM_NOT_FOUND_IN_CART. */
export interface LineItemNotFoundInCartErrorData {
  lineItemIds: string[]
}

/** Data of INSUFFICIENT_INVENTORY. */
export interface InsufficientInventoryErrorData {
  invalidItems: {
    id: { lineItemId?: string; catalogReference?: CatalogReference }
    requestedQuantity: number
    availableQuantity: number
  }[]
}

/** Data of VIOLATIONS_WITH_ERROR_SEVERITY. */
export interface ViolationWithErrorSeverityErrorData {
  violationsList: { violations: Violation[] }
}

/** Data of INVALID_CART. */
export interface InvalidCartErrorData {
  violations: V2Violation[]
}

/** Event types of V2 carts. */
export type CartV2EventType =
  | 'wix.ecom.v2.cart_created'
  | 'wix.ecom.v2.cart_updated'
  | 'wix.ecom.v2.cart_deleted'
  | 'wix.ecom.v2.cart_calculated'
