import { useSearchOrders } from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk/orders'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { QueryState } from '../../ui/query-state'
import { BulkActions } from './bulk-actions'
import { buyerText, dateTimeText, enumText, moneyText, tagsOf } from './format'
import { searchRequestOf } from './list-params'
import { OrderFilters } from './order-filters'

/** The orders list: search form, one page of orders, a selection for bulk actions, paging. */
export function OrdersList() {
  usePageTitle('Orders')
  const [params, setParams] = useSearchParams()
  const orders = useSearchOrders(searchRequestOf(params))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const toPage = (cursor: string | undefined) => {
    if (!cursor) return
    const next = new URLSearchParams(params)
    next.set('cursor', cursor)
    setSelected(new Set())
    setParams(next)
  }
  const metadata = orders.data?.metadata
  return (
    <section className="orders">
      <h1>Orders</h1>
      <OrderFilters />
      <BulkActions selected={[...selected]} onDone={() => setSelected(new Set())} />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        empty="No orders match these filters."
        loadingLabel="Loading orders…"
      >
        {(data) => <OrdersTable orders={data.orders} selected={selected} onSelect={setSelected} />}
      </QueryState>
      <nav className="pager" aria-label="Pages of orders">
        <button
          type="button"
          disabled={!metadata?.cursors?.prev}
          onClick={() => toPage(metadata?.cursors?.prev)}
        >
          Previous page
        </button>
        <button
          type="button"
          disabled={!metadata?.cursors?.next}
          onClick={() => toPage(metadata?.cursors?.next)}
        >
          Next page
        </button>
      </nav>
    </section>
  )
}

function OrdersTable({
  orders,
  selected,
  onSelect,
}: {
  orders: Order[]
  selected: ReadonlySet<string>
  onSelect: (next: ReadonlySet<string>) => void
}) {
  const all = orders.length > 0 && orders.every((o) => selected.has(o.id))
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    onSelect(next)
  }
  return (
    <DataTable
      caption="Orders"
      className="orders-table"
      columns={[
        <input
          key="select"
          type="checkbox"
          aria-label="Select every order on this page"
          checked={all}
          onChange={() => onSelect(all ? new Set() : new Set(orders.map((o) => o.id)))}
        />,
        'Order',
        'Placed',
        'Buyer',
        'Status',
        'Payment',
        'Fulfillment',
        'Tags',
        'Total',
      ]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td>
            <input
              type="checkbox"
              aria-label={`Select order #${order.number}`}
              checked={selected.has(order.id)}
              onChange={() => toggle(order.id)}
            />
          </td>
          <th scope="row">
            <Link to={`/orders/${order.id}`}>#{order.number}</Link>
            {order.archived && <span className="badge">Archived</span>}
          </th>
          <td>{dateTimeText(order.createdDate)}</td>
          <td>{buyerText(order)}</td>
          <td>{enumText(order.status)}</td>
          <td>{enumText(order.paymentStatus)}</td>
          <td>{enumText(order.fulfillmentStatus)}</td>
          <td>{tagsOf(order).join(', ')}</td>
          <td>{moneyText(order.priceSummary?.total, order.currency)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
