import { conflict, notFound } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { toCents } from '../../platform/money'
import { AUTHORIZATION_HOLD_SECONDS, chargeOrder } from './charge'
import type { PaymentsContext } from './context'
import { ordersOf } from './orders-port'
import type { TestPaymentMethod } from './test-gateway'

/**
 * Pays a prepared collection with the test provider (what the hosted payment page does): an
 * approved payment, or an authorization when the collection asked for delayed capture, with its
 * scheduled action. The order follows.
 * @returns the id of the new payment.
 * @throws ApiError 404 `PAYMENT_GATEWAY_ID_NOT_FOUND`; 409 `ORDER_ALREADY_PAID` when it was paid;
 * the charge's errors (declined card, no payment method).
 */
export function payPreparedCollection(
  ctx: PaymentsContext,
  caller: Caller,
  paymentGatewayOrderId: string,
  method?: TestPaymentMethod,
): string {
  const { store } = ctx
  const collection = store.collection(paymentGatewayOrderId)
  const orders = ordersOf(ctx.hooks)
  const order = collection && orders.get(collection.orderId)
  if (!collection || !order)
    throw notFound('PAYMENT_GATEWAY_ID_NOT_FOUND', `No prepared payment ${paymentGatewayOrderId}`)
  if (collection.status === 'PAID')
    throw conflict('ORDER_ALREADY_PAID', `Payment ${paymentGatewayOrderId} was already paid`)
  const charge = chargeOrder(ctx, order, toCents(collection.amount), {
    delayCapture: collection.delayedCapture,
    paymentGatewayOrderId,
    ...(method && { method }),
    scheduledAction: {
      actionType: collection.scheduledAction ?? 'VOID',
      delaySeconds: collection.delaySeconds ?? AUTHORIZATION_HOLD_SECONDS,
    },
  })
  store.saveCollection({ ...collection, status: 'PAID' })
  orders.paymentsChanged(caller, order.id, charge.activities)
  return charge.payment.id
}
