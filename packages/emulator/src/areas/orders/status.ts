import type { Order, OrderStatus } from '@storefront-kit/wire'
import { applicationError, conflict, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { orderNotFound } from './access'
import { newActivity } from './activities'
import type { OrdersContext } from './context'
import { orderEvents } from './events'
import { saveOrder } from './service'

/** The statuses an order may move into from each status (wire/orders.md); final ones have none. */
const TRANSITIONS: Record<string, readonly string[]> = {
  INITIALIZED: ['APPROVED', 'PENDING', 'CANCELED', 'REJECTED'],
  PENDING: ['APPROVED', 'CANCELED', 'REJECTED'],
  APPROVED: ['CANCELED', 'REJECTED'],
  CANCELED: [],
  REJECTED: [],
}

/** The history entry a move into each status adds. */
const ACTIVITY: Record<string, string> = {
  PENDING: 'ORDER_PENDING',
  REJECTED: 'ORDER_REJECTED',
  CANCELED: 'ORDER_CANCELED',
}

/**
 * `POST /ecom/v1/orders/{orderId}/update-status`: CANCELED and REJECTED are final; APPROVED only
 * from INITIALIZED or PENDING; PENDING only from INITIALIZED. Adds ORDER_PENDING,
 * ORDER_REJECTED or ORDER_CANCELED to the history; records `order_approved` or `order_canceled`
 * beside `order_updated`. Unlike CancelOrder it neither restocks nor e-mails.
 * @throws ApiError 404 `ORDER_NOT_FOUND`; 400 `STATUS_NOT_SUPPORTED` (INITIALIZED); 409
 * `STATUS_ALREADY_SET`; 428 `UNSUPPORTED_TRANSITION`.
 */
export function updateOrderStatus(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  status: OrderStatus,
): Order {
  ctx.payments.settleDue()
  const order = ctx.store.get(orderId)
  if (!order) throw orderNotFound(orderId)
  if (status === 'INITIALIZED')
    throw applicationError(400, 'STATUS_NOT_SUPPORTED', 'An order cannot move into INITIALIZED', {
      status,
    })
  const from = order.status
  if (from === status)
    throw conflict('STATUS_ALREADY_SET', `Order ${orderId} is ${status} already`, { status })
  if (!TRANSITIONS[from]?.includes(status))
    throw precondition(
      'UNSUPPORTED_TRANSITION',
      `Order ${orderId} cannot go from ${from} to ${status}`,
      {
        from,
        to: status,
      },
    )
  const type = ACTIVITY[status]
  const saved = saveOrder(
    ctx,
    caller,
    {
      ...order,
      status,
      activities: [...order.activities, ...(type ? [newActivity(ctx, type)] : [])],
    },
    type ? ['status', 'activities'] : ['status'],
  )
  const events = orderEvents(ctx, caller)
  if (status === 'APPROVED') events.approved(saved)
  if (status === 'CANCELED')
    events.canceled(saved, {
      restockAllItems: false,
      sendOrderCanceledEmail: false,
      customMessage: '',
    })
  return saved
}
