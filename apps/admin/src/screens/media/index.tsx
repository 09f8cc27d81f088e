import { usePageTitle } from '../../ui/page-title'

/** The Media area (its sub-routes are added here). */
export function MediaScreen() {
  usePageTitle('Media')
  return (
    <section>
      <h1>Media</h1>
    </section>
  )
}
