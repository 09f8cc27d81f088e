/**
 * Requests and responses of Catalog V3 (wire/catalog-v3.md §3–4), categories aside (in
 * `catalog-v3-category-requests.ts`). Products, variants and
 * inventory reads page by cursor and answer `pagingMetadata`. Write shapes the wire reference
 * lists without detail follow the vendor's REST conventions (inference): an entity under its
 * name, the id from the path, the current `revision` on updates, bulk answers as per-item results.
 * @module
 */
import type { CatalogBulkActionMetadata, CatalogItemMetadata } from './catalog-requests'
import type {
  ConnectedModifier,
  ConnectedModifierChoice,
  ConnectedOption,
  ConnectedOptionChoice,
  FixedMonetaryAmount,
  FreeTextSettings,
  ModifierRenderType,
  ProductMedia,
  V3Brand,
  V3InfoSection,
  V3PhysicalProperties,
  V3Product,
  V3ProductType,
  V3RequestedField,
  V3Ribbon,
  V3Variant,
} from './catalog-v3'
import type { TreeReference } from './catalog-v3-categories'
import type { InventoryItem } from './catalog-v3-inventory'
import type { ReadOnlyVariant } from './catalog-v3-variants'
import type {
  CursorQuery,
  Cursors,
  Filter,
  PlatformPagingMetadata,
  PlatformQuery,
  Sorting,
} from './query'

/** Paging metadata of cursor-paged V3 lists. */
export interface CommonCursorPagingMetadata {
  /** Items on this page. */
  count?: number
  cursors?: Cursors
  hasNext?: boolean
}

/** Free text: terms of `expression` looked for in `fields` (all searchable ones when empty). */
export interface SearchDetails {
  /** `OR` (default): any term; `AND`: every term. */
  mode?: 'OR' | 'AND'
  expression?: string
  fields?: string[]
  fuzzy?: boolean
}

/** A search: a query with free text and aggregations. */
export interface V3CursorSearch {
  filter?: Filter
  sort?: Sorting[]
  cursorPaging?: { limit?: number; cursor?: string }
  aggregations?: Record<string, unknown>[]
  search?: SearchDetails
  timeZone?: string
}

/** Facets of a search (accepted; the emulator answers none). */
export interface AggregationData {
  results?: Record<string, unknown>[]
}

// Products

/** `fields` opt-ins of product reads. */
export interface V3ProductFieldsRequest {
  fields?: V3RequestedField[]
}

/** GetProduct, GetProductBySlug, CreateProduct and UpdateProduct answer one product. */
export interface V3ProductResponse {
  product: V3Product
}

/** `GET /stores/v3/products/query` (`.r`, POST fallback): up to 100, no variants. */
export interface V3QueryProductsRequest extends V3ProductFieldsRequest {
  query?: CursorQuery
}

export interface V3QueryProductsResponse {
  products: V3Product[]
  pagingMetadata: CommonCursorPagingMetadata
}

/** `GET /stores/v3/products/search` (`.r`, POST fallback): filters, free text, sort. */
export interface V3SearchProductsRequest extends V3ProductFieldsRequest {
  search: V3CursorSearch
}

export interface V3SearchProductsResponse extends V3QueryProductsResponse {
  aggregationData?: AggregationData
}

/** `GET /stores/v3/products/count`. `returnNonVisibleProducts` needs the owner. */
export interface V3CountProductsRequest {
  filter?: Filter
  search?: SearchDetails
  returnNonVisibleProducts?: boolean
}

export interface CountResponse {
  count: number
}

/** `GET /stores/v3/all-products-category`. */
export interface GetAllProductsCategoryResponse {
  categoryId: string
  treeReference: TreeReference
}

/** A choice to write: named (choice types other than text and one color are internal). */
interface ChoiceWrite {
  name: string
  choiceType?: 'CHOICE_TEXT' | 'ONE_COLOR'
}

/** An option to write: named, with its choices (its only kind of settings). */
export interface ConnectedOptionInput extends Omit<ConnectedOption, 'name' | 'choicesSettings'> {
  name: string
  choicesSettings: { choices: (Omit<ConnectedOptionChoice, keyof ChoiceWrite> & ChoiceWrite)[] }
}

/** A modifier to write: named, rendered as free text (titled) or as choices. */
export interface ConnectedModifierInput
  extends Omit<
    ConnectedModifier,
    'name' | 'modifierRenderType' | 'freeTextSettings' | 'choicesSettings'
  > {
  name: string
  modifierRenderType: ModifierRenderType
  freeTextSettings?: FreeTextSettings & { title: string }
  choicesSettings?: { choices: (Omit<ConnectedModifierChoice, keyof ChoiceWrite> & ChoiceWrite)[] }
}

/** A variant's choice to write: both ids, or both names. */
export interface OptionChoiceInput {
  optionChoiceIds?: { optionId: string; choiceId: string }
  optionChoiceNames?: { optionName: string; choiceName: string; renderType?: string }
}

/** A variant to write: its choices by ids or by names, price, SKU, weight. */
export interface V3VariantInput
  extends Omit<V3Variant, 'price' | 'inventoryStatus' | 'media' | 'choices'> {
  choices?: OptionChoiceInput[]
  price: { actualPrice: FixedMonetaryAmount; compareAtPrice?: FixedMonetaryAmount }
}

