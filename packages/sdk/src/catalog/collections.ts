import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { withPager } from '../core/paging'
import type {
  GetCollectionResponse,
  QueryCollectionsRequest,
  QueryCollectionsResponse,
  QueryCollectionsV1Response,
} from '../wire'
import { platformPager, totalResultsPager } from './pagers'
import { type QueryCollectionsV1Input, v1Request } from './v1-query'

/** Id of the store-wide "All Products" collection. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001'

/**
 * GetCollection: one collection by id (`GET /v2/collections/{id}`). Visitors get 404 for hidden
 * collections.
 *
 * @example
 * ```ts
 * const { collection } = await getCollection(client, ALL_PRODUCTS_COLLECTION_ID)
 * console.log(collection.name, collection.numberOfProducts)
 * ```
 */
export function getCollection(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    {
      operation: 'getCollection',
      method: 'GET',
      path: `/v2/collections/${encodeURIComponent(id)}`,
      query: encodeQuery({ id }),
    },
    options,
  )
}

/**
 * GetCollectionBySlug: one collection by its slug (`GET /v2/collections/slug/{slug}`).
 *
 * @example
 * ```ts
 * const { collection } = await getCollectionBySlug(client, 'kitchen')
 * ```
 */
export function getCollectionBySlug(
  client: Client,
  slug: string,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    {
      operation: 'getCollectionBySlug',
      method: 'GET',
      path: `/v2/collections/slug/${encodeURIComponent(slug)}`,
      query: encodeQuery({ slug }),
    },
    options,
  )
}

/**
 * QueryCollections (v2): filter (`name`, `id`), sort and offset or cursor paging. Travels as a GET
 * with the `.r` parameter, or as a POST when the query string would pass 4,000 characters.
 * Works with `paginate`.
 *
 * @example
 * ```ts
 * const { collections, metadata } = await queryCollections(client, {
 *   query: collectionQuery({ filter: { name: { $startsWith: 'Home' } }, paging: { limit: 10 } }),
 * })
 * ```
 */
export const queryCollections = withPager(
  (
    client: Client,
    request: QueryCollectionsRequest,
    options?: CallOptions,
  ): Promise<QueryCollectionsResponse> =>
    client.request(
      {
        operation: 'queryCollections',
        method: 'GET',
        path: '/v2/collections/query',
        payload: request,
        query: encodeQuery(request, true),
        postFallback: true,
      },
      options,
    ),
  platformPager<
    QueryCollectionsRequest,
    QueryCollectionsResponse,
    QueryCollectionsResponse['collections'][number]
  >({ items: 'collections', at: 'query' }),
)

/**
 * GetCollection of the catalog v1 read API (`GET /stores-reader/v1/collections/{id}`), the
 * documented public equivalent of {@link getCollection}.
 *
 * @example
 * ```ts
 * const { collection } = await getCollectionV1(client, collectionId)
 * ```
 */
export function getCollectionV1(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    {
      operation: 'getCollectionV1',
      method: 'GET',
      path: `/stores-reader/v1/collections/${encodeURIComponent(id)}`,
      query: encodeQuery({ id }),
    },
    options,
  )
}

/**
 * GetCollectionBySlug of the catalog v1 read API (`GET /stores-reader/v1/collections/slug/{slug}`).
 *
 * @example
 * ```ts
 * const { collection } = await getCollectionBySlugV1(client, 'kitchen')
 * ```
 */
export function getCollectionBySlugV1(
  client: Client,
  slug: string,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    {
      operation: 'getCollectionBySlugV1',
      method: 'GET',
      path: `/stores-reader/v1/collections/slug/${encodeURIComponent(slug)}`,
      query: encodeQuery({ slug }),
    },
    options,
  )
}

/**
 * QueryCollections of the catalog v1 read API (`POST /stores-reader/v1/collections/query`):
 * offset paging, `totalResults`; the filter and sort travel as JSON text, as for
 * `queryProducts`. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { collections, totalResults } = await queryCollectionsV1(client, {
 *   query: { paging: { limit: 20 } },
 *   includeDescription: true,
 * })
 * ```
 */
export const queryCollectionsV1 = withPager(
  (
    client: Client,
    request: QueryCollectionsV1Input,
    options?: CallOptions,
  ): Promise<QueryCollectionsV1Response> =>
    client.request(
      {
        operation: 'queryCollectionsV1',
        method: 'POST',
        path: '/stores-reader/v1/collections/query',
        payload: v1Request(request),
        idempotent: true,
      },
      options,
    ),
  totalResultsPager<
    QueryCollectionsV1Input,
    QueryCollectionsV1Response,
    QueryCollectionsV1Response['collections'][number]
  >({ items: 'collections', at: 'query' }),
)
