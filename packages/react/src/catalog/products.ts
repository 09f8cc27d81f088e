import type { Client } from '@storefront-kit/sdk'
import {
  type GetProductRequest,
  type GetProductResponse,
  type GetStoreVariantResponse,
  getProduct,
  getStoreVariant,
  type ProductOptionsAvailabilityRequest,
  type ProductOptionsAvailabilityResponse,
  productOptionsAvailability,
  type QueryProductsPlatformizedRequest,
  type QueryProductsPlatformizedResponse,
  type QueryProductsRequest,
  type QueryProductsResponse,
  type QueryProductVariantsRequest,
  type QueryProductVariantsResponse,
  type QueryStoreVariantsRequest,
  type QueryStoreVariantsResponse,
  queryProducts,
  queryProductsPlatformized,
  queryProductVariants,
  queryStoreVariants,
} from '@storefront-kit/sdk/catalog'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { storefrontQueryOptions } from '../core/use-storefront'
import { catalogKeys } from './keys'

/**
 * Query options of one page of products (`queryProducts`, catalog v1).
 * @example await queryClient.prefetchQuery(productsQueryOptions(client, { query: { paging: { limit: 12 } } }))
 */
export function productsQueryOptions(client: Client, request: QueryProductsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.products.list(request),
    queryFn: ({ signal }): Promise<QueryProductsResponse> =>
      queryProducts(client, request, queryCall(signal)),
  })
}

/**
 * One page of products.
 *
 * @example
 * ```tsx
 * const { data } = useProducts({ query: { paging: { limit: 12 } } })
 * return data?.products.map((p) => <ProductCard key={p.id} product={p} />)
 * ```
 */
export const useProducts = /* @__PURE__ */ queryHook(productsQueryOptions, 1)

/**
 * Infinite-query options over the pages of products.
 * @example await queryClient.prefetchInfiniteQuery(productsInfiniteQueryOptions(client, request))
 */
export function productsInfiniteQueryOptions(client: Client, request: QueryProductsRequest = {}) {
  return pagedQueryOptions(client, catalogKeys.products.pages(request), queryProducts, request)
}

/**
 * Products page by page ("load more").
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteProducts({ query: { paging: { limit: 12 } } })
 * const products = data?.pages.flatMap((page) => page.products) ?? []
 * ```
 */
export function useInfiniteProducts(request: QueryProductsRequest = {}) {
  return useInfiniteQuery(productsInfiniteQueryOptions(useStorefrontClient(), request))
}

/**
 * Query options of one page of products in the platform query form (`queryProductsPlatformized`).
 * @example const page = await queryClient.fetchQuery(platformizedProductsQueryOptions(client, { query }))
 */
export function platformizedProductsQueryOptions(
  client: Client,
  request: QueryProductsPlatformizedRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.products.platformized(request),
    queryFn: ({ signal }): Promise<QueryProductsPlatformizedResponse> =>
      queryProductsPlatformized(client, request, queryCall(signal)),
  })
}

/**
 * One page of products queried in the platform form (filter, sort, offset or cursor).
 *
 * @example
 * ```tsx
 * const { data } = usePlatformizedProducts({ query: { filter: { name: { $startsWith: 'Oak' } } } })
 * ```
 */
export const usePlatformizedProducts = /* @__PURE__ */ queryHook(
  platformizedProductsQueryOptions,
  1,
)

/**
 * Platform-form products page by page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfinitePlatformizedProducts({ query: { paging: { limit: 20 } } })
 * ```
 */
export function useInfinitePlatformizedProducts(request: QueryProductsPlatformizedRequest = {}) {
  const client = useStorefrontClient()
  return useInfiniteQuery(
    pagedQueryOptions(
      client,
      catalogKeys.products.platformizedPages(request),
      queryProductsPlatformized,
      request,
    ),
  )
}

/**
 * Query options of one product (`getProduct`).
 * @example await queryClient.prefetchQuery(productQueryOptions(client, productId))
 */
export function productQueryOptions(client: Client, id: string, request: GetProductRequest = {}) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.products.detail(id, request),
    queryFn: ({ signal }): Promise<GetProductResponse> =>
      getProduct(client, id, request, queryCall(signal)),
  })
}

/**
 * One product.
 *
 * @example
 * ```tsx
 * const { data } = useProduct(productId)
 * return <h1>{data?.product.name}</h1>
 * ```
 */
export const useProduct = /* @__PURE__ */ queryHook(productQueryOptions, 2)

/**
 * Query options of a product's variants (`queryProductVariants`).
 * @example const { variants } = await queryClient.fetchQuery(productVariantsQueryOptions(client, productId))
 */
export function productVariantsQueryOptions(
  client: Client,
  id: string,
  request: QueryProductVariantsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.products.variants(id, request),
    queryFn: ({ signal }): Promise<QueryProductVariantsResponse> =>
      queryProductVariants(client, id, request, queryCall(signal)),
  })
}

/**
 * A product's variants, optionally those with given choices.
 *
 * @example
 * ```tsx
 * const { data } = useProductVariants(productId, { choices: { Size: 'M' } })
 * ```
 */
export const useProductVariants = /* @__PURE__ */ queryHook(productVariantsQueryOptions, 2)

/**
 * Query options of what a choice of options allows (`productOptionsAvailability`).
 *
 * @example
 * ```ts
 * const availability = await queryClient.fetchQuery(
 *   productOptionsAvailabilityQueryOptions(client, productId, { options: { Size: 'M' } }),
 * )
 * ```
 */
export function productOptionsAvailabilityQueryOptions(
  client: Client,
  id: string,
  request: ProductOptionsAvailabilityRequest,
) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.products.optionsAvailability(id, request),
    queryFn: ({ signal }): Promise<ProductOptionsAvailabilityResponse> =>
      productOptionsAvailability(client, id, request, queryCall(signal)),
  })
}

/**
 * What the chosen options allow (price, stock, media of the matching variant).
 *
 * @example
 * ```tsx
 * const { data } = useProductOptionsAvailability(productId, { options: { Color: 'Green' } })
 * ```
 */
export const useProductOptionsAvailability = /* @__PURE__ */ queryHook(
  productOptionsAvailabilityQueryOptions,
  2,
)

/**
 * Query options of one store variant (`getStoreVariant`).
 * @example const { variant } = await queryClient.fetchQuery(storeVariantQueryOptions(client, variantId))
 */
export function storeVariantQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.storeVariants.detail(id),
    queryFn: ({ signal }): Promise<GetStoreVariantResponse> =>
      getStoreVariant(client, id, queryCall(signal)),
  })
}

/**
 * One store variant.
 *
 * @example
 * ```tsx
 * const { data } = useStoreVariant(variantId)
 * ```
 */
export const useStoreVariant = /* @__PURE__ */ queryHook(storeVariantQueryOptions, 1)

/**
 * Query options of one page of store variants (`queryStoreVariants`).
 * @example const { variants } = await queryClient.fetchQuery(storeVariantsQueryOptions(client, { query: {} }))
 */
export function storeVariantsQueryOptions(client: Client, request: QueryStoreVariantsRequest) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.storeVariants.list(request),
    queryFn: ({ signal }): Promise<QueryStoreVariantsResponse> =>
      queryStoreVariants(client, request, queryCall(signal)),
  })
}

/**
 * One page of store variants.
 *
 * @example
 * ```tsx
 * const { data } = useStoreVariants({ query: { filter: { productId } } })
 * ```
 */
export const useStoreVariants = /* @__PURE__ */ queryHook(storeVariantsQueryOptions, 1)
