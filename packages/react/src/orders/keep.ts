import type { GetOrderResponse } from '@storefront-kit/sdk/orders'
import type { QueryClient } from '@tanstack/react-query'
import { orderKeys } from './queries'

/** Writes an answer holding an order into the order's detail query. */
export const keepOrder = (
  queryClient: QueryClient,
  data: { order?: GetOrderResponse['order'] },
) => {
  if (data.order) queryClient.setQueryData(orderKeys.detail(data.order.id), { order: data.order })
}
