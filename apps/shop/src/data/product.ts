import {
  platformizedProductsQueryOptions,
  prefetchStorefront,
  storefrontKeys,
  storefrontQueryOptions,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import { countReviews } from '@storefront-kit/sdk/reviews'
import { data } from 'react-router'
import { type PageHead, summary } from '../lib/head'
import { htmlToParagraphs } from '../lib/plain-text'
import { mainPicture } from '../lib/products'
import type { PageLoad } from './page-load'

/** The product of a slug (a list of at most one). */
export const productQuery = (client: Client, slug: string) =>
  platformizedProductsQueryOptions(client, {
    query: { filter: { slug: { $eq: slug } }, paging: { limit: 1 } },
  })

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
    const product = (await queryClient.fetchQuery(productQuery(client, slug))).products[0]
    if (!product) throw data(null, { status: 404 })
    await prefetchStorefront(queryClient, [ratingSummaryQuery(client, product.id)])
    const picture = mainPicture(product)
    return {
      head: {
        title: product.name ?? 'Product',
        description: summary(
          htmlToParagraphs(product.description ?? '').join(' ') || (product.name ?? ''),
        ),
        path: `/products/${encodeURIComponent(product.slug)}`,
        type: 'product',
        ...(picture?.url && { image: picture.url }),
      },
    }
  }
