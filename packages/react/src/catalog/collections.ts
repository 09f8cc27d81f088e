import type { Client } from '@storefront-kit/sdk'
import {
  type GetCollectionResponse,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  getCollectionV1,
  type QueryCollectionsRequest,
  type QueryCollectionsResponse,
  type QueryCollectionsV1Request,
  type QueryCollectionsV1Response,
  queryCollections,
  queryCollectionsV1,
} from '@storefront-kit/sdk/catalog'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { storefrontQueryOptions } from '../core/use-storefront'
import { catalogKeys } from './keys'

/**
 * Query options of one collection (`getCollection`, v2).
 * @example await queryClient.prefetchQuery(collectionQueryOptions(client, collectionId))
 */
export function collectionQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.detail(id),
    queryFn: ({ signal }): Promise<GetCollectionResponse> =>
      getCollection(client, id, queryCall(signal)),
  })
}

/**
 * One collection.
 *
 * @example
 * ```tsx
 * const { data } = useCollection(collectionId)
 * return <h2>{data?.collection.name}</h2>
 * ```
 */
export const useCollection = /* @__PURE__ */ queryHook(collectionQueryOptions, 1)

/**
 * Query options of a collection by its slug (`getCollectionBySlug`, v2).
 * @example await queryClient.prefetchQuery(collectionBySlugQueryOptions(client, 'kitchen'))
 */
export function collectionBySlugQueryOptions(client: Client, slug: string) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.bySlug(slug),
    queryFn: ({ signal }): Promise<GetCollectionResponse> =>
      getCollectionBySlug(client, slug, queryCall(signal)),
  })
}

/**
 * A collection by its slug (for `/collections/:slug` routes).
 *
 * @example
 * ```tsx
 * const { data } = useCollectionBySlug(params.slug)
 * ```
 */
export const useCollectionBySlug = /* @__PURE__ */ queryHook(collectionBySlugQueryOptions, 1)

/**
 * Query options of one page of collections (`queryCollections`, v2).
 * @example await queryClient.prefetchQuery(collectionsQueryOptions(client, { query: { paging: { limit: 20 } } }))
 */
export function collectionsQueryOptions(client: Client, request: QueryCollectionsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.list(request),
    queryFn: ({ signal }): Promise<QueryCollectionsResponse> =>
      queryCollections(client, request, queryCall(signal)),
  })
}

/**
 * One page of collections.
 *
 * @example
 * ```tsx
 * const { data } = useCollections({ query: { paging: { limit: 20 } } })
 * return data?.collections.map((c) => <a key={c.id} href={`/c/${c.slug}`}>{c.name}</a>)
 * ```
 */
export const useCollections = /* @__PURE__ */ queryHook(collectionsQueryOptions, 1)

/**
 * Collections page by page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteCollections({ query: { paging: { limit: 10 } } })
 * ```
 */
export function useInfiniteCollections(request: QueryCollectionsRequest = {}) {
  return useInfiniteQuery(
    pagedQueryOptions(
      useStorefrontClient(),
      catalogKeys.collections.pages(request),
      queryCollections,
      request,
    ),
  )
}

/**
 * Query options of one collection of the catalog v1 read API (`getCollectionV1`).
 * @example const { collection } = await queryClient.fetchQuery(collectionV1QueryOptions(client, id))
 */
export function collectionV1QueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.detailV1(id),
    queryFn: ({ signal }): Promise<GetCollectionResponse> =>
      getCollectionV1(client, id, queryCall(signal)),
  })
}

/**
 * One v1 collection.
 *
 * @example
 * ```tsx
 * const { data } = useCollectionV1(collectionId)
 * ```
 */
export const useCollectionV1 = /* @__PURE__ */ queryHook(collectionV1QueryOptions, 1)

/**
 * Query options of a v1 collection by slug (`getCollectionBySlugV1`).
 * @example const { collection } = await queryClient.fetchQuery(collectionBySlugV1QueryOptions(client, 'kitchen'))
 */
export function collectionBySlugV1QueryOptions(client: Client, slug: string) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.bySlugV1(slug),
    queryFn: ({ signal }): Promise<GetCollectionResponse> =>
      getCollectionBySlugV1(client, slug, queryCall(signal)),
  })
}

/**
 * A v1 collection by slug.
 *
 * @example
 * ```tsx
 * const { data } = useCollectionBySlugV1('kitchen')
 * ```
 */
export const useCollectionBySlugV1 = /* @__PURE__ */ queryHook(collectionBySlugV1QueryOptions, 1)

/**
 * Query options of one page of v1 collections (`queryCollectionsV1`).
 * @example const page = await queryClient.fetchQuery(collectionsV1QueryOptions(client, {}))
 */
export function collectionsV1QueryOptions(client: Client, request: QueryCollectionsV1Request = {}) {
  return storefrontQueryOptions({
    queryKey: catalogKeys.collections.listV1(request),
    queryFn: ({ signal }): Promise<QueryCollectionsV1Response> =>
      queryCollectionsV1(client, request, queryCall(signal)),
  })
}

/**
 * One page of v1 collections.
 *
 * @example
 * ```tsx
 * const { data } = useCollectionsV1({ query: { paging: { limit: 20 } } })
 * ```
 */
export const useCollectionsV1 = /* @__PURE__ */ queryHook(collectionsV1QueryOptions, 1)

/**
 * v1 collections page by page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useInfiniteCollectionsV1({ query: { paging: { limit: 10 } } })
 * ```
 */
export function useInfiniteCollectionsV1(request: QueryCollectionsV1Request = {}) {
  return useInfiniteQuery(
    pagedQueryOptions(
      useStorefrontClient(),
      catalogKeys.collections.pagesV1(request),
      queryCollectionsV1,
      request,
    ),
  )
}
