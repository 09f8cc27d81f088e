/**
 * Line item shapes the current cart and the checkout share (wire/cart.md, checkout.md): item
 * parts, custom line items and line inputs. Their computed totals are in `purchase-totals.ts`.
 * @module
 */
import type { CatalogReference, DecimalString, Image, MultiCurrencyPrice, PageUrl } from './common'
import type {
  DescriptionLine,
  ItemType,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ProductName,
  ServiceProperties,
  SubscriptionSettings,
  TaxableAddress,
  TranslatableString,
} from './ecom-common'

/** Whether a line item can be bought, from the catalog's inventory. */
export const ITEM_AVAILABILITY_STATUSES = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const

/** One of {@link ITEM_AVAILABILITY_STATUSES}. */
export type ItemAvailabilityStatus = (typeof ITEM_AVAILABILITY_STATUSES)[number] | (string & {})

/** A line item's availability; `quantityAvailable` is set when stock is tracked. */
export interface ItemAvailabilityInfo {
  status: ItemAvailabilityStatus
  quantityAvailable?: number
}

/** Subscription details of a line item bought as a subscription. */
export interface SubscriptionOptionInfo {
  subscriptionSettings: SubscriptionSettings
  title: { original: string; translated?: string }
  description: { original: string; translated?: string }
}

/** A payment option wrapper (`catalogOverrideFields.paymentOption`). */
export interface PaymentOption {
  value: PaymentOptionType
}

/** Catalog values a line item overrides (elevated callers). */
export interface CatalogOverrideFields {
  productName?: ProductName
  price?: DecimalString
  fullPrice?: DecimalString
  descriptionLines?: DescriptionLine[]
  physicalProperties?: PhysicalProperties
  image?: Image
  paymentOption?: PaymentOption
  depositAmount?: DecimalString
  savePaymentMethod?: boolean
  inventoryAppId?: string
}

/** A policy shown with an item. */
export interface Policy {
  title?: string
  content?: string
}

/** One chosen modifier of an item (answer form: price as money). */
export interface ItemModifier {
  id: string
  quantity?: number
  label: TranslatableString
  details?: TranslatableString
  price?: MultiCurrencyPrice
}

/** A group of chosen modifiers (answer form). */
export interface ModifierGroup {
  id: string
  name?: TranslatableString
  modifiers: ItemModifier[]
}

/** One chosen modifier (request form: price as a decimal string). */
export interface V1ItemModifier {
  id: string
  quantity?: number
  label: TranslatableString
  details?: TranslatableString
  price?: DecimalString
}

/** A group of chosen modifiers (request form). */
export interface V1ModifierGroup {
  id: string
  name?: TranslatableString
  modifiers: V1ItemModifier[]
}

/** A membership chosen to pay for an item. */
export interface SelectedMembership {
  id: string
  appId: string
}

/** An item not in any catalog, priced by the caller. Elevated callers only. */
export interface CustomLineItem {
  /** 1..100,000. */
  quantity: number
  /** Unit price, decimal string. */
  price: DecimalString
  itemType: ItemType
  productName: ProductName
  priceDescription?: PriceDescription
  descriptionLines?: DescriptionLine[]
  media?: Image
  /** Read-only. */
  id?: string
  taxGroupId?: string
  url?: PageUrl
  fullPrice?: DecimalString
  quantityAvailable?: number
  physicalProperties?: PhysicalProperties
  paymentOption?: PaymentOptionType
  serviceProperties?: ServiceProperties
  rootCatalogItemId?: string
  depositAmount?: DecimalString
  deliveryProfileId?: string
  catalogReference?: CatalogReference
  priceUndetermined?: boolean
  fixedQuantity?: boolean
  policies?: Policy[]
  membersOnly?: boolean
  taxableAddress?: TaxableAddress
  modifierGroups?: V1ModifierGroup[]
}

/** A new quantity for one line item. */
export interface LineItemQuantityUpdate {
  id: string
  /** 1..100,000. */
  quantity: number
}

/** A shipping option chosen by its code (and the carrier offering it). */
export interface SelectedShippingOption {
  carrierId?: string
  code: string
}

/**
 * A catalog line item as a caller adds it to the current cart (the other line item fields are
 * read-only).
 */
export interface LineItemInput {
  /** 1..100,000. */
  quantity: number
  catalogReference: CatalogReference
  /** Read-only on the wire; servers ignore it. */
  id?: string
  selectedMembership?: SelectedMembership
  catalogOverrideFields?: CatalogOverrideFields
  taxableAddress?: TaxableAddress
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> }
}

/** A catalog line item of a checkout request: a cart's line without `selectedMembership`. */
export type CheckoutLineItemInput = Omit<LineItemInput, 'selectedMembership'>
