import {
  catalogVersionQueryOptions,
  storefrontQueryOptions,
  useStorefrontClient,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import type { GetCatalogVersionResponse } from '@storefront-kit/sdk/catalog-v3'
import {
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  useQuery,
} from '@tanstack/react-query'
import type { Catalog } from '../lib/shop-product'

/** The catalog of a catalog-version answer: V3 when the store says so, else V1 (the legacy one). */
export const catalogOf = ({ catalogVersion }: GetCatalogVersionResponse): Catalog =>
  catalogVersion === 'V3_CATALOG' ? 'v3' : 'v1'

/**
 * Which catalog the store runs, asked once per cache (a store keeps its catalog). Loaders ask
 * before they read the catalog; the answer travels to the browser with the page's cache.
 *
 * @example
 * ```ts
 * const catalog = await storeCatalog(client, queryClient) // 'v1' | 'v3'
 * ```
 */
export async function storeCatalog(client: Client, queryClient: QueryClient): Promise<Catalog> {
  return catalogOf(await queryClient.fetchQuery(catalogVersionQueryOptions(client)))
}

/**
 * The store's catalog in a component: known at once after a loader asked for it (the page's
 * cache has it); undefined only while a page without a loader reads it for the first time.
 *
 * @example
 * ```tsx
 * const catalog = useStoreCatalog()
 * ```
 */
export function useStoreCatalog(): Catalog | undefined {
  const { data } = useQuery(catalogVersionQueryOptions(useStorefrontClient()))
  return data && catalogOf(data)
}

/**
 * A catalog read of `@storefront-kit/react` (its options factory, so its SDK call, key and
 * invalidation) whose answer the cache keeps as the shop's view of it: both catalogs give the
 * pages the same shapes, and the page's cache carries only what the page shows. The key is the
 * factory's with `'shop'` after it, so the writes that refresh the factory's queries refresh
 * this one too.
 *
 * @example
 * ```ts
 * const query = shopView(collectionBySlugQueryOptions(client, slug), (r) => fromV1Collection(r.collection))
 * ```
 */
export function shopView<TData, TKey extends QueryKey, TView>(
  base: { queryKey: TKey; queryFn?: QueryFunction<TData, TKey> | SkipToken },
  view: (data: TData) => TView,
) {
  const read = base.queryFn
  return storefrontQueryOptions({
    // Widened: the pages take one query of either catalog, whatever its key's parts.
    queryKey: [...base.queryKey, 'shop'] as QueryKey,
    queryFn: async (context) => {
      if (typeof read !== 'function') throw new Error('The catalog read has no query function')
      return view(await read({ ...context, queryKey: base.queryKey }))
    },
  })
}
