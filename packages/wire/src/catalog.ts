/**
 * Store catalog wire shapes (wire/catalog.md): the collections v2 read API and the catalog v1 read
 * and write APIs. Catalog v1 prices, costs and weights are JSON numbers, not decimal strings.
 * Fields the vendor types as always present are required here; everything else is optional.
 * Names that other areas also use on the wire carry a `Catalog` prefix (`CatalogMedia`).
 * @module
 */

import type { CatalogMedia, PlatformMedia } from './catalog-media'

export * from './catalog-events'
export * from './catalog-media'
export * from './catalog-requests'

/** Id of the store-wide "All Products" collection (vendor doc examples). */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001'

/** Product kinds (lowercase on the wire). */
export const PRODUCT_TYPES = ['unspecified_product_type', 'physical', 'digital'] as const
/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** How an option's choices are shown (lowercase on the wire); read-only. */
export type OptionType = 'unspecified_option_type' | 'drop_down' | 'color'

/** Stock state of a product over its variants. */
export const INVENTORY_STATUSES = ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] as const
/** One of {@link INVENTORY_STATUSES}. */
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number]

/** Kinds of product discount. */
export const CATALOG_DISCOUNT_TYPES = ['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT'] as const
/** One of {@link CATALOG_DISCOUNT_TYPES}. */
export type CatalogDiscountType = (typeof CATALOG_DISCOUNT_TYPES)[number]

/** Units of product and package dimensions. */
export const DIMENSIONS_UNITS = [
  'UNKNOWN_DIMENSIONS_UNIT',
  'MM',
  'CM',
  'M',
  'IN',
  'FT',
  'YD',
] as const
/** One of {@link DIMENSIONS_UNITS}. */
export type DimensionsUnit = (typeof DIMENSIONS_UNITS)[number]

