import { useCatalogVersion } from '@storefront-kit/react'
import { Route, Routes } from 'react-router'
import { NotFound } from '../../layout/not-found'
import { usePageTitle } from '../../ui/page-title'
import { Empty, ErrorMessage, Loading } from '../../ui/query-state'
import { CatalogV1 } from './v1'
import { Categories } from './v3/categories'
import { EditProduct, NewProduct } from './v3/product-editor'
import { ProductList } from './v3/product-list'

/**
 * The Catalog area, for the catalog the store has: Catalog V3 (products, categories) or V1
 * (products, collections). Products at `/catalog`, `/catalog/products/new`, `/catalog/products/:id`.
 */
export function CatalogScreen() {
  const version = useCatalogVersion()
  if (version.isPending) return <Loading label="Loading the catalog…" />
  if (version.isError)
    return <ErrorMessage error={version.error} onRetry={() => version.refetch()} />
  if (version.data.catalogVersion === 'V1_CATALOG') return <CatalogV1 />
  if (version.data.catalogVersion === 'STORES_NOT_INSTALLED') return <NoStore />
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="products/new" element={<NewProduct />} />
      <Route path="products/:id" element={<EditProduct />} />
      <Route path="categories" element={<Categories />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}

function NoStore() {
  usePageTitle('Catalog')
  return (
    <section>
      <h1>Catalog</h1>
      <Empty>This site has no store installed, so it has no catalog.</Empty>
    </section>
  )
}
