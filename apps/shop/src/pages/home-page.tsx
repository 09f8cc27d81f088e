import { useCollections, usePlatformizedProducts } from '@storefront-kit/react'
import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/sdk/catalog'
import { CollectionList } from '../components/collection-list'
import { Link } from '../components/link'
import { ProductGrid } from '../components/product-card'
import { QueryView } from '../components/query-view'
import { Empty } from '../components/status'
import { useTitle } from '../lib/use-title'

const FEATURED = {
  query: { sort: [{ fieldName: 'createdDate', order: 'DESC' as const }], paging: { limit: 8 } },
}
const COLLECTIONS = { query: { paging: { limit: 50 } } }

/** The front page: the store's collections, then its newest products. */
export function HomePage() {
  useTitle(undefined)
  const collections = useCollections(COLLECTIONS)
  const products = usePlatformizedProducts(FEATURED)
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
        <QueryView query={products} loading="Loading products…">
          {({ products: list }) =>
            list.length ? (
              <ProductGrid products={list} label="New products" />
            ) : (
              <Empty title="The shelves are empty for now." />
            )
          }
        </QueryView>
      </section>
    </>
  )
}
