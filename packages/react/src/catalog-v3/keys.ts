import type {
  InTree,
  QueryCategoriesRequest,
  QueryInventoryItemsRequest,
  QueryVariantsRequest,
  V3QueryProductsRequest,
  V3RequestedField,
  V3SearchProductsRequest,
} from '@storefront-kit/sdk/catalog-v3'
import { STOREFRONT_KEY } from '../core/types'

const ALL = [...STOREFRONT_KEY, 'catalogV3'] as const
const PRODUCTS = [...ALL, 'products'] as const
const CATEGORIES = [...ALL, 'categories'] as const
const INVENTORY = [...ALL, 'inventory'] as const

/**
 * Query keys of the Catalog V3 store: `catalogV3Keys.products.search(request)`,
 * `catalogV3Keys.categories.bySlug(slug)`… Catalog V3 writes invalidate `catalogV3Keys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: catalogV3Keys.products.all })
 * ```
 */
export const catalogV3Keys = {
  all: ALL,
  version: () => [...ALL, 'version'] as const,
  products: {
    all: PRODUCTS,
    query: (request: V3QueryProductsRequest = {}) => [...PRODUCTS, 'query', request] as const,
    search: (request: V3SearchProductsRequest) => [...PRODUCTS, 'search', request] as const,
    searchPages: (request: V3SearchProductsRequest) =>
      [...PRODUCTS, 'searchPages', request] as const,
    detail: (id: string, fields: V3RequestedField[] = []) =>
      [...PRODUCTS, 'detail', id, fields] as const,
    bySlug: (slug: string, fields: V3RequestedField[] = []) =>
      [...PRODUCTS, 'slug', slug, fields] as const,
    variants: (request: QueryVariantsRequest) => [...PRODUCTS, 'variants', request] as const,
  },
  inventory: {
    all: INVENTORY,
    list: (request: QueryInventoryItemsRequest) => [...INVENTORY, 'list', request] as const,
  },
  categories: {
    all: CATEGORIES,
    list: (request: InTree<QueryCategoriesRequest> = {}) =>
      [...CATEGORIES, 'list', request] as const,
    bySlug: (slug: string) => [...CATEGORIES, 'slug', slug] as const,
    items: (id: string, limit?: number) => [...CATEGORIES, 'items', id, limit ?? null] as const,
  },
}
