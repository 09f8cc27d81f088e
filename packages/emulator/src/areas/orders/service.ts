import type { ActivityInput, Order, OrderInput, SearchOrdersResponse } from '@storefront-kit/wire'
import { applicationError, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import { readableOrder } from './access'
import { newActivity } from './activities'
import { createdByFor, orderFromInput } from './build'
import type { OrdersContext } from './context'
import { orderEvents } from './events'
import { takeStock } from './inventory'
import { normalizeOrder } from './normalize'
import { ORDERS_TABLE, type OrderMeta } from './store'

/** The next sequential order number, as the int64 string the wire carries. */
export function nextOrderNumber(ctx: OrdersContext): string {
  return String(ctx.store.nextNumber())
}

/** Stores a new order and records `order_created` for `caller`. */
export function insertOrder(
  ctx: OrdersContext,
  caller: Caller,
  order: Order,
  meta: OrderMeta,
): Order {
  const saved = ctx.store.insert(normalizeOrder(order), meta)
  orderEvents(ctx, caller).created(saved)
  return saved
}

/** Replaces an order with a new `updatedDate` and records `order_updated`. */
export function saveOrder(
  ctx: OrdersContext,
  caller: Caller,
  order: Order,
  modifiedFields: string[],
): Order {
  const saved = ctx.store.update(normalizeOrder({ ...order, updatedDate: ctx.clock.iso() }))
  orderEvents(ctx, caller).updated(saved, modifiedFields)
  return saved
}

/** An order the caller may read: the owner any, a shopper their own (404 otherwise). */
export function getOrder(ctx: OrdersContext, caller: Caller, id: string): Order {
  ctx.payments.settleDue()
  return readableOrder(ctx.store.record(id), id, caller).order
}

function orderPage(ctx: OrdersContext, search: QueryInput): SearchOrdersResponse {
  const page = ctx.store.search(search)
  return {
    orders: page.items,
    metadata: {
      count: page.items.length,
      cursors: page.cursors,
      hasNext: !!page.cursors.next,
    },
  }
}

/**
 * Searches answered before, until orders are next written: the back office asks for the same
 * newest orders again and again. The answer reads the orders table alone (payments reach it by
 * updating the order) and only the owner and apps may search, so the search is the whole key.
 */
const orderPages = rememberAnswers({
  db: (ctx: OrdersContext) => ctx.db,
  tables: [ORDERS_TABLE],
  answer: orderPage,
  keyOf: (search) => JSON.stringify(search),
})

/** One page of an order search (cursor paging; the cursor carries filter and sort). */
export function searchOrders(ctx: OrdersContext, search: QueryInput): SearchOrdersResponse {
  // Payments that fell due are written first; that write forgets the remembered pages.
  ctx.payments.settleDue()
  return orderPages(ctx, search)
}

/**
 * `POST /ecom/v1/orders`: an order the owner or an app enters. It takes stock of tracked catalog
 * items (at most what is there). INITIALIZED unless paid or APPROVED was asked for.
 * @throws ApiError 400 `PURCHASED_DATE_CANNOT_BE_IN_FUTURE`.
 */
export function createOrder(ctx: OrdersContext, caller: Caller, input: OrderInput): Order {
  if (input.purchasedDate && Date.parse(input.purchasedDate) > ctx.clock.now())
    throw applicationError(
      400,
      'PURCHASED_DATE_CANNOT_BE_IN_FUTURE',
      'purchasedDate is in the future',
    )
  const paid = input.paymentStatus === 'PAID'
  const activities = [
    newActivity(ctx, 'ORDER_PLACED'),
    ...(paid ? [newActivity(ctx, 'ORDER_PAID')] : []),
  ]
  const order = orderFromInput(ctx, input, {
    id: ctx.newId(),
    number: nextOrderNumber(ctx),
    activities,
    createdBy: createdByFor(caller),
    imported: false,
  })
  const stock = takeStock(ctx, order.lineItems, true)
  return insertOrder(ctx, caller, order, { stock })
}

/** `POST /ecom/v1/orders/{orderId}/activities/add`: merchant comments and custom activities. */
export function addActivities(
  ctx: OrdersContext,
  caller: Caller,
  orderId: string,
  inputs: ActivityInput[],
): { order: Order; activityIds: string[] } {
  const order = getOrder(ctx, caller, orderId)
  if (order.status === 'PENDING' || order.status === 'REJECTED')
    throw precondition(`ORDER_IS_${order.status}`, `Order ${orderId} is ${order.status}`)
  const added = inputs.map(({ activityType, merchantComment, customActivity }) =>
    newActivity(ctx, activityType, {
      ...(merchantComment && { merchantComment }),
      ...(customActivity && { customActivity }),
    }),
  )
  if (!added.length) return { order, activityIds: [] }
  const saved = saveOrder(ctx, caller, { ...order, activities: [...order.activities, ...added] }, [
    'activities',
  ])
  return { order: saved, activityIds: added.map((activity) => activity.id ?? '') }
}
