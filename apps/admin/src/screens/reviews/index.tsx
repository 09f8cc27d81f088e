import { usePageTitle } from '../../ui/page-title'

/** The Reviews area (its sub-routes are added here). */
export function ReviewsScreen() {
  usePageTitle('Reviews')
  return (
    <section>
      <h1>Reviews</h1>
    </section>
  )
}
