import { usePageTitle } from '../../ui/page-title'

/** The Dashboard area (its sub-routes are added here). */
export function DashboardScreen() {
  usePageTitle('Dashboard')
  return (
    <section>
      <h1>Dashboard</h1>
    </section>
  )
}
