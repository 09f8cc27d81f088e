import type { Client } from '@storefront-kit/sdk'
import { paginate } from '@storefront-kit/sdk'
import {
  ALL_PRODUCTS_COLLECTION_ID,
  queryCollections,
  queryProductsPlatformized,
} from '@storefront-kit/sdk/catalog'
import {
  getCatalogVersion,
  queryCategories,
  queryProductsV3,
  v3ProductQuery,
} from '@storefront-kit/sdk/catalog-v3'
import { fromV1Collection, fromV1Product } from '../lib/from-v1'
import { fromV3Category, fromV3Product } from '../lib/from-v3'
import type { ShopCollection, ShopProduct } from '../lib/shop-product'

/** At most this many products are listed (a sitemap holds 50,000 addresses). */
export const SITEMAP_PRODUCTS = 10_000

const xmlText = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** One `<url>` entry. */
const entry = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`

/** Every collection and product of a Catalog V1 store. */
async function v1Pages(client: Client): Promise<[ShopCollection[], ShopProduct[]]> {
  const [collections, products] = await Promise.all([
    paginate(client, queryCollections, { query: { paging: { limit: 100 } } }).collect({
      limit: 1000,
    }),
    paginate(client, queryProductsPlatformized, {
      query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 100 } },
    }).collect({ limit: SITEMAP_PRODUCTS }),
  ])
  return [
    collections.map(fromV1Collection),
    products.filter((p) => p.visible !== false).map(fromV1Product),
  ]
}

/** Every category and product of a Catalog V3 store (visitors are answered visible ones only). */
async function v3Pages(client: Client): Promise<[ShopCollection[], ShopProduct[]]> {
  const [categories, products] = await Promise.all([
    paginate(client, queryCategories, { query: { cursorPaging: { limit: 100 } } }).collect({
      limit: 1000,
    }),
    paginate(client, queryProductsV3, {
      query: v3ProductQuery({
        sort: [{ fieldName: 'slug', order: 'ASC' }],
        cursorPaging: { limit: 100 },
      }),
    }).collect({ limit: SITEMAP_PRODUCTS }),
  ])
  return [categories.map(fromV3Category), products.map(fromV3Product)]
}

/**
 * The sitemap of the shop at `origin`: the home page, every visible collection (category on
 * Catalog V3) and every visible product, read from the store's catalog.
 *
 * @example
 * ```ts
 * const xml = await sitemapXml(client, 'https://shop.example')
 * ```
 */
export async function sitemapXml(client: Client, origin: string): Promise<string> {
  const { catalogVersion } = await getCatalogVersion(client)
  const [collections, products] =
    catalogVersion === 'V3_CATALOG' ? await v3Pages(client) : await v1Pages(client)
  const urls = [
    entry(`${origin}/`),
    ...collections
      .filter((c) => c.visible && c.slug)
      .sort(
        (a, b) =>
          Number(b.id === ALL_PRODUCTS_COLLECTION_ID) - Number(a.id === ALL_PRODUCTS_COLLECTION_ID),
      )
      .map((c) => entry(`${origin}/collections/${encodeURIComponent(c.slug)}`)),
    ...products.map((p) => entry(`${origin}/products/${encodeURIComponent(p.slug)}`, p.updated)),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
