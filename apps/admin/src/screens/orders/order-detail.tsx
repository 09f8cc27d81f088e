import { useOrder } from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk/orders'
import { Link, useParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { QueryState } from '../../ui/query-state'
import { buyerText, dateTimeText, enumText } from './format'
import { OrderActivities } from './order-activities'
import { OrderAddresses, OrderItems, OrderTotals } from './order-summary'
import { OrderTags } from './order-tags'
import { PaymentActions } from './payment-actions'
import { RefundForm } from './refund-form'

function OrderView({ order }: { order: Order }) {
  usePageTitle(`Order #${order.number}`)
  return (
    <>
      <h1>Order #{order.number}</h1>
      <dl className="order-facts">
        <div>
          <dt>Status</dt>
          <dd>{enumText(order.status)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{enumText(order.paymentStatus)}</dd>
        </div>
        <div>
          <dt>Fulfillment</dt>
          <dd>{enumText(order.fulfillmentStatus)}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{dateTimeText(order.createdDate)}</dd>
        </div>
        <div>
          <dt>Buyer</dt>
          <dd>
            {buyerText(order)}
            {order.buyerInfo?.email && ` (${order.buyerInfo.email})`}
          </dd>
        </div>
      </dl>
      <OrderItems order={order} />
      <OrderTotals order={order} />
      <PaymentActions order={order} />
      <RefundForm order={order} />
      <OrderTags order={order} />
      <OrderAddresses order={order} />
      <OrderActivities order={order} />
    </>
  )
}

/** One order: what was bought, its money, addresses, tags, history, and what the owner can do. */
export function OrderDetail() {
  const { id = '' } = useParams()
  const order = useOrder(id)
  usePageTitle('Order')
  return (
    <section className="order-detail">
      <p>
        <Link to="/orders">Back to orders</Link>
      </p>
      <QueryState query={order} loadingLabel="Loading the order…">
        {(data) => <OrderView order={data.order} />}
      </QueryState>
    </section>
  )
}
