import { useStorefrontClient } from '@storefront-kit/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { AddToCart } from '../components/add-to-cart'
import { Gallery } from '../components/gallery'
import { HydrateApart } from '../components/hydrate-apart'
import { NotifyMe } from '../components/notify-me'
import { OptionPicker } from '../components/option-picker'
import { PlainText } from '../components/plain-text'
import { Price } from '../components/price'
import { QueryView } from '../components/query-view'
import { Recommendations } from '../components/recommendations'
import { ReviewsSection } from '../components/reviews-section'
import { Loading, NotFound } from '../components/status'
import { StockNote } from '../components/stock-note'
import { useStoreCatalog } from '../data/catalog'
import { productQuery, ratingSummaryQuery } from '../data/product'
import { jsonForScript, productStructuredData } from '../lib/product-schema'
import { catalogReference, variantFor } from '../lib/products'
import type { Catalog, ShopProduct } from '../lib/shop-product'
import { useShopAuth } from '../lib/use-shop-auth'

/** A product by its slug (the URL part the catalog gives every product), from either catalog. */
export function ProductPage({ slug }: { slug: string }) {
  const catalog = useStoreCatalog()
  return catalog ? <Product catalog={catalog} slug={slug} /> : <Loading label="Loading product…" />
}

function Product({ catalog, slug }: { catalog: Catalog; slug: string }) {
  const found = useQuery(productQuery(useStorefrontClient(), catalog, slug))
  return (
    <QueryView query={found} loading="Loading product…" notFound="product">
      {(product) =>
        product ? (
          <ProductDetails key={product.id} product={product} />
        ) : (
          <NotFound what="product" />
        )
      }
    </QueryView>
  )
}

/** The first variant in stock (else the first), whose choices the page starts with. */
function initialChoices(product: ShopProduct): Record<string, string> {
  const variant = product.variants.find((v) => v.inStock) ?? product.variants[0]
  return { ...(variant?.choices ?? {}) }
}

/** The product and its breadcrumbs as schema.org data, for search results. */
function StructuredData({ product }: { product: ShopProduct }) {
  const rating = useQuery(ratingSummaryQuery(useStorefrontClient(), product.id))
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? ''
  const url = `${origin}/products/${encodeURIComponent(product.slug)}`
  return (
    <script
      type="application/ld+json"
      // Built from the product's data, escaped so no text can end the script.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is script content
      dangerouslySetInnerHTML={{
        __html: jsonForScript(productStructuredData(product, rating.data, url)),
      }}
    />
  )
}

function ProductDetails({ product }: { product: ShopProduct }) {
  const auth = useShopAuth()
  const [choices, setChoices] = useState(() => initialChoices(product))
  const variant = product.options.length ? variantFor(product, choices) : product.variants[0]
  const inStock = variant ? variant.inStock : product.availability !== 'OUT_OF_STOCK'
  const { now, was } = variant?.price ?? product.price
  const reference = catalogReference(product, variant)
  return (
    <>
      <StructuredData product={product} />
      <article className="product" aria-labelledby="product-title">
        <Gallery product={product} />
        <div className="product-info">
          {product.ribbon && <span className="badge">{product.ribbon}</span>}
          <h1 id="product-title" tabIndex={-1}>
            {product.name}
          </h1>
          <p className="product-price">
            <Price now={now} was={was} />
          </p>
          {product.options.map((option) => (
            <OptionPicker
              key={option.name}
              option={option}
              value={choices[option.name]}
              onChange={(choice) =>
                setChoices((current) => ({ ...current, [option.name]: choice }))
              }
            />
          ))}
          <p className={`stock ${inStock ? 'in-stock' : 'out-of-stock'}`} aria-live="polite">
            {product.options.length && !variant
              ? 'This combination is not available.'
              : inStock
                ? 'In stock'
                : 'Sold out'}
          </p>
          {inStock && variant && product.catalog === 'v3' && (
            <StockNote productId={product.id} variantId={variant.id} />
          )}
          {inStock ? (
            <AddToCart product={product} variant={variant} catalogReference={reference} />
          ) : (
            <NotifyMe
              product={product}
              variant={variant}
              catalogReference={reference}
              email={auth.member?.loginEmail}
            />
          )}
          {product.description && (
            <PlainText className="product-description" html={product.description} />
          )}
          {product.infoSections.map((section) => (
            <details key={section.title} className="info-section">
              <summary>{section.title}</summary>
              <PlainText html={section.html} />
            </details>
          ))}
        </div>
      </article>
      {/* Below the fold: hydrated after the product itself, in work of their own. */}
      <HydrateApart>
        <ReviewsSection productId={product.id} signedIn={auth.loggedIn} />
        <Recommendations productId={product.id} />
      </HydrateApart>
    </>
  )
}
