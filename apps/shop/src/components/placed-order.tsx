import { useOrder } from '@storefront-kit/react'
import { OrderDetails } from './order-details'
import { ErrorState, Loading } from './status'

/** One remembered order, read from the platform (gone or not the shopper's: says so briefly). */
export function PlacedOrder({ orderId }: { orderId: string }) {
  const order = useOrder(orderId)
  if (order.isPending) return <Loading label="Loading order…" />
  if (order.isError)
    return order.error.status === 404 ? (
      <p className="muted">This order is not available to this account.</p>
    ) : (
      <ErrorState error={order.error} onRetry={() => order.refetch()} />
    )
  return <OrderDetails order={order.data.order} />
}
