import { usePageTitle } from '../../ui/page-title'
import { DemandCard, MembersCard, ReviewsCard } from './people-cards'
import { periodStarts } from './periods'
import { SalesCard } from './sales-card'

/**
 * The owner's overview: today's and this week's orders and sales, what waits for them (reviews to
 * moderate, members to approve) and which products shoppers wait for. Each card links to the
 * area's screen, filtered to what it counts.
 */
export function DashboardScreen() {
  usePageTitle('Dashboard')
  const { today, week } = periodStarts()
  return (
    <section className="dashboard">
      <h1>Dashboard</h1>
      <div className="cards">
        <SalesCard title="Today" start={today} />
        <SalesCard title="This week" start={week} />
        <ReviewsCard />
        <MembersCard />
        <DemandCard />
      </div>
    </section>
  )
}
