import type { Activity, OrderActivityType } from '@storefront-kit/wire'
import type { OrdersContext } from './context'

/** A new history entry of `type`, now, with its details (`{ merchantComment: {...} }`). */
export function newActivity(
  ctx: OrdersContext,
  type: OrderActivityType,
  content: Partial<Activity> = {},
): Activity {
  return {
    ...content,
    id: ctx.newId(),
    createdDate: ctx.clock.iso(),
    type,
    activityType: type,
  }
}
