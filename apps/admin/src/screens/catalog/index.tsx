import { usePageTitle } from '../../ui/page-title'

/** The Catalog area (its sub-routes are added here). */
export function CatalogScreen() {
  usePageTitle('Catalog')
  return (
    <section>
      <h1>Catalog</h1>
    </section>
  )
}
