import { usePageTitle } from '../../ui/page-title'

/** The Orders area (its sub-routes are added here). */
export function OrdersScreen() {
  usePageTitle('Orders')
  return (
    <section>
      <h1>Orders</h1>
    </section>
  )
}
