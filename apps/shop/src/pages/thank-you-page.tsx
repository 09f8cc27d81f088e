import { useOrder } from '@storefront-kit/react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { OrderDetails } from '../components/order-details'
import { QueryView } from '../components/query-view'
import { NotFound } from '../components/status'
import { rememberOrder } from '../lib/placed-orders'

/** Where the hosted checkout returns (`?orderId=…`): the order, read from the platform. */
export function ThankYouPage() {
  const orderId = useSearchParams()[0].get('orderId') ?? ''
  if (!orderId) return <NotFound what="order" />
  return <PlacedOrder orderId={orderId} />
}

function PlacedOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId)
  useEffect(() => {
    if (order.isSuccess) rememberOrder(orderId)
  }, [order.isSuccess, orderId])
  return (
    <QueryView query={order} loading="Loading your order…" notFound="order">
      {({ order: placed }) => (
        <section className="thank-you" aria-labelledby="thanks-title">
          <h1 id="thanks-title" tabIndex={-1}>
            Thank you for your order!
          </h1>
          <p>We have received your order and will let you know when it ships.</p>
          <OrderDetails order={placed} />
          <Link className="button" to="/">
            Continue shopping
          </Link>
        </section>
      )}
    </QueryView>
  )
}
