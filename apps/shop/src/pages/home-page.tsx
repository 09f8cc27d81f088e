import { useStorefrontClient } from '@storefront-kit/react'
import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/sdk/catalog'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CollectionList } from '../components/collection-list'
import { ProductGrid } from '../components/product-card'
import { QueryView } from '../components/query-view'
import { Empty, Loading } from '../components/status'
import { useStoreCatalog } from '../data/catalog'
import { homeQueries, SALE_SLUG, saleQuery } from '../data/home'
import type { Catalog, ShopCollection } from '../lib/shop-product'
import { useNearViewport } from '../lib/use-near-viewport'

/**
 * The front page: the store's collections (its categories on Catalog V3), its newest products,
 * then what is on sale.
 */
export function HomePage() {
  const catalog = useStoreCatalog()
  return catalog ? <Home catalog={catalog} /> : <Loading label="Loading the store…" />
}

function Home({ catalog }: { catalog: Catalog }) {
  const client = useStorefrontClient()
  const { collections: collectionsQuery, featured } = homeQueries(client, catalog)
  const collections = useQuery(collectionsQuery)
  const products = useQuery(featured)
  const sale = collections.data?.find((c) => c.slug === SALE_SLUG)
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" tabIndex={-1}>
          Goods for slow mornings and long walks
        </h1>
        <p>
          Small-batch homeware, clothing and provisions. Free standard shipping in the US over $75.
        </p>
        <Link className="button" to="/collections/all-products">
          Shop everything
        </Link>
      </section>
      <section aria-labelledby="collections-title">
        <h2 id="collections-title">Collections</h2>
        <QueryView query={collections} loading="Loading collections…">
          {(list) => {
            // "All products" is the hero's link; V1 and V3 give it the same id.
            const shown = list.filter((c) => c.id !== ALL_PRODUCTS_COLLECTION_ID && c.visible)
            return shown.length ? (
              <CollectionList collections={shown} />
            ) : (
              <Empty title="No collections yet." />
            )
          }}
        </QueryView>
      </section>
      <section aria-labelledby="new-title">
        <h2 id="new-title">New in</h2>
        <QueryView query={products} loading="Loading products…" skeleton="grid" cards={8}>
          {(list) =>
            list.length ? (
              <ProductGrid products={list} label="New products" eager={4} priority />
            ) : (
              <Empty title="The shelves are empty for now." />
            )
          }
        </QueryView>
      </section>
      {sale?.id && <OnSale catalog={catalog} collection={sale} />}
    </>
  )
}

/** The sale collection's first products, read as the section nears the viewport. */
function OnSale({ catalog, collection }: { catalog: Catalog; collection: ShopCollection }) {
  const [ref, near] = useNearViewport<HTMLElement>()
  const products = useQuery({
    ...saleQuery(useStorefrontClient(), catalog, collection.id),
    enabled: near,
  })
  return (
    <section ref={ref} aria-labelledby="sale-title">
      <h2 id="sale-title">{collection.name}</h2>
      <QueryView query={products} loading="Loading products on sale…" skeleton="grid">
        {(list) => (
          <>
            <ProductGrid
              products={list}
              label={`${collection.name} products`}
              eager={list.length}
            />
            <p>
              <Link to={`/collections/${encodeURIComponent(collection.slug)}`}>
                Everything in {collection.name}
              </Link>
            </p>
          </>
        )}
      </QueryView>
    </section>
  )
}
