import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  AggregateOrdersRequest,
  AggregateOrdersResponse,
  DeleteActivityResponse,
  OrderStatus,
  UpdateActivityRequest,
  UpdateActivityResponse,
  UpdateOrderStatusResponse,
} from '../wire'
import { ORDERS, orderPath } from './read'

const activityPath = (id: string, activityId: string) =>
  orderPath(id, `/activities/${encodeURIComponent(activityId)}`)

/**
 * Moves an order into another status: APPROVED only from INITIALIZED or PENDING, PENDING only
 * from INITIALIZED; CANCELED and REJECTED are final. Unlike `cancelOrder` it neither restocks nor
 * e-mails. Needs the owner's or an app's key.
 * @throws ConflictError `STATUS_ALREADY_SET`; PreconditionError `UNSUPPORTED_TRANSITION`;
 * ValidationError `STATUS_NOT_SUPPORTED` (INITIALIZED).
 *
 * @example
 * ```ts
 * const { order } = await updateOrderStatus(admin, orderId, 'REJECTED')
 * ```
 */
export function updateOrderStatus(
  client: Client,
  orderId: string,
  status: OrderStatus,
  options?: CallOptions,
): Promise<UpdateOrderStatusResponse> {
  return client.request(
    {
      operation: 'updateOrderStatus',
      method: 'POST',
      path: orderPath(orderId, '/update-status'),
      payload: { orderId, status },
    },
    options,
  )
}

/**
 * Counts and sums over the orders a filter matches (the search's filter language), grouped by
 * fields: `{ name: { $count: [fields] } }` or `{ name: { $sum: { field, groupBy } } }`; a date
 * field groups by day with `{ $day: 'createdDate' }`. Keys are the group's values in
 * parentheses, joined by `|`. Needs the owner's or an app's key.
 *
 * @example
 * ```ts
 * const { aggregates } = await aggregateOrders(admin, {
 *   filter: { status: 'APPROVED' },
 *   aggregation: {
 *     byPayment: { $count: ['paymentStatus'] },
 *     salesByDay: { $sum: { field: 'priceSummary.total.amount', groupBy: [{ $day: 'createdDate' }] } },
 *   },
 * })
 * console.log(aggregates.byPayment) // { '(NOT_PAID)': 2, '(PAID)': 5 }
 * ```
 */
export function aggregateOrders(
  client: Client,
  request: AggregateOrdersRequest,
  options?: CallOptions,
): Promise<AggregateOrdersResponse> {
  return client.request(
    {
      operation: 'aggregateOrders',
      method: 'POST',
      path: `${ORDERS}/aggregate`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Changes a merchant comment (`merchantComment`) or a custom activity (`customActivity`) in an
 * order's history; what the platform recorded (ORDER_PLACED, ORDER_PAID...) cannot be changed.
 * @throws PreconditionError `ACTIVITY_NOT_CHANGEABLE`; NotFoundError `ACTIVITY_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const { order } = await updateActivity(admin, orderId, activityId, {
 *   activity: { merchantComment: { message: 'Gift wrap, blue paper' } },
 * })
 * ```
 */
export function updateActivity(
  client: Client,
  id: string,
  activityId: string,
  request: UpdateActivityRequest,
  options?: CallOptions,
): Promise<UpdateActivityResponse> {
  return client.request(
    {
      operation: 'updateActivity',
      method: 'PATCH',
      path: activityPath(id, activityId),
      payload: { id, activityId, ...request },
      idempotent: true,
    },
    options,
  )
}

/**
 * Removes a merchant comment or a custom activity from an order's history.
 * @throws PreconditionError `ACTIVITY_NOT_CHANGEABLE`; NotFoundError `ACTIVITY_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const { order } = await deleteActivity(admin, orderId, activityId)
 * ```
 */
export function deleteActivity(
  client: Client,
  id: string,
  activityId: string,
  options?: CallOptions,
): Promise<DeleteActivityResponse> {
  return client.request(
    {
      operation: 'deleteActivity',
      method: 'DELETE',
      path: activityPath(id, activityId),
      query: encodeQuery({ id, activityId }),
    },
    options,
  )
}
