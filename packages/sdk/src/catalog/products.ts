import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { withPager } from '../core/paging'
import type {
  GetProductRequest,
  GetProductResponse,
  GetStoreVariantResponse,
  ProductOptionsAvailabilityRequest,
  ProductOptionsAvailabilityResponse,
  QueryProductsPlatformizedRequest,
  QueryProductsPlatformizedResponse,
  QueryProductsResponse,
  QueryProductVariantsRequest,
  QueryProductVariantsResponse,
  QueryStoreVariantsRequest,
  QueryStoreVariantsResponse,
} from '../wire'
import { platformPager, totalResultsPager } from './pagers'
import { type QueryProductsInput, v1Request } from './v1-query'

const READER = '/stores-reader/v1'
const product = (id: string) => `${READER}/products/${encodeURIComponent(id)}`

/**
 * GetProduct: one product with its options and variants. Visitors get 404 for hidden products;
 * cost and profit need the owner and `includeMerchantSpecificData`.
 *
 * @example
 * ```ts
 * const { product } = await getProduct(client, productId)
 * console.log(product.name, product.priceData?.formatted.discountedPrice)
 * ```
 */
export function getProduct(
  client: Client,
  id: string,
  request: GetProductRequest = {},
  options?: CallOptions,
): Promise<GetProductResponse> {
  return client.request(
    {
      operation: 'getProduct',
      method: 'GET',
      path: product(id),
      query: encodeQuery({ id, ...request }),
    },
    options,
  )
}

/**
 * QueryProductsPlatformized: products by filter, sort and offset or cursor paging (GET with
 * `.r`; POST above 4,000 characters). Build typed filters with {@link productQuery}. Works with
 * `paginate`.
 *
 * @example
 * ```ts
 * const { products, metadata } = await queryProductsPlatformized(client, {
 *   query: productQuery({
 *     filter: { 'collections.id': { $hasSome: [collectionId] }, price: { $lt: 50 } },
 *     sort: [{ fieldName: 'price', order: 'ASC' }],
 *     paging: { limit: 12 },
 *   }),
 * })
 * ```
 */
export const queryProductsPlatformized = withPager(
  (
    client: Client,
    request: QueryProductsPlatformizedRequest,
    options?: CallOptions,
  ): Promise<QueryProductsPlatformizedResponse> =>
    client.request(
      {
        operation: 'queryProductsPlatformized',
        method: 'GET',
        path: `${READER}/products/query-platformized`,
        payload: request,
        query: encodeQuery(request, true),
        postFallback: true,
      },
      options,
    ),
  platformPager<
    QueryProductsPlatformizedRequest,
    QueryProductsPlatformizedResponse,
    QueryProductsPlatformizedResponse['products'][number]
  >({ items: 'products', at: 'query' }),
)

/**
 * QueryProducts of the catalog v1 read API (`POST /stores-reader/v1/products/query`): offset
 * paging and `totalResults`; variants only with `includeVariants`. The filter and sort may be
 * objects: they travel as the JSON text the platform declares. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { products, totalResults } = await queryProducts(client, {
 *   query: { filter: { inventoryStatus: 'OUT_OF_STOCK' }, paging: { limit: 50 } },
 * })
 * ```
 */
export const queryProducts = withPager(
  (
    client: Client,
    request: QueryProductsInput,
    options?: CallOptions,
  ): Promise<QueryProductsResponse> =>
    client.request(
      {
        operation: 'queryProducts',
        method: 'POST',
        path: `${READER}/products/query`,
        payload: v1Request(request),
        idempotent: true,
      },
      options,
    ),
  totalResultsPager<
    QueryProductsInput,
    QueryProductsResponse,
    QueryProductsResponse['products'][number]
  >({
    items: 'products',
    at: 'query',
  }),
)

/**
 * ProductOptionsAvailability: which choices can still be bought for a (partial) selection, and,
 * once every option has a choice, the selected variant.
 *
 * @example
 * ```ts
 * const { availableForPurchase, selectedVariant } = await productOptionsAvailability(client, id, {
 *   options: { Size: 'M', Color: 'Navy' },
 * })
 * ```
 */
export function productOptionsAvailability(
  client: Client,
  id: string,
  request: ProductOptionsAvailabilityRequest,
  options?: CallOptions,
): Promise<ProductOptionsAvailabilityResponse> {
  return client.request(
    {
      operation: 'productOptionsAvailability',
      method: 'POST',
      path: `${product(id)}/productOptionsAvailability`,
      payload: { id, ...request },
      idempotent: true,
    },
    options,
  )
}

/**
 * QueryProductVariants: a product's variants, by choices (`{ Size: 'M' }`) or ids, offset-paged
 * (`metadata { items, offset }` and `totalResults`).
 *
 * @example
 * ```ts
 * const { variants, totalResults } = await queryProductVariants(client, id, { choices: { Size: 'M' } })
 * ```
 */
export function queryProductVariants(
  client: Client,
  id: string,
  request: QueryProductVariantsRequest = {},
  options?: CallOptions,
): Promise<QueryProductVariantsResponse> {
  return client.request(
    {
      operation: 'queryProductVariants',
      method: 'POST',
      path: `${product(id)}/variants/query`,
      payload: { id, ...request },
      idempotent: true,
    },
    options,
  )
}

/**
 * GetStoreVariant: one variant as its own entity; the id is `<productId>-<variantId>`.
 *
 * @example
 * ```ts
 * const { variant } = await getStoreVariant(client, `${productId}-${variantId}`)
 * ```
 */
export function getStoreVariant(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetStoreVariantResponse> {
  return client.request(
    {
      operation: 'getStoreVariant',
      method: 'GET',
      path: `${READER}/variants/${encodeURIComponent(id)}`,
      query: encodeQuery({ id }),
    },
    options,
  )
}

/**
 * QueryStoreVariants: variants across products (filter with {@link storeVariantQuery}). Works
 * with `paginate`.
 *
 * @example
 * ```ts
 * const { variants } = await queryStoreVariants(client, {
 *   query: storeVariantQuery({ filter: { 'stock.inStock': false } }),
 * })
 * ```
 */
export const queryStoreVariants = withPager(
  (
    client: Client,
    request: QueryStoreVariantsRequest,
    options?: CallOptions,
  ): Promise<QueryStoreVariantsResponse> =>
    client.request(
      {
        operation: 'queryStoreVariants',
        method: 'POST',
        path: `${READER}/variants/query`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  platformPager<
    QueryStoreVariantsRequest,
    QueryStoreVariantsResponse,
    QueryStoreVariantsResponse['variants'][number]
  >({ items: 'variants', at: 'query' }),
)
