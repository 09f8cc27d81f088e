import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  CountResponse,
  GetAllProductsCategoryResponse,
  GetCatalogVersionResponse,
  V3CountProductsRequest,
  V3ProductResponse,
  V3QueryProductsRequest,
  V3QueryProductsResponse,
  V3RequestedField,
  V3SearchProductsRequest,
  V3SearchProductsResponse,
} from '../wire'

const P = '/stores/v3/products'

/**
 * GetCatalogVersion: which catalog the site runs, `V1_CATALOG` or `V3_CATALOG` (or
 * `STORES_NOT_INSTALLED`). Ask once per site and use that catalog's calls: the other one's
 * answer 428.
 *
 * @example
 * ```ts
 * const { catalogVersion } = await getCatalogVersion(client)
 * const v3 = catalogVersion === 'V3_CATALOG'
 * ```
 */
export function getCatalogVersion(
  client: Client,
  options?: CallOptions,
): Promise<GetCatalogVersionResponse> {
  return client.request(
    { operation: 'getCatalogVersion', method: 'GET', path: '/stores/v3/provision/version' },
    options,
  )
}

/**
 * GetProduct (V3): one product with its variants. `fields` opts into extras such as `URL`,
 * `CURRENCY` (formatted prices), `MEDIA_ITEMS_INFO`, `DESCRIPTION`. Visitors cannot read hidden
 * products.
 *
 * @example
 * ```ts
 * const { product } = await getProductV3(client, productId, ['CURRENCY'])
 * console.log(product.name, product.variantsInfo?.variants.length)
 * ```
 */
export function getProductV3(
  client: Client,
  productId: string,
  fields: V3RequestedField[] = [],
  options?: CallOptions,
): Promise<V3ProductResponse> {
  return client.request(
    {
      operation: 'getProductV3',
      method: 'GET',
      path: `${P}/${encodeURIComponent(productId)}`,
      query: encodeQuery({ productId, fields }),
    },
    options,
  )
}

/**
 * GetProductBySlug (V3): the product page's read, with its variants.
 *
 * @example
 * ```ts
 * const { product } = await getProductBySlugV3(client, 'classic-cotton-tee', ['CURRENCY', 'URL'])
 * ```
 */
export function getProductBySlugV3(
  client: Client,
  slug: string,
  fields: V3RequestedField[] = [],
  options?: CallOptions,
): Promise<V3ProductResponse> {
  return client.request(
    {
      operation: 'getProductBySlugV3',
      method: 'GET',
      path: `${P}/slug/${encodeURIComponent(slug)}`,
      query: encodeQuery({ slug, fields }),
    },
    options,
  )
}

/**
 * QueryProducts (V3): simple filters (`visible`, `slug`, `id`, `handle`, dates), cursor paging
 * up to 100; no variants in the answer. Build typed queries with `v3ProductQuery`. Works with
 * `paginate`.
 *
 * @example
 * ```ts
 * const { products, pagingMetadata } = await queryProductsV3(client, {
 *   query: { filter: { visible: true }, cursorPaging: { limit: 12 } },
 * })
 * ```
 */
export const queryProductsV3 = withPager(
  (
    client: Client,
    request: V3QueryProductsRequest = {},
    options?: CallOptions,
  ): Promise<V3QueryProductsResponse> =>
    client.request(
      {
        operation: 'queryProductsV3',
        method: 'GET',
        path: `${P}/query`,
        payload: request,
        query: encodeQuery(request, true),
        postFallback: true,
      },
      options,
    ),
  cursorPager<
    V3QueryProductsRequest,
    V3QueryProductsResponse,
    V3QueryProductsResponse['products'][number]
  >({
    items: 'products',
    at: 'query',
    metadata: 'pagingMetadata',
  }),
)

/**
 * SearchProducts (V3): the storefront's listing call. Filters by category (`$matchItems`), price
 * range, inventory status, options; free text in named fields; sorts; cursor paging up to 100.
 * Build typed searches with `v3ProductSearch` and `inCategory`. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { products } = await searchProductsV3(client, {
 *   search: v3ProductSearch({
 *     filter: inCategory(categoryId),
 *     sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
 *     cursorPaging: { limit: 12 },
 *   }),
 *   fields: ['CURRENCY'],
 * })
 * ```
 */
export const searchProductsV3 = withPager(
  (
    client: Client,
    request: V3SearchProductsRequest,
    options?: CallOptions,
  ): Promise<V3SearchProductsResponse> =>
    client.request(
      {
        operation: 'searchProductsV3',
        method: 'GET',
        path: `${P}/search`,
        payload: request,
        query: encodeQuery(request, true),
        postFallback: true,
      },
      options,
    ),
  cursorPager<
    V3SearchProductsRequest,
    V3SearchProductsResponse,
    V3SearchProductsResponse['products'][number]
  >({
    items: 'products',
    at: 'search',
    metadata: 'pagingMetadata',
  }),
)

/**
 * CountProducts (V3): how many products match; hidden ones only for the owner asking.
 *
 * @example
 * ```ts
 * const { count } = await countProductsV3(client, { filter: inCategory(categoryId) })
 * ```
 */
export function countProductsV3(
  client: Client,
  request: V3CountProductsRequest = {},
  options?: CallOptions,
): Promise<CountResponse> {
  return client.request(
    {
      operation: 'countProductsV3',
      method: 'GET',
      path: `${P}/count`,
      payload: request,
      query: encodeQuery(request, true),
      postFallback: true,
    },
    options,
  )
}

/**
 * GetAllProductsCategory: the id of the category every product is in.
 *
 * @example
 * ```ts
 * const { categoryId } = await getAllProductsCategory(client)
 * ```
 */
export function getAllProductsCategory(
  client: Client,
  options?: CallOptions,
): Promise<GetAllProductsCategoryResponse> {
  return client.request(
    {
      operation: 'getAllProductsCategory',
      method: 'GET',
      path: '/stores/v3/all-products-category',
    },
    options,
  )
}
