/**
 * Requests, responses and events of the store catalog (wire/catalog.md). Entities are in
 * `catalog.ts`, which re-exports this module.
 * @module
 */
import type {
  CatalogDiscountType,
  CatalogMedia,
  Collection,
  Dimensions,
  PricePerUnitData,
  Product,
  ProductOption,
  ProductType,
  SeoKeyword,
  SeoTag,
  StoreVariant,
  Variant,
  VariantData,
} from './catalog'
import type { ApplicationError } from './errors'
import type { Filter, Paging, PlatformPagingMetadata, PlatformQuery, Sorting } from './query'

/** Catalog v1 query: the filter and sort may also travel as JSON text (historical form). */
export interface CatalogV1Query {
  filter?: Filter | string
  sort?: Sorting[] | string
  paging?: Paging
}

/** Paging metadata of catalog v1 lists (`QueryProductVariants`, v1 queries). */
export interface CatalogPagingMetadata {
  /** Items on this page. */
  items?: number
  offset?: number
}

/** `GET /v2/collections/{id}`, `/v2/collections/slug/{slug}`, v1 collection reads. */
export interface GetCollectionResponse {
  collection: Collection
}

/** `GET /v2/collections/query` (`.r`, POST fallback). */
export interface QueryCollectionsRequest {
  query?: PlatformQuery
}

/** Answer of QueryCollections (v2). */
export interface QueryCollectionsResponse {
  collections: Collection[]
  metadata: PlatformPagingMetadata
}

/** `POST /stores-reader/v1/collections/query` (vendor docs). */
export interface QueryCollectionsV1Request {
  query?: CatalogV1Query
  /** `numberOfProducts` is always sent; accepted for compatibility. */
  includeNumberOfProducts?: boolean
  includeDescription?: boolean
}

/** Answer of the v1 collections query. */
export interface QueryCollectionsV1Response {
  collections: Collection[]
  metadata: CatalogPagingMetadata
  totalResults: number
}

/** `GET /stores-reader/v1/products/{id}`. */
export interface GetProductRequest {
  /** Cost and profit data; needs the owner. */
  includeMerchantSpecificData?: boolean
}

/** Answer of GetProduct. */
export interface GetProductResponse {
  product: Product
}

/** `GET /stores-reader/v1/products/query-platformized` (`.r`, POST fallback). */
export interface QueryProductsPlatformizedRequest {
  query?: PlatformQuery
}

/** Answer of QueryProductsPlatformized. */
export interface QueryProductsPlatformizedResponse {
  products: Product[]
  metadata: PlatformPagingMetadata
}

/** `POST /stores-reader/v1/products/query` (vendor docs). */
export interface QueryProductsRequest {
  query?: CatalogV1Query
  includeVariants?: boolean
  /** Needs the owner. */
  includeHiddenProducts?: boolean
  /** Needs the owner. */
  includeMerchantSpecificData?: boolean
}

/** Answer of the v1 products query. */
export interface QueryProductsResponse {
  products: Product[]
  metadata: CatalogPagingMetadata
  totalResults: number
}

/** `POST /stores-reader/v1/products/{id}/productOptionsAvailability`. */
export interface ProductOptionsAvailabilityRequest {
  /** Option name → choice (description or value). */
  options: Record<string, string>
}

/** What the selected choices allow. */
export interface ProductOptionsAvailabilityResponse {
  /** Set once a choice is selected for every option. */
  selectedVariant?: VariantData
  media?: CatalogMedia
  productOptions?: ProductOption[]
  availableForPurchase?: boolean
}

/** `POST /stores-reader/v1/products/{id}/variants/query`. */
export interface QueryProductVariantsRequest {
  /** Variants having all these choices. */
  choices?: Record<string, string>
  variantIds?: string[]
  paging?: Paging
  includeMerchantSpecificData?: boolean
}

/** Answer of QueryProductVariants. */
export interface QueryProductVariantsResponse {
  variants: Variant[]
  metadata: CatalogPagingMetadata
  totalResults: number
}

/** Answer of `GET /stores-reader/v1/variants/{id}`. */
export interface GetStoreVariantResponse {
  variant: StoreVariant
}

/** `POST /stores-reader/v1/variants/query`. */
export interface QueryStoreVariantsRequest {
  query: PlatformQuery
}

/** Answer of QueryStoreVariants. */
export interface QueryStoreVariantsResponse {
  variants: StoreVariant[]
  metadata: PlatformPagingMetadata
}

/** An option as written: choices with value and description. */
export interface ProductOptionInput {
  name: string
  choices: { value: string; description: string }[]
}

/** Writable product fields (read-only ones are ignored on input). */
export interface ProductInput {
  /** Required on the wire for updates; the SDK fills it from the path id. */
  id?: string
  name?: string
  slug?: string
  visible?: boolean
  productType?: ProductType
  description?: string
  sku?: string
  weight?: number
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
  priceData?: { price?: number }
  costAndProfitData?: { itemCost?: number }
  pricePerUnitData?: PricePerUnitData
  additionalInfoSections?: { title?: string; description?: string }[]
  manageVariants?: boolean
  productOptions?: ProductOptionInput[]
  discount?: { type?: CatalogDiscountType; value?: number }
  seoData?: SeoSchemaInput
  ribbon?: string
  brand?: string
}

