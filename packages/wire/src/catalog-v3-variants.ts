import type {
  OptionChoice,
  ProductMedia,
  RevenueDetails,
  V3PriceInfo,
  V3ProductType,
  V3VariantInventoryStatus,
  VariantPhysicalProperties,
} from './catalog-v3'

/** The product a read-only variant belongs to, copied for context. */
export interface ReadOnlyVariantProductData {
  productId: string
  name?: string
  productType?: V3ProductType
  slug?: string
  visible?: boolean
  visibleInPos?: boolean
  mainCategoryId?: string
  /** ISO-4217 (`fields: ['CURRENCY']`). */
  currency?: string
  revision?: string
  handle?: string
}

/**
 * A variant as its own read-only record, across products: `(productData.productId, variantId)`
 * is the key (`variantId` alone is not unique across products).
 */
export interface ReadOnlyVariant {
  /** Deprecated: `<productId>-<variantId>`. */
  id?: string
  variantId: string
  visible?: boolean
  sku?: string
  barcode?: string
  optionChoices?: OptionChoice[]
  price?: V3PriceInfo
  /** `fields: ['MERCHANT_DATA']`, the owner only. */
  revenueDetails?: RevenueDetails
  media?: ProductMedia
  inventoryStatus?: V3VariantInventoryStatus
  productData: ReadOnlyVariantProductData
  physicalProperties?: VariantPhysicalProperties
}
