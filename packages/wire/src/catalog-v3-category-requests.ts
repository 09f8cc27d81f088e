/**
 * Requests and answers of the Catalog V3 categories calls (wire/catalog-v3.md, categories):
 * reads, writes, item membership and arranged items. Products, variants and inventory items are
 * in `catalog-v3-requests.ts`.
 */
import type { CatalogBulkActionMetadata, CatalogItemMetadata } from './catalog-requests'
import type {
  Category,
  ItemReference,
  MapItemToCategories,
  TreeReference,
} from './catalog-v3-categories'
import type {
  AggregationData,
  CommonCursorPagingMetadata,
  SearchDetails,
  V3CursorSearch,
} from './catalog-v3-requests'
import type { CursorQuery, Filter, PlatformPagingMetadata } from './query'

/** `fields` opt-ins of category reads. */
export type CategoryRequestedField = 'BREADCRUMBS_INFO' | 'DESCRIPTION' | 'RICH_CONTENT_DESCRIPTION'

/** Every categories call names its tree (`{ appNamespace: '@wix/stores' }`). */
export interface CategoryTreeRequest {
  treeReference: TreeReference
}

/** GetCategory, GetCategoryBySlug. */
export interface GetCategoryRequest extends CategoryTreeRequest {
  fields?: CategoryRequestedField[]
}

export interface CategoryResponse {
  category: Category
}

/** `POST /categories/v1/categories/query`: up to 1,000. */
export interface QueryCategoriesRequest extends GetCategoryRequest {
  query?: CursorQuery
  /** Needs the owner. */
  returnNonVisibleCategories?: boolean
}

export interface QueryCategoriesResponse {
  categories: Category[]
  pagingMetadata: CommonCursorPagingMetadata
}

/** `POST /categories/v1/categories/search`. */
export interface SearchCategoriesRequest extends GetCategoryRequest {
  search: V3CursorSearch
  returnNonVisibleCategories?: boolean
}

export interface SearchCategoriesResponse extends QueryCategoriesResponse {
  aggregationData?: AggregationData
}

/** `POST /categories/v1/categories/count`. */
export interface CountCategoriesRequest extends CategoryTreeRequest {
  filter?: Filter
  search?: SearchDetails
  returnNonVisibleCategories?: boolean
}

/** `GET /categories/v1/categories/{categoryId}/list-items`: up to 100 per page. */
export interface ListItemsInCategoryRequest extends CategoryTreeRequest {
  cursorPaging?: { limit?: number; cursor?: string }
  /** Arranged items first, in their order, then the rest. */
  useCategoryArrangement?: boolean
  includeItemsFromSubcategories?: boolean
}

export interface ListItemsInCategoryResponse {
  items: ItemReference[]
  pagingMetadata: PlatformPagingMetadata
}

/** `GET /categories/v1/categories/list-categories-for-item`. */
export interface ListCategoriesForItemRequest extends CategoryTreeRequest {
  item: ItemReference
}

export interface ListCategoriesForItemResponse {
  directCategoryIds: string[]
  allCategoryIds: string[]
}

/** `GET /categories/v1/categories/list-categories-for-items`: up to 100 items. */
export interface ListCategoriesForItemsRequest extends CategoryTreeRequest {
  items: ItemReference[]
}

export interface ListCategoriesForItemsResponse {
  categoriesForItems: MapItemToCategories[]
}

/** `GET /categories/v1/categories/list-trees`. */
export interface ListTreesResponse {
  trees: TreeReference[]
}

/** GetArrangedItems and SetArrangedItems answer the arranged items, in order. */
export interface ArrangedItemsResponse {
  items: ItemReference[]
}

/** `POST /categories/v1/categories/{categoryId}/set-arranged-items` (owner): up to 100. */
export interface SetArrangedItemsRequest extends CategoryTreeRequest {
  items: ItemReference[]
}

/** Writable category fields. */
export interface CategoryInput {
  name?: string
  slug?: string
  description?: string
  /** Set on create; later only through UpdateCategoryVisibility. */
  visible?: boolean
  image?: { id?: string; url?: string; altText?: string }
  /** Set on create only. */
  parentCategory?: { id?: string }
  seoData?: Record<string, unknown>
}

/** `POST /categories/v1/categories` (owner). */
export interface CreateCategoryRequest extends GetCategoryRequest {
  category: CategoryInput & { name: string }
}

/** `PATCH /categories/v1/categories/{category.id}` (owner). */
export interface UpdateCategoryRequest extends GetCategoryRequest {
  category: Omit<CategoryInput, 'visible' | 'parentCategory'> & { revision: string }
}

/** `PATCH /categories/v1/categories/visibility` (owner): the category and its subcategories. */
export interface UpdateCategoryVisibilityRequest extends CategoryTreeRequest {
  categoryId: string
  visible: boolean
  revision: string
}

/** Add or remove items of one category (owner): up to 100. */
export interface BulkCategoryItemsRequest extends CategoryTreeRequest {
  items: ItemReference[]
}

/** Add or remove one item in several categories (owner): up to 100. */
export interface BulkItemCategoriesRequest extends CategoryTreeRequest {
  item: ItemReference
  categoryIds: string[]
}

export interface BulkCategoryItemsResponse {
  results: { itemMetadata: CatalogItemMetadata }[]
  bulkActionMetadata: CatalogBulkActionMetadata
}

/** The answer of deletes: nothing. */
export type V3EmptyResponse = Record<string, never>
