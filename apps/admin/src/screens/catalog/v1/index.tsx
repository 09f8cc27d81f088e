import { Route, Routes } from 'react-router'
import { NotFound } from '../../../layout/not-found'

/** The Catalog area on a Catalog V1 store: products and collections. */
export function CatalogV1() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
