import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type GetCatalogVersionResponse,
  getCatalogVersion,
  getCategoryBySlug,
  getProductBySlugV3,
  getProductV3,
  type InTree,
  listItemsInCategory,
  type QueryCategoriesRequest,
  type QueryInventoryItemsRequest,
  type QueryVariantsRequest,
  queryCategories,
  queryInventoryItems,
  queryProductsV3,
  queryVariants,
  searchProductsV3,
  type V3QueryProductsRequest,
  type V3RequestedField,
  type V3SearchProductsRequest,
} from '@storefront-kit/sdk/catalog-v3'
import { queryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { storefrontQueryOptions } from '../core/use-storefront'
import { catalogV3Keys } from './keys'

/**
 * Query options of the site's catalog version.
 * @example const { catalogVersion } = await queryClient.fetchQuery(catalogVersionQueryOptions(client))
 */
export function catalogVersionQueryOptions(client: Client) {
  return queryOptions<
    GetCatalogVersionResponse,
    StorefrontError,
    GetCatalogVersionResponse,
    ReturnType<typeof catalogV3Keys.version>
  >({
    queryKey: catalogV3Keys.version(),
    queryFn: ({ signal }) => getCatalogVersion(client, queryCall(signal)),
    // A store keeps its catalog: once known, it does not go stale.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * Which catalog the store runs (`V1_CATALOG` or `V3_CATALOG`).
 *
 * @example
 * ```tsx
 * const { data } = useCatalogVersion()
 * const v3 = data?.catalogVersion === 'V3_CATALOG'
 * ```
 */
export const useCatalogVersion = /* @__PURE__ */ queryHook(catalogVersionQueryOptions, 0)

/**
 * Query options of one page of QueryProducts (V3).
 * @example await queryClient.prefetchQuery(productsV3QueryOptions(client, { query: { cursorPaging: { limit: 12 } } }))
 */
export function productsV3QueryOptions(client: Client, request: V3QueryProductsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.products.query(request),
    queryFn: ({ signal }) => queryProductsV3(client, request, queryCall(signal)),
  })
}

/**
 * One page of V3 products (simple filters).
 *
 * @example
 * ```tsx
 * const { data } = useProductsV3({ query: { cursorPaging: { limit: 12 } } })
 * ```
 */
export const useProductsV3 = /* @__PURE__ */ queryHook(productsV3QueryOptions, 1)

/**
 * Query options of one page of SearchProducts (V3).
 * @example await queryClient.prefetchQuery(searchProductsV3QueryOptions(client, { search: { filter: inCategory(id) } }))
 */
export function searchProductsV3QueryOptions(client: Client, request: V3SearchProductsRequest) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.products.search(request),
    queryFn: ({ signal }) => searchProductsV3(client, request, queryCall(signal)),
  })
}

/**
 * One page of a V3 product search: a category page, a price filter, free text.
 *
 * @example
 * ```tsx
 * const { data } = useSearchProductsV3({
 *   search: { filter: inCategory(categoryId), cursorPaging: { limit: 12 } },
 * })
 * ```
 */
export const useSearchProductsV3 = /* @__PURE__ */ queryHook(searchProductsV3QueryOptions, 1)

/**
 * A V3 product search page by page ("load more").
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteSearchProductsV3({ search: { cursorPaging: { limit: 12 } } })
 * ```
 */
export function useInfiniteSearchProductsV3(request: V3SearchProductsRequest) {
  const client = useStorefrontClient()
  return useInfiniteQuery(
    pagedQueryOptions(
      client,
      catalogV3Keys.products.searchPages(request),
      searchProductsV3,
      request,
    ),
  )
}

/**
 * Query options of one V3 product by id, with its variants.
 * @example await queryClient.prefetchQuery(productV3QueryOptions(client, id, ['CURRENCY']))
 */
export function productV3QueryOptions(client: Client, id: string, fields: V3RequestedField[] = []) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.products.detail(id, fields),
    queryFn: ({ signal }) => getProductV3(client, id, fields, queryCall(signal)),
  })
}

/**
 * One V3 product by id, with its variants.
 *
 * @example
 * ```tsx
 * const { data } = useProductV3(productId, ['CURRENCY'])
 * ```
 */
export const useProductV3 = /* @__PURE__ */ queryHook(productV3QueryOptions, 2)

