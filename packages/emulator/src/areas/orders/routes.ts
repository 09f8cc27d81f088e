import {
  addActivitiesRequestSchema,
  bulkDeleteImportedOrdersRequestSchema,
  bulkUpdateOrdersRequestSchema,
  bulkUpdateOrderTagsRequestSchema,
  cancelOrderRequestSchema,
  createOrderRequestSchema,
  getOrderRequestSchema,
  type ImportedOrderInput,
  importOrderRequestSchema,
  type OrderInput,
  searchOrdersRequestSchema,
  setOrderNumberCounterRequestSchema,
  updateOrderRequestSchema,
} from '@storefront-kit/wire'
import { OWNER, SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { bulkUpdateOrders, bulkUpdateOrderTags } from './bulk'
import { cancelOrder } from './cancel'
import type { OrdersContext } from './context'
import { bulkDeleteImportedOrders, importOrder, setOrderNumberCounter } from './import'
import { addActivities, createOrder, getOrder, searchOrders } from './service'
import { updateOrder } from './update'

/** An orders path and its `/ecom/v1/ep-orders` alias. */
const orderPaths = (rest = '') => [`/ecom/v1/orders${rest}`, `/ecom/v1/ep-orders${rest}`]

/**
 * Orders (wire/orders.md). A buyer may read their own order; everything else needs the owner's
 * or an app's key (SPEC: order search, updates, bulk calls). Orders are placed by the purchase
 * flows (a checkout's `create-order`) through the orders service.
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
