import { useBackInStockRequests } from '@storefront-kit/react'
import { Link } from 'react-router'
import { DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { useProductSummaries } from '../../ui/product-names'
import { QueryState } from '../../ui/query-state'
import { demandByItem, variantOf } from './demand'
import { LIMIT, requestsQuery } from './requests-query'

/** Which items shoppers asked to hear about, with how many wait and how many were told. */
export function DemandList() {
  usePageTitle('Back in stock')
  const requests = useBackInStockRequests(requestsQuery())
  const { byId } = useProductSummaries()
  return (
    <section>
      <h1>Back in stock</h1>
      <QueryState
        query={requests}
        isEmpty={(data) => data.requests.length === 0}
        empty="No shopper has asked to hear about an item yet."
        loadingLabel="Loading requests…"
      >
        {(data) => (
          <DataTable
            caption={
              <>
                Requests by item
                {(data.metadata.total ?? 0) > LIMIT && ` (the newest ${LIMIT} requests)`}
              </>
            }
            columns={['Item', 'Waiting', 'Notified', 'All requests']}
          >
            {demandByItem(data.requests).map((item) => {
              const id = item.catalogReference.catalogItemId
              const variant = variantOf(item.catalogReference)
              const name = byId.get(id)?.name ?? id
              return (
                <tr key={item.key}>
                  <th scope="row">
                    <Link to={encodeURIComponent(id)}>{name}</Link>
                    {variant && <span className="people-muted"> (variant {variant})</span>}
                  </th>
                  <td>{item.waiting}</td>
                  <td>{item.notified}</td>
                  <td>{item.requests.length}</td>
                </tr>
              )
            })}
          </DataTable>
        )}
      </QueryState>
    </section>
  )
}
