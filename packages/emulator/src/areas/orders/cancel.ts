import type { Order } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { orderNotFound } from './access'
import { newActivity } from './activities'
import type { OrdersContext } from './context'
import { orderEvents } from './events'
import { restock } from './inventory'
import { saveOrder } from './service'

/** What CancelOrder asks for. */
export interface CancelOptions {
  sendOrderCanceledEmail?: boolean | undefined
  customMessage?: string | undefined
  restockAllItems?: boolean | undefined
}

function sendCanceledEmail(ctx: OrdersContext, order: Order, customMessage: string) {
  const to = order.buyerInfo?.email
  if (!to) return
  ctx.outbox.send({
    to,
    kind: 'order-canceled',
    subject: `Your order #${order.number} was canceled`,
    text: [`Order #${order.number} was canceled.`, customMessage].filter(Boolean).join('\n\n'),
    data: { orderId: order.id, number: order.number, customMessage },
  })
}

/**
 * `POST /ecom/v1/orders/{id}/cancel`: CANCELED, with an ORDER_CANCELED activity; optionally gives
 * back the stock the order took (each line's `restockQuantity` records it) and e-mails the buyer.
 * Canceling a canceled order changes nothing, so a repeated call is safe.
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 428 `ORDER_HAS_AUTHORIZED_TRANSACTION` while an
 * authorized payment is neither captured nor voided, `ORDER_IS_PENDING`, `ORDER_IS_REJECTED`.
 */
export function cancelOrder(
  ctx: OrdersContext,
  caller: Caller,
  id: string,
  options: CancelOptions,
): Order {
  ctx.payments.settleDue()
  const { store } = ctx
  const record = store.record(id)
  if (!record) throw orderNotFound(id)
  const { order } = record
  if (order.status === 'CANCELED') return order
  if (order.status === 'PENDING' || order.status === 'REJECTED')
    throw precondition(`ORDER_IS_${order.status}`, `Order ${id} is ${order.status}`, {
      orderId: id,
    })
  const authorized = ctx.payments
    .transactions(id)
    ?.payments.filter((payment) => payment.status === 'AUTHORIZED')
  if (authorized?.length)
    throw precondition(
      'ORDER_HAS_AUTHORIZED_TRANSACTION',
      'Capture or void the authorized payment before canceling the order',
      { orderId: id, paymentIds: authorized.map((payment) => payment.id) },
    )
  const restocked = !!options.restockAllItems
  if (restocked) {
    restock(ctx, record.stock)
    store.setStock(id, [])
  }
  const canceled: Order = {
    ...order,
    status: 'CANCELED',
    lineItems: restocked
      ? order.lineItems.map((line) => ({ ...line, restockQuantity: line.quantity }))
      : order.lineItems,
    activities: [...order.activities, newActivity(ctx, 'ORDER_CANCELED')],
  }
  const modified = ['status', 'activities', ...(restocked ? ['lineItems'] : [])]
  const saved = saveOrder(ctx, caller, canceled, modified)
  const customMessage = options.customMessage ?? ''
  if (options.sendOrderCanceledEmail) sendCanceledEmail(ctx, saved, customMessage)
  orderEvents(ctx, caller).canceled(saved, {
    restockAllItems: restocked,
    sendOrderCanceledEmail: !!options.sendOrderCanceledEmail,
    customMessage,
  })
  return saved
}
