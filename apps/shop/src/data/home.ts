import {
  collectionsQueryOptions,
  platformizedProductsQueryOptions,
  prefetchStorefront,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import type { PageHead } from '../lib/head'
import type { PageLoad } from './page-load'

const FEATURED = {
  query: { sort: [{ fieldName: 'createdDate', order: 'DESC' as const }], paging: { limit: 8 } },
}
const COLLECTIONS = { query: { paging: { limit: 50 } } }

/** The slug of the collection whose products the home page shows further down. */
export const SALE_SLUG = 'sale'

/** The queries of the home page: collections and the newest products (the first screen). */
export const homeQueries = (client: Client) => ({
  collections: collectionsQueryOptions(client, COLLECTIONS),
  featured: platformizedProductsQueryOptions(client, FEATURED),
})

/** The products of the sale collection, read when that section nears the viewport. */
export const saleQuery = (client: Client, collectionId: string) =>
  platformizedProductsQueryOptions(client, {
    query: {
      filter: { 'collections.id': { $hasSome: [collectionId] } },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      paging: { limit: 4 },
    },
  })

/** The home page's first screen. A failed read shows as that section's error, with a retry. */
export const loadHome: PageLoad<{ head: PageHead }> = async ({ client, queryClient }) => {
  const { collections, featured } = homeQueries(client)
  await prefetchStorefront(queryClient, [collections, featured])
  return { head: { path: '/' } }
}
