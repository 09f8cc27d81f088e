import { useStorefrontClient } from '@storefront-kit/react'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { CollectionFilters } from '../components/collection-filters'
import { Pager } from '../components/pager'
import { ProductGrid } from '../components/product-card'
import { QueryView } from '../components/query-view'
import { Empty, Loading } from '../components/status'
import { useStoreCatalog } from '../data/catalog'
import { collectionProductsQuery, collectionQuery } from '../data/collection'
import { PAGE_SIZE, readView } from '../lib/catalog-query'
import { withSearch } from '../lib/search'
import type { Catalog, ShopCollection, ShopProductPage } from '../lib/shop-product'

/**
 * A collection (a category on Catalog V3): its name and description, filters and sort, and its
 * products page by page.
 */
export function CollectionPage({ slug }: { slug: string }) {
  const catalog = useStoreCatalog()
  return catalog ? (
    <Collection catalog={catalog} slug={slug} />
  ) : (
    <Loading label="Loading collection…" />
  )
}

function Collection({ catalog, slug }: { catalog: Catalog; slug: string }) {
  const collection = useQuery(collectionQuery(useStorefrontClient(), catalog, slug))
  return (
    <QueryView query={collection} loading="Loading collection…" notFound="collection">
      {(found) => <CollectionProducts catalog={catalog} collection={found} />}
    </QueryView>
  )
}

/** The link to page `page` of the view: a V3 page is reached by the cursor its neighbour gave. */
function pageLink(
  location: ReturnType<typeof useLocation>,
  current: number,
  page: number,
  cursors: ShopProductPage['cursors'],
) {
  const cursor = !cursors || page === 1 ? undefined : page < current ? cursors.prev : cursors.next
  return withSearch(location, { page: page > 1 ? String(page) : undefined, cursor })
}

function CollectionProducts({
  catalog,
  collection,
}: {
  catalog: Catalog
  collection: ShopCollection
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const view = readView(new URLSearchParams(location.search))
  const products = useQuery({
    ...collectionProductsQuery(useStorefrontClient(), catalog, collection.id, view),
    placeholderData: (previous) => previous,
  })
  // A new filter or sort starts again at page 1, so a V3 cursor (of the old order) goes too.
  const change = (changes: Record<string, string | undefined>) =>
    navigate(
      withSearch(location, { ...changes, ...('page' in changes && { cursor: undefined }) }),
      { replace: true, preventScrollReset: true },
    )
  const filtered = view.inStock || view.minPrice !== undefined || view.maxPrice !== undefined
  return (
    <>
      <header className="page-header">
        <h1 tabIndex={-1}>{collection.name}</h1>
        {collection.description && <p>{collection.description}</p>}
      </header>
      <CollectionFilters view={view} onChange={change} />
      <QueryView query={products} loading="Loading products…" skeleton="grid">
        {({ products: list, total, cursors }) => {
          const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
          return (
            <div aria-busy={products.isFetching}>
              <p className="result-count" role="status">
                {total} {total === 1 ? 'product' : 'products'}
                {filtered ? ' match your filters' : ''}
              </p>
              {list.length ? (
                <ProductGrid
                  products={list}
                  label={`Products in ${collection.name}`}
                  eager={4}
                  priority
                />
              ) : (
                <Empty title="No products match these filters.">
                  {filtered && (
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() =>
                        change({
                          inStock: undefined,
                          min: undefined,
                          max: undefined,
                          page: undefined,
                        })
                      }
                    >
                      Clear filters
                    </button>
                  )}
                </Empty>
              )}
              <Pager
                page={view.page}
                pageCount={pageCount}
                href={(page) => pageLink(location, view.page, page, cursors)}
              />
            </div>
          )
        }}
      </QueryView>
    </>
  )
}