/** SEO data as written: a product's `seoData`, every field optional but a tag's type and a keyword's term. */
export interface SeoSchemaInput {
  tags?: (Pick<SeoTag, 'type'> & Partial<SeoTag>)[]
  settings?: {
    preventAutoRedirect?: boolean
    /** At most 5. */
    keywords?: (Pick<SeoKeyword, 'term'> & Partial<SeoKeyword>)[]
  }
}

/** `POST /stores/v1/products`. */
export interface CreateProductRequest {
  product: ProductInput & {
    name: string
    priceData: { price: number }
    costAndProfitData: { itemCost: number }
  }
}

/** `PATCH /stores/v1/products/{product.id}`: fields sent replace stored ones. */
export interface UpdateProductRequest {
  product: ProductInput
}

/** Answer of CreateProduct and UpdateProduct. */
export interface ProductResponse {
  product: Product
}

/** Per-variant values an owner sets (managed variants). */
export interface VariantOverride {
  /** Selects the variants having these choices (options may be left out); none selects all. */
  choices?: Record<string, string>
  variantIds?: string[]
  price?: number
  cost?: number
  weight?: number
  sku?: string
  visible?: boolean
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
}

/** `PATCH /stores/v1/products/{id}/variants`. */
export interface UpdateVariantsRequest {
  variants: VariantOverride[]
}

/** Answer of UpdateVariants: every variant of the product. */
export interface UpdateVariantsResponse {
  variants: Variant[]
}

/** An option and one of its choices. */
export interface OptionAndChoice {
  option: string
  choice: string
}

/** A media item to add: a media id or a URL (exactly one), optionally for a choice. */
export interface MediaDataForWrite {
  mediaId?: string
  url?: string
  choice?: OptionAndChoice
}

/** `POST /stores/v1/products/{id}/media`. */
export interface AddProductMediaRequest {
  /** 1–50 items. */
  media: MediaDataForWrite[]
}

/** `POST /stores/v1/products/{id}/media/delete`. */
export interface RemoveProductMediaRequest {
  mediaIds: string[]
}

/** Media ids for one choice of an option. */
export interface MediaAssignmentToChoice {
  option: string
  choice: string
  mediaIds?: string[]
}

/** `PATCH /stores/v1/products/{id}/choices/media`, `POST …/choices/media/delete`. */
export interface ProductMediaToChoicesRequest {
  /** 1–10 items. */
  media: MediaAssignmentToChoice[]
}

/** A relative change: a percentage or an amount (exactly one). */
export interface PropertyAdjustmentData {
  percentage?: PercentageData
  amount?: number
}

/** A percentage change, `rate` from -100 to 1000. */
export interface PercentageData {
  roundToInt?: boolean
  rate?: number
}

/** Outcome of one item of a bulk call. */
export interface CatalogItemMetadata {
  id?: string
  originalIndex: number
  success: boolean
  error?: ApplicationError
}

/** Totals of a bulk call. */
export interface CatalogBulkActionMetadata {
  totalSuccesses: number
  totalFailures: number
  undetailedFailures: number
}

/** One value a bulk update sets (exactly one field). */
export interface SetValue {
  price?: number
  cost?: number
  weight?: number
  ribbon?: string
  brand?: string
}

/** One property a bulk adjustment changes (exactly one field). */
export interface AdjustValue {
  price?: PropertyAdjustmentData
  cost?: PropertyAdjustmentData
  weight?: PropertyAdjustmentData
}

/** Result of one item of a bulk product call. */
export interface BulkProductResult {
  itemMetadata: CatalogItemMetadata
}

/** `POST /stores/v1/bulk/products/update`. */
export interface BulkUpdateProductsRequest {
  /** 1–100 product ids. */
  ids: string[]
  set: SetValue
}

/** `POST /stores/v1/bulk/products/adjust-properties`. */
export interface BulkAdjustProductPropertiesRequest {
  ids: string[]
  adjust: AdjustValue
}

/** Answer of both bulk product calls. */
export interface BulkProductsResponse {
  results: BulkProductResult[]
  bulkActionMetadata: CatalogBulkActionMetadata
}

/** Writable collection fields. */
export interface CollectionInput {
  /** Required on the wire for updates; the SDK fills it from the path id. */
  id?: string
  name?: string
  description?: string
  slug?: string
  visible?: boolean
}

/** `POST /stores/v1/collections`. */
export interface CreateCollectionRequest {
  collection: CollectionInput & { name: string }
}

/** `PATCH /stores/v1/collections/{collection.id}`. */
export interface UpdateCollectionRequest {
  collection: CollectionInput
}

/** `POST /stores/v1/collections/{id}/productIds` and `…/productIds/delete`. */
export interface CollectionProductIdsRequest {
  /** At most 1,000. */
  productIds: string[]
}
