import type {
  PlatformQuery,
  ProductFilter,
  QueryProductsPlatformizedRequest,
} from '@storefront-kit/sdk/catalog'
import { productQuery } from '@storefront-kit/sdk/catalog'

/** Products per page of a collection. */
export const PAGE_SIZE = 12

/** Sort orders the collection page offers, by their URL value. */
export const SORTS = {
  newest: { label: 'Newest', sort: [{ fieldName: 'createdDate', order: 'DESC' }] },
  'price-asc': { label: 'Price: low to high', sort: [{ fieldName: 'price', order: 'ASC' }] },
  'price-desc': { label: 'Price: high to low', sort: [{ fieldName: 'price', order: 'DESC' }] },
  name: { label: 'Name: A to Z', sort: [{ fieldName: 'name', order: 'ASC' }] },
} as const satisfies Record<string, { label: string; sort: PlatformQuery['sort'] }>

export type SortKey = keyof typeof SORTS

/** What the shopper chose on a collection page; it lives in the URL so it can be shared. */
export interface CollectionView {
  sort: SortKey
  inStock: boolean
  minPrice: number | undefined
  maxPrice: number | undefined
  /** 1-based. */
  page: number
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
