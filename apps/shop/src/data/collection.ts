import {
  collectionBySlugQueryOptions,
  platformizedProductsQueryOptions,
  prefetchStorefront,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import type { Collection } from '@storefront-kit/sdk/catalog'
import { data } from 'react-router'
import { type CollectionView, collectionRequest, readView } from '../lib/catalog-query'
import { type PageHead, STORE_NAME, summary } from '../lib/head'
import type { PageLoad } from './page-load'

/** The collection of a slug. */
export const collectionQuery = (client: Client, slug: string) =>
  collectionBySlugQueryOptions(client, slug)

/** A page of the collection's products as the URL's view filters and sorts them. */
export const collectionProductsQuery = (
  client: Client,
  collectionId: string,
  view: CollectionView,
) => platformizedProductsQueryOptions(client, collectionRequest(collectionId, view))

/** How a collection page presents itself: one canonical URL per page, whatever the filters. */
export function collectionHead(collection: Collection, view: CollectionView): PageHead {
  const name = collection.name ?? 'Collection'
  return {
    title: view.page > 1 ? `${name}, page ${view.page}` : name,
    description: summary(
      collection.description || `${name} at ${STORE_NAME}: browse, filter and sort.`,
    ),
    path: `/collections/${encodeURIComponent(collection.slug ?? '')}${view.page > 1 ? `?page=${view.page}` : ''}`,
    ...(collection.media?.mainMedia?.image?.url && { image: collection.media.mainMedia.image.url }),
  }
}

/** A collection page: the collection (404 when there is none), then its products for the view. */
export const loadCollection =
  (slug: string): PageLoad<{ head: PageHead }> =>
  async ({ client, queryClient, url }) => {
    let collection: Collection
    try {
      collection = (await queryClient.fetchQuery(collectionQuery(client, slug))).collection
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw data(null, { status: 404 })
      throw error
    }
    const view = readView(url.searchParams)
    await prefetchStorefront(queryClient, [
      collectionProductsQuery(client, collection.id ?? '', view),
    ])
    return { head: collectionHead(collection, view) }
  }
