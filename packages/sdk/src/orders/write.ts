import type { CallOptions, Client } from '../core/client'
import type {
  AddActivitiesRequest,
  AddActivitiesResponse,
  CancelOrderRequest,
  CancelOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  UpdateOrderRequest,
  UpdateOrderResponse,
} from '../wire'
import { ORDERS, orderPath } from './read'

/**
 * Creates an order (for apps and back offices: phone orders, other channels). The order is
 * INITIALIZED unless it comes PAID or APPROVED. Needs the owner's or an app's key.
 *
 * @example
 * ```ts
 * const { order } = await createOrder(admin, {
 *   order: {
 *     lineItems: [{ productName: { original: 'Mug' }, catalogReference, quantity: 1,
 *       itemType: { preset: 'PHYSICAL' }, price: { amount: '18' } }],
 *     priceSummary: { total: { amount: '18' } },
 *     channelInfo: { type: 'BACKOFFICE_MERCHANT' },
 *   },
 * })
 * ```
 */
export function createOrder(
  client: Client,
  request: CreateOrderRequest,
  options?: CallOptions,
): Promise<CreateOrderResponse> {
  return client.request(
    { operation: 'createOrder', method: 'POST', path: ORDERS, payload: request },
    options,
  )
}

/**
 * Updates an order's editable fields (buyer e-mail and language, addresses, archived,
 * seenByAHuman, ...). With `fieldMask`, exactly those paths change; `null` clears a value.
 * Needs the owner's or an app's key.
 *
 * @example
 * ```ts
 * const { order } = await updateOrder(admin, orderId, { order: { archived: true }, fieldMask: 'archived' })
 * ```
 */
export function updateOrder(
  client: Client,
  id: string,
  request: Omit<UpdateOrderRequest, 'order'> & { order: Omit<UpdateOrderRequest['order'], 'id'> },
  options?: CallOptions,
): Promise<UpdateOrderResponse> {
  return client.request(
    {
      operation: 'updateOrder',
      method: 'PATCH',
      path: orderPath(id),
      payload: { ...request, order: { ...request.order, id } },
      idempotent: true,
    },
    options,
  )
}

/**
 * Cancels an order, optionally giving its stock back and e-mailing the buyer. An order with an
 * authorized payment must have it captured or voided first (`ORDER_HAS_AUTHORIZED_TRANSACTION`).
 * Canceling a canceled order changes nothing, so the call is safe to repeat.
 *
 * @example
 * ```ts
 * const { order } = await cancelOrder(admin, orderId, { restockAllItems: true, sendOrderCanceledEmail: true })
 * ```
 */
export function cancelOrder(
  client: Client,
  id: string,
  request: CancelOrderRequest = {},
  options?: CallOptions,
): Promise<CancelOrderResponse> {
  return client.request(
    {
      operation: 'cancelOrder',
      method: 'POST',
      path: orderPath(id, '/cancel'),
      payload: { id, ...request },
      idempotent: true,
    },
    options,
  )
}

/**
 * Adds merchant comments or custom activities to an order's history.
 *
 * @example
 * ```ts
 * const { activityIds } = await addActivities(admin, orderId, {
 *   orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Gift wrap' } }],
 * })
 * ```
 */
export function addActivities(
  client: Client,
  orderId: string,
  request: AddActivitiesRequest,
  options?: CallOptions,
): Promise<AddActivitiesResponse> {
  return client.request(
    {
      operation: 'addActivities',
      method: 'POST',
      path: orderPath(orderId, '/activities/add'),
      payload: { orderId, ...request },
    },
    options,
  )
}