/** Writable product fields. */
export interface V3ProductInput {
  name: string
  slug?: string
  plainDescription?: string
  visible?: boolean
  visibleInPos?: boolean
  productType: V3ProductType
  /** Media by media-manager `id` or external `url`; the first is the main one. */
  media?: { itemsInfo: { items: ProductMedia[] } }
  options?: ConnectedOptionInput[]
  modifiers?: ConnectedModifierInput[]
  brand?: V3Brand
  ribbon?: V3Ribbon
  infoSections?: V3InfoSection[]
  mainCategoryId?: string
  handle?: string
  physicalProperties?: V3PhysicalProperties
  seoData?: Record<string, unknown>
  /** At least one variant; exactly one choice per option each. */
  variantsInfo: { variants: V3VariantInput[] }
}

/** `POST /stores/v3/products` (owner). */
export interface V3CreateProductRequest extends V3ProductFieldsRequest {
  product: V3ProductInput
}

/** The fields an update changes; `revision` must be the product's current one. */
export type V3ProductUpdate = Partial<V3ProductInput> & { revision: string }

/** `PATCH /stores/v3/products/{product.id}` (owner). */
export interface V3UpdateProductRequest extends V3ProductFieldsRequest {
  product: V3ProductUpdate
}

/** `POST /stores/v3/bulk/products/create` (owner): up to 100. */
export interface V3BulkCreateProductsRequest extends V3ProductFieldsRequest {
  products: V3ProductInput[]
  returnEntity?: boolean
}

/** `POST /stores/v3/bulk/products/update` (owner): up to 100. */
export interface V3BulkUpdateProductsRequest extends V3ProductFieldsRequest {
  products: { product: V3ProductUpdate & { id: string } }[]
  returnEntity?: boolean
}

/** `POST /stores/v3/bulk/products/delete` (owner): up to 100. */
export interface V3BulkDeleteProductsRequest {
  productIds: string[]
}

/** One item of a bulk answer: what happened, and the entity when asked for. */
export interface BulkItemResult<T> {
  itemMetadata: CatalogItemMetadata
  item?: T
}

/** Answer of the bulk product writes. */
export interface V3BulkProductsResponse {
  results: BulkItemResult<V3Product>[]
  bulkActionMetadata: CatalogBulkActionMetadata
}

// Read-only variants

/** `fields` opt-ins of variant reads. */
export type VariantRequestedField =
  | 'CURRENCY'
  | 'MERCHANT_DATA'
  | 'SUBSCRIPTION_PRICES_INFO'
  | 'WEIGHT_MEASUREMENT_UNIT_INFO'
  | 'DISCOUNT_INFO'

/** `POST /stores/v3/products/query-variants`: up to 1,000. */
export interface QueryVariantsRequest {
  query?: CursorQuery
  fields?: VariantRequestedField[]
}

export interface QueryVariantsResponse {
  variants: ReadOnlyVariant[]
  pagingMetadata: CommonCursorPagingMetadata
}

/** `POST /stores/v3/products/search-variants`. */
export interface SearchVariantsRequest {
  search: V3CursorSearch
  fields?: VariantRequestedField[]
}

export interface SearchVariantsResponse extends QueryVariantsResponse {
  aggregationData?: AggregationData
}

// Inventory items

export interface InventoryItemResponse {
  inventoryItem: InventoryItem
}

/** `GET /stores/v3/inventory-items/query` (`.r`, POST fallback): up to 1,000. */
export interface QueryInventoryItemsRequest {
  query?: PlatformQuery
}

export interface QueryInventoryItemsResponse {
  inventoryItems: InventoryItem[]
  pagingMetadata: PlatformPagingMetadata
}

/** `GET /stores/v3/inventory-items/search`. */
export interface SearchInventoryItemsRequest {
  search: V3CursorSearch
}

export interface SearchInventoryItemsResponse {
  inventoryItems: InventoryItem[]
  pagingMetadata: CommonCursorPagingMetadata
  aggregationData?: AggregationData
}

/** What an inventory update sets: a quantity (tracked) or `inStock`, and preorder. */
export interface InventoryItemUpdate {
  /** The item's current revision. */
  revision: string
  trackQuantity?: boolean
  quantity?: number
  inStock?: boolean
  preorderInfo?: { enabled?: boolean; message?: string; limit?: number }
}

/** `PATCH /stores/v3/inventory-items/{inventoryItem.id}` (owner). */
export interface UpdateInventoryItemRequest {
  inventoryItem: InventoryItemUpdate
  reason?: string
}

/** `POST /stores/v3/bulk/inventory-items/update` (owner). */
export interface BulkUpdateInventoryItemsRequest {
  inventoryItems: { inventoryItem: InventoryItemUpdate & { id: string } }[]
  returnEntity?: boolean
  reason?: string
}

/** `POST /stores/v3/bulk/inventory-items/decrement` (owner). */
export interface BulkDecrementInventoryItemsRequest {
  decrementData: { inventoryItemId: string; decrementBy: number }[]
  /** Refuse a decrement below zero (default true). */
  restrictInventory?: boolean
  returnEntity?: boolean
}

/** `POST /stores/v3/bulk/inventory-items/increment` (owner). */
export interface BulkIncrementInventoryItemsRequest {
  incrementData: { inventoryItemId: string; incrementBy: number }[]
  returnEntity?: boolean
}

export interface BulkInventoryItemsResponse {
  results: BulkItemResult<InventoryItem>[]
  bulkActionMetadata: CatalogBulkActionMetadata
}
