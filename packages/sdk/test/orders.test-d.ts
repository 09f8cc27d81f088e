// Type tests of the orders, payments, back-in-stock and recommendations modules, checked by
// `npm run typecheck`. Every expected-error directive below must stay an error.
import { expectTypeOf } from 'vitest'
import {
  type BackInStockNotificationRequest,
  createBackInStockNotificationRequest,
  queryBackInStockNotificationRequests,
} from '../src/back-in-stock'
import { createClient, paginate } from '../src/index'
import {
  cancelOrder,
  createOrder,
  type GetOrderResponse,
  getOrder,
  type Order,
  searchOrders,
  updateOrder,
} from '../src/orders'
import {
  captureAuthorizedPayments,
  getPaymentCollectabilityStatus,
  type OrderTransactions,
} from '../src/payments'
import { getRecommendation, type Recommendation } from '../src/recommendations'

const client = createClient()
const catalogReference = { catalogItemId: 'p1', appId: 'app' }

expectTypeOf(getOrder(client, 'o1')).toEqualTypeOf<Promise<GetOrderResponse>>()
expectTypeOf<Order['number']>().toEqualTypeOf<string>()
expectTypeOf<Order['lineItems'][number]['price']['amount']>().toEqualTypeOf<string>()
expectTypeOf<Order['paymentStatus']>().toExtend<string>()
expectTypeOf(searchOrders(client, { search: {} })).resolves.toHaveProperty('orders')
expectTypeOf(paginate(client, searchOrders, { search: {} })).toExtend<AsyncIterable<Order>>()
expectTypeOf(paginate(client, queryBackInStockNotificationRequests, { query: {} })).toExtend<
  AsyncIterable<BackInStockNotificationRequest>
>()
expectTypeOf(cancelOrder(client, 'o1', { restockAllItems: true })).resolves.toEqualTypeOf<{
  order: Order
}>()
expectTypeOf(
  captureAuthorizedPayments(client, 'o1', { payments: [{ paymentId: 'p1' }] }),
).resolves.toEqualTypeOf<{ orderTransactions: OrderTransactions }>()
expectTypeOf(getPaymentCollectabilityStatus(client, 'o1')).resolves.toHaveProperty('status')
expectTypeOf(
  getRecommendation(client, { algorithms: [{ id: 'a', appId: 'b' }] }),
).resolves.toEqualTypeOf<{ recommendation: Recommendation }>()

// @ts-expect-error the order id is a positional argument
getOrder(client, { id: 'o1' })
// @ts-expect-error updateOrder takes the id as its own argument, not inside the order
updateOrder(client, { order: { id: 'o1', archived: true } })
// @ts-expect-error searchOrders needs the `search` wrapper
searchOrders(client, { filter: {} })
const numericPrice = {
  productName: { original: 'x' },
  catalogReference,
  quantity: 1,
  itemType: { preset: 'PHYSICAL' },
  price: { amount: 10 },
}
createOrder(client, {
  // @ts-expect-error money travels as decimal strings, not numbers
  order: { lineItems: [numericPrice], priceSummary: {}, channelInfo: { type: 'WEB' } },
})
// @ts-expect-error a capture names the payment
captureAuthorizedPayments(client, 'o1', { payments: [{}] })
// @ts-expect-error a request needs the item details for the notification
createBackInStockNotificationRequest(client, { request: { catalogReference, email: 'a@b.c' } })
// @ts-expect-error recommendations need at least the algorithms
getRecommendation(client, { items: [catalogReference] })
