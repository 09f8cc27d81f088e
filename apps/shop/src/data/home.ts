import {
  categoriesQueryOptions,
  collectionsQueryOptions,
  platformizedProductsQueryOptions,
  prefetchStorefront,
  searchProductsV3QueryOptions,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import { inCategory, v3ProductSearch } from '@storefront-kit/sdk/catalog-v3'
import { fromV1Collection, fromV1Product } from '../lib/from-v1'
import { fromV3Category, fromV3Product, V3_CARD_FIELDS } from '../lib/from-v3'
import type { PageHead } from '../lib/head'
import type { Catalog } from '../lib/shop-product'
import { shopView, storeCatalog } from './catalog'
import type { PageLoad } from './page-load'

const FEATURED = 8
const FEATURED_V1 = {
  query: {
    sort: [{ fieldName: 'createdDate', order: 'DESC' as const }],
    paging: { limit: FEATURED },
  },
}
const FEATURED_V3 = {
  search: v3ProductSearch({
    sort: [{ fieldName: 'createdDate', order: 'DESC' }],
    cursorPaging: { limit: FEATURED },
  }),
  fields: [...V3_CARD_FIELDS],
}
const COLLECTIONS = { query: { paging: { limit: 50 } } }
const CATEGORIES = { query: { cursorPaging: { limit: 100 } } }

/** The slug of the collection whose products the home page shows further down. */
export const SALE_SLUG = 'sale'

/**
 * The queries of the home page: collections (categories on V3) and the newest products (the
 * first screen).
 */
export const homeQueries = (client: Client, catalog: Catalog) =>
  catalog === 'v3'
    ? {
        collections: shopView(categoriesQueryOptions(client, CATEGORIES), (r) =>
          r.categories.map(fromV3Category),
        ),
        featured: shopView(searchProductsV3QueryOptions(client, FEATURED_V3), (r) =>
          r.products.map(fromV3Product),
        ),
      }
    : {
        collections: shopView(collectionsQueryOptions(client, COLLECTIONS), (r) =>
          r.collections.map(fromV1Collection),
        ),
        featured: shopView(platformizedProductsQueryOptions(client, FEATURED_V1), (r) =>
          r.products.map(fromV1Product),
        ),
      }

/** The products of the sale collection, read when that section nears the viewport. */
export const saleQuery = (client: Client, catalog: Catalog, collectionId: string) =>
  catalog === 'v3'
    ? shopView(
        searchProductsV3QueryOptions(client, {
          search: v3ProductSearch({
            filter: inCategory(collectionId),
            sort: [{ fieldName: 'name', order: 'ASC' }],
            cursorPaging: { limit: 4 },
          }),
          fields: [...V3_CARD_FIELDS],
        }),
        (r) => r.products.map(fromV3Product),
      )
    : shopView(
        platformizedProductsQueryOptions(client, {
          query: {
            filter: { 'collections.id': { $hasSome: [collectionId] } },
            sort: [{ fieldName: 'name', order: 'ASC' }],
            paging: { limit: 4 },
          },
        }),
        (r) => r.products.map(fromV1Product),
      )

/** The home page's first screen. A failed read shows as that section's error, with a retry. */
export const loadHome: PageLoad<{ head: PageHead }> = async ({ client, queryClient }) => {
  const { collections, featured } = homeQueries(client, await storeCatalog(client, queryClient))
  await prefetchStorefront(queryClient, [collections, featured])
  return { head: { path: '/' } }
}
