import { Route, Routes } from 'react-router'
import { NotFound } from '../../../layout/not-found'
import { Collections } from './collections'
import { EditProductV1, NewProductV1 } from './product-editor'
import { ProductListV1 } from './product-list'

/** The Catalog area on a Catalog V1 store: products and collections. */
export function CatalogV1() {
  return (
    <Routes>
      <Route index element={<ProductListV1 />} />
      <Route path="products/new" element={<NewProductV1 />} />
      <Route path="products/:id" element={<EditProductV1 />} />
      <Route path="collections" element={<Collections />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
