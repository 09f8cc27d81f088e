import {
  addActivitiesRequestSchema,
  bulkDeleteImportedOrdersRequestSchema,
  bulkUpdateOrdersRequestSchema,
  bulkUpdateOrderTagsRequestSchema,
  cancelOrderRequestSchema,
  checkoutCreateOrderAndChargeRequestSchema,
  checkoutCreateOrderRequestSchema,
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
import { cardFromToken } from '../payments/test-gateway'
import { bulkUpdateOrders, bulkUpdateOrderTags } from './bulk'
import { cancelOrder } from './cancel'
import { createOrderFromCheckout } from './checkout-order'
import { bulkDeleteImportedOrders, importOrder, setOrderNumberCounter } from './import'
import { addActivities, createOrder, getOrder, searchOrders } from './service'
import { updateOrder } from './update'

/** An orders path and its `/ecom/v1/ep-orders` alias. */
const orderPaths = (rest = '') => [`/ecom/v1/orders${rest}`, `/ecom/v1/ep-orders${rest}`]

/**
 * Orders (wire/orders.md) and order creation from a checkout. A buyer may read their own order;
 * everything else needs the owner's or an app's key (SPEC: order search, updates, bulk calls).
 */
export function orderRoutes(): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/ecom/v1/checkouts/:id/create-order',
      allow: SIGNED,
      input: checkoutCreateOrderRequestSchema,
      handle: ({ input, caller, ctx }) =>
        createOrderFromCheckout(ctx, caller, input.id, { delayCapture: !!input.delayCapture }),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/checkouts/:id/create-order-and-charge',
      allow: SIGNED,
      input: checkoutCreateOrderAndChargeRequestSchema,
      handle: ({ input, caller, ctx }) => {
        const paymentMethod = cardFromToken(input.paymentToken)
        const created = createOrderFromCheckout(ctx, caller, input.id, {
          delayCapture: !!input.delayCapture,
          ...(paymentMethod && { paymentMethod }),
        })
        return {
          ...created,
          ...(created.paymentGatewayOrderId && { paymentResponseToken: ctx.newId() }),
        }
      },
    }),
    route({
      method: 'POST',
      path: orderPaths('/search'),
      allow: OWNER,
      input: searchOrdersRequestSchema,
      handle: ({ input, ctx }) => searchOrders(ctx, input.search),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import'),
      allow: OWNER,
      input: importOrderRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        order: importOrder(ctx, caller, input.order as ImportedOrderInput),
      }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import/set-order-number-counter'),
      allow: OWNER,
      input: setOrderNumberCounterRequestSchema,
      handle: ({ input, ctx }) =>
        setOrderNumberCounter(ctx, input.counter, !!input.allowLowerCounter),
    }),
    route({
      method: 'POST',
      path: orderPaths('/import/bulk-delete-imported-orders'),
      allow: OWNER,
      input: bulkDeleteImportedOrdersRequestSchema,
      handle: ({ input, caller, ctx }) => bulkDeleteImportedOrders(ctx, caller, input.orderIds),
    }),
    route({
      method: 'GET',
      path: orderPaths('/:id'),
      allow: SIGNED,
      // Reading settles due payment actions first, which writes.
      write: true,
      input: getOrderRequestSchema,
      handle: ({ input, caller, ctx }) => ({ order: getOrder(ctx, caller, input.id) }),
    }),
    route({
      method: 'POST',
      path: orderPaths(),
      allow: OWNER,
      input: createOrderRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        order: createOrder(ctx, caller, input.order as OrderInput),
      }),
    }),
    route({
      method: 'PATCH',
      path: orderPaths('/:id'),
      params: { id: 'order.id' },
      allow: OWNER,
      input: updateOrderRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        order: updateOrder(ctx, caller, input.order, input.fieldMask),
      }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/:id/cancel'),
      allow: OWNER,
      input: cancelOrderRequestSchema,
      handle: ({ input, caller, ctx }) => ({ order: cancelOrder(ctx, caller, input.id, input) }),
    }),
    route({
      method: 'POST',
      path: orderPaths('/:orderId/activities/add'),
      allow: OWNER,
      input: addActivitiesRequestSchema,
      handle: ({ input, caller, ctx }) =>
        addActivities(ctx, caller, input.orderId, input.orderActivities ?? []),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update',
      allow: OWNER,
      input: bulkUpdateOrdersRequestSchema,
      handle: ({ input, caller, ctx }) =>
        bulkUpdateOrders(ctx, caller, input.orders, !!input.returnEntity),
    }),
    route({
      method: 'POST',
      path: '/ecom/v1/bulk/orders/update-tags',
      allow: OWNER,
      input: bulkUpdateOrderTagsRequestSchema,
      handle: ({ input, caller, ctx }) =>
        bulkUpdateOrderTags(ctx, caller, input.orderIds, input.assignTags, input.unassignTags),
    }),
  ]
}