/** Units of price-per-unit quantities. */
export const CATALOG_MEASUREMENT_UNITS = [
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
/** One of {@link CATALOG_MEASUREMENT_UNITS}. */
export type CatalogMeasurementUnit = (typeof CATALOG_MEASUREMENT_UNITS)[number]

/** A store collection (v2 read API and catalog v1). */
export interface Collection {
  /** Read-only; 35–36 characters. */
  id?: string
  /** 1–50 characters. */
  name?: string
  media: CatalogMedia
  /** Read-only. */
  numberOfProducts: number
  /** At most 600 characters. */
  description?: string
  /** 1–100 characters. */
  slug?: string
  visible?: boolean
}

/** Smallest and largest value over a product's variants. */
export interface NumericPropertyRange {
  minValue: number
  maxValue: number
}

/** Dimensions; lengths are decimal strings. */
export interface Dimensions {
  length?: string
  width?: string
  height?: string
  unit: DimensionsUnit
}

/** Stock of a product over its variants (read-only). */
export interface ProductStock {
  trackInventory: boolean
  /** Units in stock when tracked (sum over variants). */
  quantity?: number
  /** Deprecated by the vendor; still sent. */
  inStock: boolean
  inventoryStatus: InventoryStatus
}

/** Display texts of a price. */
export interface FormattedPrice {
  price: string
  discountedPrice: string
  pricePerUnit?: string
}

/** A price in the store currency, as JSON numbers. */
export interface PriceData {
  /** Read-only, ISO-4217. */
  currency: string
  /** At most 999,999,999.99. */
  price?: number
  /** Read-only: the price after the product's discount. */
  discountedPrice: number
  formatted: FormattedPrice
  /** Read-only: price per base quantity when the product has price-per-unit data. */
  pricePerUnit?: number
}

/** Cost and profit (merchant data: visible to the owner with `includeMerchantSpecificData`). */
export interface CostAndProfitData {
  itemCost?: number
  formattedItemCost: string
  profit: number
  formattedProfit: string
  /** Profit divided by the discounted price, at most 1. */
  profitMargin: number
}

/** Price per unit: the product holds `totalQuantity`; the price is shown per `baseQuantity`. */
export interface PricePerUnitData {
  totalQuantity: number
  totalMeasurementUnit: CatalogMeasurementUnit
  baseQuantity: number
  baseMeasurementUnit: CatalogMeasurementUnit
}

/** A titled text section on the product page. */
export interface AdditionalInfoSection {
  title: string
  description: string
}

/** A ribbon text ("Sale", "New"). */
export interface Ribbon {
  text: string
}

/** A text a buyer fills in (engraving...). Read-only. */
export interface CustomTextField {
  title: string
  maxLength: number
  mandatory: boolean
}

/** Where the product page is: `base` + `path`. */
export interface ProductPageUrl {
  base: string
  path: string
}

/** A product's own discount. */
export interface ProductDiscount {
  type: CatalogDiscountType
  value: number
}

/** One SEO tag. */
export interface SeoTag {
  type: string
  props?: Record<string, unknown>
  meta?: Record<string, unknown>
  children: string
  custom: boolean
  disabled: boolean
}

/** One SEO keyword. */
export interface SeoKeyword {
  term: string
  isMain: boolean
  origin?: string
}

/** SEO settings. */
export interface SeoSettings {
  preventAutoRedirect: boolean
  /** At most 5. */
  keywords: SeoKeyword[]
}

/** SEO data of a product. */
export interface SeoSchema {
  tags: SeoTag[]
  settings: SeoSettings
}

/** One choice of an option ("M", "Blue"). */
export interface Choice {
  /** 1–50 characters; for color options the hex color. */
  value?: string
  /** 1–50 characters; the name variants' `choices` use. */
  description?: string
  /** Read-only: pictures shown for this choice. */
  media?: CatalogMedia
  /** Read-only: some variant with this choice is in stock. */
  inStock?: boolean
  /** Read-only: some variant with this choice is visible. */
  visible?: boolean
}

/** A product option ("Size", "Color") with its choices. */
export interface ProductOption {
  optionType: OptionType
  /** 1–50 characters. */
  name: string
  choices?: Choice[]
}

/** Variant data without stock: price, cost, weight, SKU, visibility. */
export interface VariantDataWithNoStock {
  priceData?: PriceData
  convertedPriceData?: PriceData
  costAndProfitData?: CostAndProfitData
  weight: number
  sku: string
  visible: boolean
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
}

/** Stock of one variant. */
export interface VariantStock {
  trackQuantity: boolean
  /** Units in stock when tracked. */
  quantity?: number
  inStock: boolean
}

/** One combination of choices. A product without options has one variant with the zero GUID. */
export interface Variant {
  id: string
  /** Option name → choice description. */
  choices?: Record<string, string>
  variant: VariantDataWithNoStock
  stock: VariantStock
}

/** A catalog v1 product. */
export interface Product {
  id: string
  name?: string
  slug: string
  visible?: boolean
  productType: ProductType
  description?: string
  sku?: string
  weight?: number
  weightRange: NumericPropertyRange
  productDimensions: Dimensions
  packageDimensions?: Dimensions
  stock: ProductStock
  /** Deprecated copy of `priceData`. */
  price: PriceData
  priceData?: PriceData
  convertedPriceData?: PriceData
  priceRange?: NumericPropertyRange
  costAndProfitData: CostAndProfitData
  costRange?: NumericPropertyRange
  pricePerUnitData: PricePerUnitData
  additionalInfoSections: AdditionalInfoSection[]
  /** Deprecated: `[{ text: ribbon }]`. */
  ribbons: Ribbon[]
  media: CatalogMedia
  customTextFields: CustomTextField[]
  manageVariants?: boolean
  /** At most 6. */
  productOptions: ProductOption[]
  productPageUrl: ProductPageUrl
  numericId: string
  inventoryItemId: string
  discount: ProductDiscount
  /** Collections the product is in, including "All Products". */
  collectionIds: string[]
  variants: Variant[]
  lastUpdated?: string
  createdDate?: string
  seoData: SeoSchema
  ribbon?: string
  brand?: string
}

/** A variant's data as options availability answers it. */
export interface VariantData {
  price?: PriceData
  convertedPriceData?: PriceData
  weight?: number
  sku?: string
  quantity?: number
  inStock?: boolean
  visible?: boolean
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
}

/** Pre-order settings of a variant. */
export interface PreorderInfo {
  enabled?: boolean
  message?: string
  limit?: number
}

/** A variant as its own entity: `id` is `<productId>-<variantId>`. */
export interface StoreVariant {
  id?: string
  variantId?: string
  productId?: string
  variantName?: string
  productName?: string
  managedVariant?: boolean
  sku?: string
  stock?: VariantStock
  choices?: Record<string, string>
  collectionIds?: string[]
  media?: PlatformMedia
  preorderInfo?: PreorderInfo
}

/** Catalog v1 events: which catalog a change came from. */
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED'
