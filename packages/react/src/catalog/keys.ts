import type {
  GetProductRequest,
  ProductOptionsAvailabilityRequest,
  QueryCollectionsRequest,
  QueryCollectionsV1Input,
  QueryProductsInput,
  QueryProductsPlatformizedRequest,
  QueryProductVariantsRequest,
  QueryStoreVariantsRequest,
} from '@storefront-kit/sdk/catalog'
import { STOREFRONT_KEY } from '../core/types'

const ALL = [...STOREFRONT_KEY, 'catalog'] as const
const PRODUCTS = [...ALL, 'products'] as const
const COLLECTIONS = [...ALL, 'collections'] as const
const VARIANTS = [...ALL, 'storeVariants'] as const

/**
 * Query keys of the store catalog, by entity: `catalogKeys.products.list(request)`,
 * `catalogKeys.collections.detail(id)`… Catalog writes invalidate `catalogKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: catalogKeys.products.all })
 * ```
 */
export const catalogKeys = {
  all: ALL,
  products: {
    all: PRODUCTS,
    list: (request: QueryProductsInput = {}) => [...PRODUCTS, 'list', request] as const,
    pages: (request: QueryProductsInput = {}) => [...PRODUCTS, 'pages', request] as const,
    platformized: (request: QueryProductsPlatformizedRequest = {}) =>
      [...PRODUCTS, 'platformized', request] as const,
    platformizedPages: (request: QueryProductsPlatformizedRequest = {}) =>
      [...PRODUCTS, 'platformizedPages', request] as const,
    detail: (id: string, request: GetProductRequest = {}) =>
      [...PRODUCTS, 'detail', id, request] as const,
    variants: (id: string, request: QueryProductVariantsRequest = {}) =>
      [...PRODUCTS, 'variants', id, request] as const,
    optionsAvailability: (id: string, request: ProductOptionsAvailabilityRequest) =>
      [...PRODUCTS, 'optionsAvailability', id, request] as const,
  },
  storeVariants: {
    all: VARIANTS,
    detail: (id: string) => [...VARIANTS, 'detail', id] as const,
    list: (request: QueryStoreVariantsRequest) => [...VARIANTS, 'list', request] as const,
    pages: (request: QueryStoreVariantsRequest) => [...VARIANTS, 'pages', request] as const,
  },
  collections: {
    all: COLLECTIONS,
    detail: (id: string) => [...COLLECTIONS, 'detail', id] as const,
    bySlug: (slug: string) => [...COLLECTIONS, 'slug', slug] as const,
    list: (request: QueryCollectionsRequest = {}) => [...COLLECTIONS, 'list', request] as const,
    pages: (request: QueryCollectionsRequest = {}) => [...COLLECTIONS, 'pages', request] as const,
    detailV1: (id: string) => [...COLLECTIONS, 'v1', 'detail', id] as const,
    bySlugV1: (slug: string) => [...COLLECTIONS, 'v1', 'slug', slug] as const,
    listV1: (request: QueryCollectionsV1Input = {}) =>
      [...COLLECTIONS, 'v1', 'list', request] as const,
    pagesV1: (request: QueryCollectionsV1Input = {}) =>
      [...COLLECTIONS, 'v1', 'pages', request] as const,
  },
}
