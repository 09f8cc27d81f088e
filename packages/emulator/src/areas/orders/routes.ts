import {
  addActivitiesRequestSchema,
  aggregateOrdersRequestSchema,
  bulkDeleteImportedOrdersRequestSchema,
  bulkUpdateOrdersRequestSchema,
  bulkUpdateOrderTagsRequestSchema,
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  deleteActivityRequestSchema,
  getOrderRequestSchema,
  type ImportedOrderInput,
  importOrderRequestSchema,
  type OrderInput,
  searchOrdersRequestSchema,
  setOrderNumberCounterRequestSchema,
  triggerRefundRequestSchema,
  updateActivityRequestSchema,
  updateOrderRequestSchema,
  updateOrderStatusRequestSchema,
} from '@storefront-kit/wire'
import { OWNER, SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { aggregateOrders } from './aggregate'
import { bulkUpdateOrders, bulkUpdateOrderTags } from './bulk'
import { cancelOrder } from './cancel'
import type { OrdersContext } from './context'
import { bulkDeleteImportedOrders, importOrder, setOrderNumberCounter } from './import'
import { deleteActivity, updateActivity } from './notes'
import { triggerRefund } from './refund'
import { addActivities, createOrder, getOrder, searchOrders } from './service'
import { updateOrderStatus } from './status'
import { updateOrder } from './update'

/** An orders path and its `/ecom/v1/ep-orders` alias. */
const orderPaths = (rest = '') => [`/ecom/v1/orders${rest}`, `/ecom/v1/ep-orders${rest}`]

/**
 * Orders (wire/orders.md). A buyer may read their own order; everything else needs the owner's
 * or an app's key (SPEC: order search, updates, bulk calls). Orders are placed by the purchase
 * flows (a checkout's `create-order`) through the orders service. TriggerRefund is a payments
 * collector call served here: besides the money it changes the order's lines and stock.
 */
export function orderRoutes(ctx: OrdersContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: orderPaths('/search'),
      allow: OWNER,
      input: searchOrdersRequestSchema,
      handle: ({ input }) => searchOrders(ctx, input.search),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import'),
      allow: OWNER,
      input: importOrderRequestSchema,
      handle: ({ input, caller }) => ({
        order: importOrder(ctx, caller, input.order as ImportedOrderInput),
      }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import/set-order-number-counter'),
      allow: OWNER,
      input: setOrderNumberCounterRequestSchema,
      handle: ({ input }) => setOrderNumberCounter(ctx, input.counter, !!input.allowLowerCounter),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import/bulk-delete-imported-orders'),
      allow: OWNER,
      input: bulkDeleteImportedOrdersRequestSchema,
      handle: ({ input, caller }) => bulkDeleteImportedOrders(ctx, caller, input.orderIds),
    }),
    route({
      method: 'GET',
      path: orderPaths('/:id'),
      allow: SIGNED,
      // Reading settles due payment actions first, which writes.
      write: true,
      input: getOrderRequestSchema,
      handle: ({ input, caller }) => ({ order: getOrder(ctx, caller, input.id) }),
    }),
    route({
      method: 'POST',
      path: orderPaths(),
      allow: OWNER,
      input: createOrderRequestSchema,
      handle: ({ input, caller }) => ({
        order: createOrder(ctx, caller, input.order as OrderInput),
      }),
    }),
    route({
      method: 'PATCH',
      path: orderPaths('/:id'),
      params: { id: 'order.id' },
      allow: OWNER,
      input: updateOrderRequestSchema,
      handle: ({ input, caller }) => ({
        order: updateOrder(ctx, caller, input.order, input.fieldMask),
      }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/:id/cancel'),
      allow: OWNER,
      input: cancelOrderRequestSchema,
      handle: ({ input, caller }) => ({ order: cancelOrder(ctx, caller, input.id, input) }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/:orderId/activities/add'),
      allow: OWNER,
      input: addActivitiesRequestSchema,
      handle: ({ input, caller }) =>
        addActivities(ctx, caller, input.orderId, input.orderActivities ?? []),
    }),
    route({
      method: 'POST',
      path: orderPaths('/aggregate'),
      allow: OWNER,
      input: aggregateOrdersRequestSchema,
      handle: ({ input }) => aggregateOrders(ctx, input),
    }),
    route({
      method: 'POST',
      path: orderPaths('/:orderId/update-status'),
      allow: OWNER,
      input: updateOrderStatusRequestSchema,
      handle: ({ input, caller }) => ({
        order: updateOrderStatus(ctx, caller, input.orderId, input.status),
      }),
    }),
    route({
      method: 'PATCH',
      path: orderPaths('/:id/activities/:activityId'),
      allow: OWNER,
      input: updateActivityRequestSchema,
      handle: ({ input, caller }) => ({
        order: updateActivity(ctx, caller, input.id, input.activityId, input.activity),
      }),
    }),
    route({
      method: 'DELETE',
      path: orderPaths('/:id/activities/:activityId'),
      allow: OWNER,
      input: deleteActivityRequestSchema,
      handle: ({ input, caller }) => ({
        order: deleteActivity(ctx, caller, input.id, input.activityId),
      }),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/payments-collector/orders/:ecomOrderId/trigger-refund',
      allow: OWNER,
      input: triggerRefundRequestSchema,
      handle: ({ input, caller }) => triggerRefund(ctx, caller, input.ecomOrderId, input),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update',
      allow: OWNER,
      input: bulkUpdateOrdersRequestSchema,
      handle: ({ input, caller }) =>
        bulkUpdateOrders(ctx, caller, input.orders, !!input.returnEntity),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update-tags',
      allow: OWNER,
      input: bulkUpdateOrderTagsRequestSchema,
      handle: ({ input, caller }) =>
        bulkUpdateOrderTags(ctx, caller, input.orderIds, input.assignTags, input.unassignTags),
    }),
  ]
}