/**
 * Query options of one V3 product by slug.
 * @example await queryClient.prefetchQuery(productBySlugV3QueryOptions(client, 'classic-cotton-tee'))
 */
export function productBySlugV3QueryOptions(
  client: Client,
  slug: string,
  fields: V3RequestedField[] = [],
) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.products.bySlug(slug, fields),
    queryFn: ({ signal }) => getProductBySlugV3(client, slug, fields, queryCall(signal)),
  })
}

/**
 * The product page's read: a V3 product by slug, with options, modifiers and variants.
 *
 * @example
 * ```tsx
 * const { data } = useProductBySlugV3(slug, ['CURRENCY', 'MEDIA_ITEMS_INFO'])
 * const variants = data?.product.variantsInfo?.variants ?? []
 * ```
 */
export const useProductBySlugV3 = /* @__PURE__ */ queryHook(productBySlugV3QueryOptions, 2)

/**
 * Query options of read-only variants across products.
 * @example await queryClient.prefetchQuery(variantsV3QueryOptions(client, { query: { filter } }))
 */
export function variantsV3QueryOptions(client: Client, request: QueryVariantsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.products.variants(request),
    queryFn: ({ signal }) => queryVariants(client, request, queryCall(signal)),
  })
}

/**
 * Read-only variants (e.g. quick-add on a listing).
 *
 * @example
 * ```tsx
 * const { data } = useVariantsV3({ query: { filter: { 'productData.productId': { $in: ids } } } })
 * ```
 */
export const useVariantsV3 = /* @__PURE__ */ queryHook(variantsV3QueryOptions, 1)

/**
 * Query options of inventory items.
 * @example await queryClient.prefetchQuery(inventoryItemsQueryOptions(client, { query: { filter: { productId } } }))
 */
export function inventoryItemsQueryOptions(
  client: Client,
  request: QueryInventoryItemsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.inventory.list(request),
    queryFn: ({ signal }) => queryInventoryItems(client, request, queryCall(signal)),
  })
}

/**
 * Stock numbers of a product's variants.
 *
 * @example
 * ```tsx
 * const { data } = useInventoryItems({ query: { filter: { productId } } })
 * ```
 */
export const useInventoryItems = /* @__PURE__ */ queryHook(inventoryItemsQueryOptions, 1)

/**
 * Query options of the categories of the Stores tree.
 * @example await queryClient.prefetchQuery(categoriesQueryOptions(client))
 */
export function categoriesQueryOptions(
  client: Client,
  request: InTree<QueryCategoriesRequest> = {},
) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.categories.list(request),
    queryFn: ({ signal }) => queryCategories(client, request, queryCall(signal)),
  })
}

/**
 * Categories (the store's navigation); build the tree from `parentCategory`.
 *
 * @example
 * ```tsx
 * const { data } = useCategories({ query: { filter: { visible: true }, cursorPaging: { limit: 1000 } } })
 * ```
 */
export const useCategories = /* @__PURE__ */ queryHook(categoriesQueryOptions, 1)

/**
 * Query options of one category by slug.
 * @example await queryClient.prefetchQuery(categoryBySlugQueryOptions(client, 'apparel'))
 */
export function categoryBySlugQueryOptions(client: Client, slug: string) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.categories.bySlug(slug),
    queryFn: ({ signal }) => getCategoryBySlug(client, slug, {}, queryCall(signal)),
  })
}

/**
 * A category page's category, by slug.
 *
 * @example
 * ```tsx
 * const { data } = useCategoryBySlug('apparel')
 * ```
 */
export const useCategoryBySlug = /* @__PURE__ */ queryHook(categoryBySlugQueryOptions, 1)

/**
 * Query options of the product ids in a category.
 * @example await queryClient.prefetchQuery(categoryItemsQueryOptions(client, categoryId))
 */
export function categoryItemsQueryOptions(client: Client, categoryId: string, limit?: number) {
  return storefrontQueryOptions({
    queryKey: catalogV3Keys.categories.items(categoryId, limit),
    queryFn: ({ signal }) =>
      listItemsInCategory(
        client,
        categoryId,
        limit === undefined ? {} : { cursorPaging: { limit } },
        queryCall(signal),
      ),
  })
}

/**
 * The product ids in a category.
 *
 * @example
 * ```tsx
 * const { data } = useCategoryItems(categoryId, 50)
 * ```
 */
export const useCategoryItems = /* @__PURE__ */ queryHook(categoryItemsQueryOptions, 2)
