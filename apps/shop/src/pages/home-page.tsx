import { useStorefrontClient } from '@storefront-kit/react'
import { ALL_PRODUCTS_COLLECTION_ID, type Collection } from '@storefront-kit/sdk/catalog'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CollectionList } from '../components/collection-list'
import { ProductGrid } from '../components/product-card'
import { QueryView } from '../components/query-view'
import { Empty } from '../components/status'
import { homeQueries, SALE_SLUG, saleQuery } from '../data/home'
import { useNearViewport } from '../lib/use-near-viewport'

/** The front page: the store's collections, its newest products, then what is on sale. */
export function HomePage() {
  const client = useStorefrontClient()
  const { collections: collectionsQuery, featured } = homeQueries(client)
  const collections = useQuery(collectionsQuery)
  const products = useQuery(featured)
  const sale = collections.data?.collections.find((c) => c.slug === SALE_SLUG)
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
          {({ collections: list }) => {
            const shown = list.filter(
              (c) => c.id !== ALL_PRODUCTS_COLLECTION_ID && c.visible !== false,
            )
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
          {({ products: list }) =>
            list.length ? (
              <ProductGrid products={list} label="New products" eager={4} priority />
            ) : (
              <Empty title="The shelves are empty for now." />
            )
          }
        </QueryView>
      </section>
      {sale?.id && <OnSale collection={sale} />}
    </>
  )
}

/** The sale collection's first products, read as the section nears the viewport. */
function OnSale({ collection }: { collection: Collection }) {
  const [ref, near] = useNearViewport<HTMLElement>()
  const products = useQuery({
    ...saleQuery(useStorefrontClient(), collection.id ?? ''),
    enabled: near,
  })
  return (
    <section ref={ref} aria-labelledby="sale-title">
      <h2 id="sale-title">{collection.name}</h2>
      <QueryView query={products} loading="Loading products on sale…" skeleton="grid">
        {({ products: list }) => (
          <>
            <ProductGrid
              products={list}
              label={`${collection.name} products`}
              eager={list.length}
            />
            <p>
              <Link to={`/collections/${encodeURIComponent(collection.slug ?? '')}`}>
                Everything in {collection.name}
              </Link>
            </p>
          </>
        )}
      </QueryView>
    </section>
  )
}
