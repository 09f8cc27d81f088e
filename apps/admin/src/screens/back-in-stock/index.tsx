import { usePageTitle } from '../../ui/page-title'

/** The Back in stock area (its sub-routes are added here). */
export function BackInStockScreen() {
  usePageTitle('Back in stock')
  return (
    <section>
      <h1>Back in stock</h1>
    </section>
  )
}
