import {
  catalogV3Keys,
  categoryBySlugQueryOptions,
  collectionBySlugQueryOptions,
  platformizedProductsQueryOptions,
  prefetchStorefront,
  storefrontQueryOptions,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import { countProductsV3, searchProductsV3 } from '@storefront-kit/sdk/catalog-v3'
import type { QueryKey } from '@tanstack/react-query'
import { data } from 'react-router'
import {
  type CollectionView,
  categoryRequests,
  collectionRequest,
  readView,
} from '../lib/catalog-query'
import { fromV1Collection, fromV1Product } from '../lib/from-v1'
import { fromV3Category, fromV3Product } from '../lib/from-v3'
import { type PageHead, STORE_NAME, summary } from '../lib/head'
import type { Catalog, ShopCollection, ShopProductPage } from '../lib/shop-product'
import { shopView, storeCatalog } from './catalog'
import type { PageLoad } from './page-load'

/** The collection (V1) or category (V3) of a slug. */
export const collectionQuery = (client: Client, catalog: Catalog, slug: string) =>
  catalog === 'v3'
    ? shopView(categoryBySlugQueryOptions(client, slug), (r) => fromV3Category(r.category))
    : shopView(collectionBySlugQueryOptions(client, slug), (r) => fromV1Collection(r.collection))

/**
 * A page of the collection's products as the URL's view filters and sorts them: V1 by offset,
 * V3 by cursor (with the total counted beside it, for "Page 2 of 4").
 */
export function collectionProductsQuery(
  client: Client,
  catalog: Catalog,
  collectionId: string,
  view: CollectionView,
) {
  if (catalog === 'v1')
    return shopView(
      platformizedProductsQueryOptions(client, collectionRequest(collectionId, view)),
      (r): ShopProductPage => ({
        products: r.products.map(fromV1Product),
        total: r.metadata?.total ?? r.products.length,
      }),
    )
  const { search, count } = categoryRequests(collectionId, view)
  return storefrontQueryOptions({
    queryKey: [...catalogV3Keys.products.search(search), count, 'shop'] as QueryKey,
    queryFn: async ({ signal }): Promise<ShopProductPage> => {
      // TanStack Query retries a failed read: the SDK does not retry inside it as well.
      const call = { signal, retry: false as const }
      const [found, counted] = await Promise.all([
        searchProductsV3(client, search, call),
        countProductsV3(client, count, call),
      ])
      const { prev, next } = found.pagingMetadata.cursors ?? {}
      return {
        products: found.products.map(fromV3Product),
        total: counted.count,
        cursors: { ...(prev && { prev }), ...(found.pagingMetadata.hasNext && next && { next }) },
      }
    },
  })
}

/** How a collection page presents itself: one canonical URL per page, whatever the filters. */
export function collectionHead(collection: ShopCollection, view: CollectionView): PageHead {
  const name = collection.name || 'Collection'
  const page =
    view.page > 1
      ? `?page=${view.page}${view.cursor ? `&cursor=${encodeURIComponent(view.cursor)}` : ''}`
      : ''
  return {
    title: view.page > 1 ? `${name}, page ${view.page}` : name,
    description: summary(
      collection.description || `${name} at ${STORE_NAME}: browse, filter and sort.`,
    ),
    path: `/collections/${encodeURIComponent(collection.slug)}${page}`,
    ...(collection.picture?.url && { image: collection.picture.url }),
  }
}

/**
 * A collection page: the store's catalog, the collection (a category on V3; 404 when there is
 * none), then its products for the view.
 */
export const loadCollection =
  (slug: string): PageLoad<{ head: PageHead }> =>
  async ({ client, queryClient, url }) => {
    const catalog = await storeCatalog(client, queryClient)
    let collection: ShopCollection
    try {
      collection = await queryClient.fetchQuery(collectionQuery(client, catalog, slug))
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw data(null, { status: 404 })
      throw error
    }
    const view = readView(url.searchParams)
    await prefetchStorefront(queryClient, [
      collectionProductsQuery(client, catalog, collection.id, view),
    ])
    return { head: collectionHead(collection, view) }
  }
