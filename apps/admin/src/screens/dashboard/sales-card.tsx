import { useAggregateOrders } from '@storefront-kit/react'
import { sumText } from '../orders/format'
import { Card } from './card'
import { ordersSince, salesRequest } from './periods'

/**
 * One figure of an AggregateOrders answer as `[group value, number]` pairs: keys are the group's
 * values in parentheses (`(USD)` → `USD`, `()` → ``).
 */
export function groupsOf(aggregates: Record<string, unknown>, name: string) {
  const figure = aggregates[name]
  if (typeof figure !== 'object' || figure === null) return []
  return Object.entries(figure).map(
    ([key, value]) => [key.replace(/^\(|\)$/g, ''), String(value)] as const,
  )
}

/** Orders and sales since `start` (AggregateOrders), linking to those orders. */
export function SalesCard({ title, start }: { title: string; start: Date }) {
  const figures = useAggregateOrders(salesRequest(start))
  return (
    <Card
      title={title}
      query={figures}
      link={ordersSince(start)}
      linkText={`See ${title.toLowerCase()}'s orders`}
    >
      {({ aggregates }) => {
        const sales = groupsOf(aggregates, 'sales')
        return (
          <dl>
            <div>
              <dt>Orders</dt>
              <dd>{groupsOf(aggregates, 'orders')[0]?.[1] ?? '0'}</dd>
            </div>
            <div>
              <dt>Sales</dt>
              <dd>
                {sales.length
                  ? sales.map(([currency, sum]) => sumText(sum, currency)).join(' + ')
                  : 'None yet'}
              </dd>
            </div>
          </dl>
        )
      }}
    </Card>
  )
}
