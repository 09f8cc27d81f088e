/**
 * Data of the catalog v1 events (the legacy `com.wix.ecommerce.catalog.api.v1.*` webhooks,
 * wire/catalog.md "Events"). Re-exported by `catalog.ts`.
 * @module
 */
import type {
  CatalogMedia,
  CatalogVersion,
  CostAndProfitData,
  PriceData,
  ProductPageUrl,
} from './catalog'

/** Data of `com.wix.ecommerce.catalog.api.v1.ProductCreated`. */
export interface ProductCreated {
  productId: string
  name: string
  price: PriceData
  visible: boolean
  media: CatalogMedia
  sku: string
  productPageUrl: ProductPageUrl
  brand?: string
  costAndProfitData: CostAndProfitData
  originatedFromVersion: CatalogVersion
  slug: string
}

/** Data of `…ProductChanged`: top-level field names that changed. */
export interface ProductChanged {
  productId: string
  changedFields: string[]
  originatedFromVersion: CatalogVersion
}

/** Data of `…ProductDeleted`. */
export interface ProductDeleted {
  productId: string
  originatedFromVersion: CatalogVersion
}

/** One variant in `…VariantsChanged`. */
export interface VariantChanged {
  variantId: string
  changedFields: string[]
}

/** Data of `…VariantsChanged`. */
export interface VariantsChanged {
  productId: string
  variants: VariantChanged[]
  originatedFromVersion: CatalogVersion
}

/** Data of `…CollectionCreated` (the id key is `collection_Id` on the wire). */
export interface CollectionCreated {
  collection_Id: string
  name: string
  media: CatalogMedia
  slug: string
  visible: boolean
  originatedFromVersion: CatalogVersion
}

/** Data of `…CollectionChanged`. */
export interface CollectionChanged {
  collection_Id: string
  changedFields: string[]
  originatedFromVersion: CatalogVersion
}

/** Data of `…CollectionDeleted`. */
export interface CollectionDeleted {
  collection_Id: string
  originatedFromVersion: CatalogVersion
}
