import type {
  PlatformQuery,
  ProductFilter,
  QueryProductsPlatformizedRequest,
} from '@storefront-kit/sdk/catalog'
import { productQuery } from '@storefront-kit/sdk/catalog'
import {
  inCategory,
  type V3CountProductsRequest,
  type V3ProductSearch,
  type V3SearchProductsRequest,
  v3ProductSearch,
} from '@storefront-kit/sdk/catalog-v3'
import { V3_CARD_FIELDS } from './from-v3'

/** Products per page of a collection. */
export const PAGE_SIZE = 12

/** Sort orders the collection page offers, by their URL value. */
export const SORTS = {
  newest: { label: 'Newest', sort: [{ fieldName: 'createdDate', order: 'DESC' }] },
  'price-asc': { label: 'Price: low to high', sort: [{ fieldName: 'price', order: 'ASC' }] },
  'price-desc': { label: 'Price: high to low', sort: [{ fieldName: 'price', order: 'DESC' }] },
  name: { label: 'Name: A to Z', sort: [{ fieldName: 'name', order: 'ASC' }] },
} as const satisfies Record<string, { label: string; sort: PlatformQuery['sort'] }>

/** The same orders in Catalog V3 (a product's price there is its cheapest variant's). */
const V3_SORTS = {
  newest: [{ fieldName: 'createdDate', order: 'DESC' }],
  'price-asc': [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
  'price-desc': [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
  name: [{ fieldName: 'name', order: 'ASC' }],
} as const satisfies Record<SortKey, V3ProductSearch['sort']>

export type SortKey = keyof typeof SORTS

/** What the shopper chose on a collection page; it lives in the URL so it can be shared. */
export interface CollectionView {
  sort: SortKey
  inStock: boolean
  minPrice: number | undefined
  maxPrice: number | undefined
  /** 1-based. */
  page: number
  /** Catalog V3 pages by cursor: the cursor of this page (after the first). */
  cursor?: string | undefined
}

const amount = (text: string | null) => {
  if (text === null || text.trim() === '') return undefined
  const value = Number(text)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

/** The view encoded in a URL's search parameters (unknown values fall back to defaults). */
export function readView(search: URLSearchParams): CollectionView {
  const sort = search.get('sort')
  const page = Number(search.get('page'))
  return {
    sort: sort && sort in SORTS ? (sort as SortKey) : 'newest',
    inStock: search.get('inStock') === '1',
    minPrice: amount(search.get('min')),
    maxPrice: amount(search.get('max')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    cursor: search.get('cursor') || undefined,
  }
}

/** The products request of a collection page. */
export function collectionRequest(
  collectionId: string,
  view: CollectionView,
): QueryProductsPlatformizedRequest {
  const filter: ProductFilter = { 'collections.id': { $hasSome: [collectionId] } }
  if (view.inStock) filter.inventoryStatus = { $ne: 'OUT_OF_STOCK' }
  if (view.minPrice !== undefined || view.maxPrice !== undefined)
    filter.price = {
      ...(view.minPrice !== undefined && { $gte: view.minPrice }),
      ...(view.maxPrice !== undefined && { $lte: view.maxPrice }),
    }
  return {
    query: productQuery({
      filter,
      sort: [...SORTS[view.sort].sort],
      paging: { limit: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE },
    }),
  }
}

/** The filter of a V3 category page: the products in the category, stock and price. */
function categoryFilter(categoryId: string, view: CollectionView) {
  // Direct members: the number a category's tile shows (its `itemCounter`) is the page's total.
  const filter = inCategory(categoryId, true)
  if (view.inStock) filter['inventory.availabilityStatus'] = { $ne: 'OUT_OF_STOCK' }
  if (view.minPrice !== undefined || view.maxPrice !== undefined)
    filter['actualPriceRange.minValue.amount'] = {
      ...(view.minPrice !== undefined && { $gte: view.minPrice }),
      ...(view.maxPrice !== undefined && { $lte: view.maxPrice }),
    }
  return filter
}

/**
 * The requests of a V3 category page: the page's products (SearchProducts; a later page by the
 * cursor alone, which holds the first page's filter and sort) and how many match in all.
 */
export function categoryRequests(
  categoryId: string,
  view: CollectionView,
): { search: V3SearchProductsRequest; count: V3CountProductsRequest } {
  const filter = categoryFilter(categoryId, view)
  const search = view.cursor
    ? v3ProductSearch({ cursorPaging: { limit: PAGE_SIZE, cursor: view.cursor } })
    : v3ProductSearch({
        filter,
        sort: [...V3_SORTS[view.sort]],
        cursorPaging: { limit: PAGE_SIZE },
      })
  return { search: { search, fields: [...V3_CARD_FIELDS] }, count: { filter } }
}
