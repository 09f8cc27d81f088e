import type { Client } from '@storefront-kit/sdk'
import { paginate } from '@storefront-kit/sdk'
import {
  ALL_PRODUCTS_COLLECTION_ID,
  queryCollections,
  queryProductsPlatformized,
} from '@storefront-kit/sdk/catalog'

/** At most this many products are listed (a sitemap holds 50,000 addresses). */
export const SITEMAP_PRODUCTS = 10_000

const xmlText = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** One `<url>` entry. */
const entry = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`

/**
 * The sitemap of the shop at `origin`: the home page, every visible collection and every
 * visible product, read from the catalog.
 *
 * @example
 * ```ts
 * const xml = await sitemapXml(client, 'https://shop.example')
 * ```
 */
export async function sitemapXml(client: Client, origin: string): Promise<string> {
  const [collections, products] = await Promise.all([
    paginate(client, queryCollections, { query: { paging: { limit: 100 } } }).collect({
      limit: 1000,
    }),
    paginate(client, queryProductsPlatformized, {
      query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 100 } },
    }).collect({ limit: SITEMAP_PRODUCTS }),
  ])
  const urls = [
    entry(`${origin}/`),
    ...collections
      .filter((c) => c.visible !== false && c.slug)
      .sort(
        (a, b) =>
          Number(b.id === ALL_PRODUCTS_COLLECTION_ID) - Number(a.id === ALL_PRODUCTS_COLLECTION_ID),
      )
      .map((c) => entry(`${origin}/collections/${encodeURIComponent(c.slug ?? '')}`)),
    ...products
      .filter((p) => p.visible !== false)
      .map((p) => entry(`${origin}/products/${encodeURIComponent(p.slug)}`, p.lastUpdated)),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
