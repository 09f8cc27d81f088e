import type { Activity, Order, PublicActivity } from '@storefront-kit/wire'
import { notFound, precondition, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { orderNotFound } from './access'
import type { OrdersContext } from './context'
import { saveOrder } from './service'

/** The one content field each changeable kind of activity carries. */
const CONTENT = { MERCHANT_COMMENT: 'merchantComment', CUSTOM_ACTIVITY: 'customActivity' } as const

type Changeable = keyof typeof CONTENT

/**
 * The order and the position of an activity the owner may change: merchant comments and custom
 * activities only; what the system recorded (ORDER_PLACED, ORDER_PAID...) stays.
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `ACTIVITY_NOT_FOUND`; 428 `ACTIVITY_NOT_CHANGEABLE`.
 */
function changeable(ctx: OrdersContext, orderId: string, activityId: string) {
  ctx.payments.settleDue()
  const order = ctx.store.get(orderId)
  if (!order) throw orderNotFound(orderId)
  const index = order.activities.findIndex((activity) => activity.id === activityId)
  const activity = order.activities[index]
  if (!activity)
    throw notFound('ACTIVITY_NOT_FOUND', `Order ${orderId} has no activity ${activityId}`, {
      orderId,
      activityId,
    })
  const type = activity.activityType ?? activity.type
  if (!(type in CONTENT))
    throw precondition(
      'ACTIVITY_NOT_CHANGEABLE',
      `A ${type} activity is the platform's record: only merchant comments and custom activities can be changed or deleted`,
      { activityId, activityType: type },
    )
  return { order, index, activity, kind: type as Changeable }
}

const replaced = (order: Order, index: number, entries: Activity[]) => [
  ...order.activities.slice(0, index),
  ...entries,
  ...order.activities.slice(index + 1),
]

/**
 * `PATCH /ecom/v1/orders/{id}/activities/{activityId}`: new content for a merchant comment
 * (`merchantComment`) or a custom activity (`customActivity`); id, date and author stay.
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `ACTIVITY_NOT_FOUND`; 428 `ACTIVITY_NOT_CHANGEABLE`;
 * 400 when the content is not of the activity's kind.
 */
export function updateActivity(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  activityId: string,
  content: PublicActivity,
): Order {
  const { order, index, activity, kind } = changeable(ctx, orderId, activityId)
  const field = CONTENT[kind]
  const value = content[field]
  if (!value)
    throw validationError([
      violation(`activity.${field}`, 'REQUIRED_FIELD', `is required to change a ${kind} activity`),
    ])
  const { merchantComment: _comment, customActivity: _custom, ...kept } = activity
  const next: Activity = { ...kept, [field]: value }
  return saveOrder(ctx, caller, { ...order, activities: replaced(order, index, [next]) }, [
    'activities',
  ])
}

/**
 * `DELETE /ecom/v1/orders/{id}/activities/{activityId}`: removes a merchant comment or a custom
 * activity from the history.
 * @throws ApiError 404 `ORDER_NOT_FOUND`, `ACTIVITY_NOT_FOUND`; 428 `ACTIVITY_NOT_CHANGEABLE`.
 */
export function deleteActivity(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  activityId: string,
): Order {
  const { order, index } = changeable(ctx, orderId, activityId)
  return saveOrder(ctx, caller, { ...order, activities: replaced(order, index, []) }, [
    'activities',
  ])
}
