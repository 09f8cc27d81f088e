import { useBackInStockRequests, useQueryMembers, useReviewsCount } from '@storefront-kit/react'
import type { BackInStockNotificationRequest } from '@storefront-kit/sdk/back-in-stock'
import { Card } from './card'

/** Reviews that wait for the owner: submitted, not yet approved or rejected. */
const WAITING_REVIEWS = ['SUBMITTED', 'IN_MODERATION']

/** Reviews waiting for moderation, linking to the moderation queue. */
export function ReviewsCard() {
  const count = useReviewsCount({
    filter: { 'moderation.moderationStatus': { $in: WAITING_REVIEWS } },
    includePrivateReviews: true,
  })
  return (
    <Card
      title="Pending reviews"
      query={count}
      link="/reviews?status=IN_MODERATION"
      linkText="Moderate reviews"
    >
      {(data) => <p className="figure">{data.count}</p>}
    </Card>
  )
}

/** Members waiting for approval, linking to them. */
export function MembersCard() {
  const members = useQueryMembers({
    query: { filter: { status: 'PENDING' }, paging: { limit: 100 } },
  })
  return (
    <Card
      title="Members awaiting approval"
      query={members}
      link="/members?status=PENDING"
      linkText="Review members"
    >
      {(data) => <p className="figure">{data.metadata?.total ?? data.members.length}</p>}
    </Card>
  )
}

/** How a request names its product for the owner: the page it was made on, else the id. */
function productLabel(request: BackInStockNotificationRequest): string {
  const page = request.itemUrl?.split(/[?#]/)[0]?.split('/').filter(Boolean).pop()
  return page
    ? decodeURIComponent(page).replaceAll('-', ' ')
    : request.catalogReference.catalogItemId
}

/** Open requests grouped by product, most wanted first. */
export function demandByProduct(requests: BackInStockNotificationRequest[]) {
  const byProduct = new Map<string, { label: string; count: number }>()
  for (const request of requests) {
    const id = request.catalogReference.catalogItemId
    const entry = byProduct.get(id) ?? { label: productLabel(request), count: 0 }
    entry.count += 1
    byProduct.set(id, entry)
  }
  return [...byProduct.entries()].sort((a, b) => b[1].count - a[1].count)
}

/** Back-in-stock demand: the products shoppers wait for, with how many wait. */
export function DemandCard() {
  const requests = useBackInStockRequests({
    query: { filter: { status: 'RECEIVED' }, paging: { limit: 100 } },
  })
  return (
    <Card
      title="Back-in-stock demand"
      query={requests}
      link="/back-in-stock"
      linkText="See all requests"
    >
      {(data) => {
        const demand = demandByProduct(data.requests).slice(0, 5)
        return demand.length ? (
          <ol className="demand">
            {demand.map(([id, { label, count }]) => (
              <li key={id}>
                {label}: {count} waiting
              </li>
            ))}
          </ol>
        ) : (
          <p>Nobody is waiting for a product.</p>
        )
      }}
    </Card>
  )
}
