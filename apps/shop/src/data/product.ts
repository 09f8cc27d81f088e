import {
  platformizedProductsQueryOptions,
  prefetchStorefront,
  productBySlugV3QueryOptions,
  searchProductsV3QueryOptions,
  storefrontKeys,
  storefrontQueryOptions,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import { v3ProductSearch } from '@storefront-kit/sdk/catalog-v3'
import { countReviews } from '@storefront-kit/sdk/reviews'
import { data } from 'react-router'
import { fromV1Product } from '../lib/from-v1'
import { fromV3Product, V3_CARD_FIELDS, V3_PAGE_FIELDS } from '../lib/from-v3'
import { type PageHead, summary } from '../lib/head'
import { htmlToParagraphs } from '../lib/plain-text'
import { mainPicture } from '../lib/products'
import type { Catalog, ShopProduct } from '../lib/shop-product'
import { shopView, storeCatalog } from './catalog'
import type { PageLoad } from './page-load'

/**
 * The product of a slug with its options and variants: V1 answers a list of at most one (null
 * when empty), V3 the product or a 404.
 */
export const productQuery = (client: Client, catalog: Catalog, slug: string) =>
  catalog === 'v3'
    ? shopView(
        productBySlugV3QueryOptions(client, slug, [...V3_PAGE_FIELDS]),
        (r): ShopProduct | null => fromV3Product(r.product),
      )
    : shopView(
        platformizedProductsQueryOptions(client, {
          query: { filter: { slug: { $eq: slug } }, paging: { limit: 1 } },
        }),
        (r): ShopProduct | null => (r.products[0] ? fromV1Product(r.products[0]) : null),
      )

/** Products by id, as cards (recommendations name products by id); in no particular order. */
export const productsByIdQuery = (client: Client, catalog: Catalog, ids: string[]) =>
  catalog === 'v3'
    ? shopView(
        searchProductsV3QueryOptions(client, {
          search: v3ProductSearch({
            filter: { id: { $in: ids } },
            cursorPaging: { limit: ids.length },
          }),
          fields: [...V3_CARD_FIELDS],
        }),
        (r) => r.products.map(fromV3Product),
      )
    : shopView(
        platformizedProductsQueryOptions(client, {
          query: { filter: { id: { $in: ids } }, paging: { limit: ids.length } },
        }),
        (r) => r.products.map(fromV1Product),
      )

/** How many published reviews give each rating, 1 to 5. */
export interface RatingSummary {
  count: number
  /** Mean rating, or undefined without reviews. */
  average: number | undefined
}

/**
 * The product's published reviews by rating, counted (the platform has no average): for the
 * structured data of search results and the reviews heading. Under the reviews' key prefix, so
 * review writes refresh it.
 */
export const ratingSummaryQuery = (client: Client, productId: string) =>
  storefrontQueryOptions({
    queryKey: [...storefrontKeys.reviews.all, 'summary', productId] as const,
    queryFn: async ({ signal }): Promise<RatingSummary> => {
      const counts = await Promise.all(
        [1, 2, 3, 4, 5].map(async (rating) => {
          const filter = { namespace: 'stores', entityId: productId, 'content.rating': rating }
          return (await countReviews(client, { filter }, { signal })).count
        }),
      )
      const count = counts.reduce((sum, n) => sum + n, 0)
      const points = counts.reduce((sum, n, i) => sum + n * (i + 1), 0)
      return { count, average: count ? points / count : undefined }
    },
  })

/**
 * A product page: the product (404 when the slug names none) and its rating summary. Reviews and
 * recommendations are further down the page: the browser reads them as they near the viewport.
 */
export const loadProduct =
  (slug: string): PageLoad<{ head: PageHead }> =>
  async ({ client, queryClient }) => {
    const catalog = await storeCatalog(client, queryClient)
    let product: ShopProduct | null
    try {
      product = await queryClient.fetchQuery(productQuery(client, catalog, slug))
    } catch (error) {
      if ((error as { status?: number }).status === 404) throw data(null, { status: 404 })
      throw error
    }
    if (!product) throw data(null, { status: 404 })
    await prefetchStorefront(queryClient, [ratingSummaryQuery(client, product.id)])
    const picture = mainPicture(product)
    return {
      head: {
        title: product.name || 'Product',
        description: summary(htmlToParagraphs(product.description ?? '').join(' ') || product.name),
        path: `/products/${encodeURIComponent(product.slug)}`,
        type: 'product',
        ...(picture?.url && { image: picture.url }),
      },
    }
  }
