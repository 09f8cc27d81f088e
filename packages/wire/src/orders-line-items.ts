/**
 * An order's line items and their tax, file, subscription and modifier details
 * (wire/orders.md `OrderLineItem`).
 * @module
 */
import type {
  CatalogReference,
  DecimalString,
  ExtendedFields,
  Image,
  Price,
  Timestamp,
} from './common'
import type {
  DescriptionLine,
  ItemType,
  JurisdictionType,
  PaymentOptionType,
  PhysicalProperties,
  PriceDescription,
  ProductName,
  SubscriptionSettings,
  TaxableAddress,
  TranslatableString,
} from './ecom-common'

/** Tax of a line item (deprecated form, still sent). */
export interface OrderItemTaxFullDetails {
  taxableAmount?: Price
  /** Decimal fraction, e.g. `"0.08"`. */
  taxRate: DecimalString
  totalTax?: Price
}

/** One jurisdiction's tax on a line item. */
export interface LineItemTaxBreakdown {
  jurisdiction?: string
  rate?: DecimalString
  taxAmount?: Price
  taxType?: string
  taxName?: string
  jurisdictionType?: JurisdictionType
  nonTaxableAmount?: Price
  taxableAmount?: Price
}

/** Tax of a line item. */
export interface LineItemTaxInfo {
  taxAmount?: Price
  taxableAmount?: Price
  taxRate?: DecimalString
  taxGroupId?: string
  taxIncludedInPrice: boolean
  taxBreakdown?: LineItemTaxBreakdown[]
}

/** A downloadable file bought with a digital item. */
export interface DigitalFile {
  fileId: string
  link?: string
  /** Read-only. */
  expirationDate?: Timestamp
}

/** Subscription details of a line item. */
export interface SubscriptionInfo {
  id?: string
  cycleNumber: number
  subscriptionOptionTitle: string
  subscriptionOptionDescription?: string
  subscriptionSettings?: SubscriptionSettings
  chargesDescription?: string
}

/** Stock location and quantity of a line item. */
export interface LocationAndQuantity {
  id?: string
  quantity?: number
  name?: string
}

/** Units of a decimal quantity (wire/orders.md `MeasurementUnit`). */
export const MEASUREMENT_UNITS = [
  'UNSPECIFIED',
  'ML',
  'CL',
  'L',
  'CBM',
  'MG',
  'G',
  'KG',
  'MM',
  'CM',
  'M',
  'SQM',
  'OZ',
  'LB',
  'FLOZ',
  'PT',
  'QT',
  'GAL',
  'IN',
  'FT',
  'YD',
  'SQFT',
] as const

/** One of {@link MEASUREMENT_UNITS}. */
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number] | (string & {})

/** A quantity with a measurement unit (weighed items): a unit of the list, or `otherUnit`. */
export interface DecimalQuantity {
  measurementUnit: MeasurementUnit
  otherUnit: string
  value: DecimalString
  description?: TranslatableString
}

/** A modifier chosen for a line item. */
export interface OrderItemModifier {
  id?: string
  quantity?: number
  label: TranslatableString
  details?: TranslatableString
  price?: Price
}

/** A group of modifiers of a line item. */
export interface OrderModifierGroup {
  id?: string
  name?: TranslatableString
  modifiers?: OrderItemModifier[]
}

/** One line of an order. */
export interface OrderLineItem {
  id: string
  productName: ProductName
  catalogReference: CatalogReference
  quantity: number
  /** Read-only. */
  totalDiscount: Price
  descriptionLines?: DescriptionLine[]
  image?: Image
  physicalProperties?: PhysicalProperties
  itemType: ItemType
  fulfillerId?: string
  refundQuantity?: number
  restockQuantity?: number
  /** Price per unit after the product's own discount. */
  price: Price
  /** Read-only. */
  priceBeforeDiscounts?: Price
  /** Read-only. */
  totalPriceBeforeTax?: Price
  /** Read-only. */
  totalPriceAfterTax?: Price
  paymentOption: PaymentOptionType
  taxDetails?: OrderItemTaxFullDetails
  taxInfo?: LineItemTaxInfo
  digitalFile?: DigitalFile
  subscriptionInfo?: SubscriptionInfo
  priceDescription?: PriceDescription
  depositAmount?: Price
  locations?: LocationAndQuantity[]
  lineItemPrice?: Price
  taxableAddress?: TaxableAddress
  priceUndetermined: boolean
  fixedQuantity: boolean
  decimalQuantity?: DecimalQuantity
  extendedFields?: ExtendedFields
  modifierGroups?: OrderModifierGroup[]
}
