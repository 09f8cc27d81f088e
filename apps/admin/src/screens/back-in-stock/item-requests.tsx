import { useBackInStockRequests, useMarkAsNotificationSent } from '@storefront-kit/react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { useProductSummaries } from '../../ui/product-names'
import { ErrorMessage, QueryState } from '../../ui/query-state'
import { demandByItem, requestStatusLabel, WAITING } from './demand'
import { ReportForm, type StockOutcome } from './report-form'
import { requestsQuery } from './requests-query'

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * One item's requests (`/back-in-stock/:itemId`): report it back in stock per catalog reference,
 * and mark single requests as notified when the owner told the shopper some other way.
 */
export function ItemRequests() {
  const itemId = useParams().itemId ?? ''
  const { byId } = useProductSummaries()
  const product = byId.get(itemId)
  const name = product?.name ?? 'Item'
  usePageTitle(`${name} · Back in stock`)
  const requests = useBackInStockRequests(requestsQuery(itemId))
  const [outcome, setOutcome] = useState<StockOutcome>()
  const mark = useMarkAsNotificationSent({
    onSuccess: (data) =>
      setOutcome({ done: `The request of ${data.request.email} is marked as notified.` }),
    onError: (error) => setOutcome({ error }),
  })
  return (
    <section>
      <p>
        <Link to="/back-in-stock">All items</Link>
      </p>
      <h1>Back in stock: {name}</h1>
      <p role="status" className="people-status">
        {outcome && 'done' in outcome ? outcome.done : ''}
      </p>
      {outcome && 'error' in outcome && <ErrorMessage error={outcome.error} />}
      <QueryState
        query={requests}
        isEmpty={(data) => data.requests.length === 0}
        empty="No shopper has asked about this item."
        loadingLabel="Loading requests…"
      >
        {(data) => (
          <>
            {demandByItem(data.requests).map((item) => (
              <ReportForm key={item.key} item={item} product={product} onOutcome={setOutcome} />
            ))}
            <DataTable
              caption={<>Requests for {name}</>}
              columns={['Shopper', 'Status', 'Asked', 'Actions']}
            >
              {data.requests.map((request) => (
                <tr key={request.id}>
                  <th scope="row">{request.email}</th>
                  <td>{requestStatusLabel(request.status)}</td>
                  <td>{request.createdDate ? DATE.format(new Date(request.createdDate)) : ''}</td>
                  <td>
                    {request.id && WAITING.has(request.status) && (
                      <button
                        type="button"
                        disabled={mark.isPending}
                        onClick={() => request.id && mark.mutate({ id: request.id })}
                      >
                        Mark request of {request.email} as notified
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
    </section>
  )
}
