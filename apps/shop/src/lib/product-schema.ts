import type { RatingSummary } from '../data/product'
import { STORE_NAME } from './head'
import { htmlToParagraphs } from './plain-text'
import type { ShopProduct } from './shop-product'

/** schema.org's availability of a stock status. */
const AVAILABILITY: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  PARTIALLY_OUT_OF_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
}

/**
 * The structured data of a product page, for search results: a schema.org Product with its
 * offer (the price now, the currency, availability) and, once reviewed, its aggregate rating;
 * and the page's breadcrumb trail. `url` is the page's absolute URL.
 *
 * @example
 * ```ts
 * const [product, breadcrumbs] = productStructuredData(product, summary, 'https://shop.example/products/tee')
 * ```
 */
export function productStructuredData(
  product: ShopProduct,
  rating: RatingSummary | undefined,
  url: string,
): object[] {
  const images = product.pictures.map((p) => p.url)
  const description = htmlToParagraphs(product.description ?? '').join(' ')
  const origin = new URL(url).origin
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      url,
      ...(images.length > 0 && { image: images }),
      ...(description && { description }),
      ...(product.sku && { sku: product.sku }),
      ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
      offers: {
        '@type': 'Offer',
        url,
        price: product.price.amount.toFixed(2),
        priceCurrency: product.price.currency,
        availability: AVAILABILITY[product.availability] ?? AVAILABILITY.IN_STOCK,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: STORE_NAME },
      },
      ...(rating?.count &&
        rating.average !== undefined && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.average.toFixed(1)),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'All products',
          item: `${origin}/collections/all-products`,
        },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ]
}

/** JSON for an inline `<script type="application/ld+json">`: nothing in it can end the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
