import { useStorefrontClient } from '@storefront-kit/react'
import type { Collection } from '@storefront-kit/sdk/catalog'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { CollectionFilters } from '../components/collection-filters'
import { Pager } from '../components/pager'
import { ProductGrid } from '../components/product-card'
import { QueryView } from '../components/query-view'
import { Empty } from '../components/status'
import { collectionProductsQuery, collectionQuery } from '../data/collection'
import { PAGE_SIZE, readView } from '../lib/catalog-query'
import { withSearch } from '../lib/search'

/** A collection: its name and description, filters and sort, and its products page by page. */
export function CollectionPage({ slug }: { slug: string }) {
  const collection = useQuery(collectionQuery(useStorefrontClient(), slug))
  return (
    <QueryView query={collection} loading="Loading collection…" notFound="collection">
      {({ collection: found }) => <CollectionProducts collection={found} />}
    </QueryView>
  )
}

function CollectionProducts({ collection }: { collection: Collection }) {
  const location = useLocation()
  const navigate = useNavigate()
  const view = readView(new URLSearchParams(location.search))
  const products = useQuery({
    ...collectionProductsQuery(useStorefrontClient(), collection.id ?? '', view),
    placeholderData: (previous) => previous,
  })
  const change = (changes: Record<string, string | undefined>) =>
    navigate(withSearch(location, changes), { replace: true, preventScrollReset: true })
  const filtered = view.inStock || view.minPrice !== undefined || view.maxPrice !== undefined
  return (
    <>
      <header className="page-header">
        <h1 tabIndex={-1}>{collection.name}</h1>
        {collection.description && <p>{collection.description}</p>}
      </header>
      <CollectionFilters view={view} onChange={change} />
      <QueryView query={products} loading="Loading products…" skeleton="grid">
        {({ products: list, metadata }) => {
          const total = metadata?.total ?? list.length
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
                href={(page) => withSearch(location, { page: page > 1 ? String(page) : undefined })}
              />
            </div>
          )
        }}
      </QueryView>
    </>
  )
}
