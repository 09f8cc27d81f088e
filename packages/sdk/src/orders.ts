/**
 * `@storefront-kit/sdk/orders`: orders (`/ecom/v1/orders`): read, search (cursor paging),
 * create, update with a field mask, cancel, status, bulk updates and tags, activities (add, edit,
 * delete), aggregates (counts and sums), and imports.
 * A visitor or member may read their own orders; everything else needs the owner's or an app's
 * key (a member's order list too: `searchMemberOrders`, on your server). Orders are made from checkouts with `createOrder` of `@storefront-kit/sdk/checkout`.
 * @module
 */

export {
  bulkDeleteImportedOrders,
  bulkUpdateOrders,
  bulkUpdateOrderTags,
  importOrder,
  setOrderNumberCounter,
} from './orders/bulk'
export {
  aggregateOrders,
  deleteActivity,
  updateActivity,
  updateOrderStatus,
} from './orders/manage'
export {
  getOrder,
  type SearchMemberOrdersRequest,
  searchMemberOrders,
  searchOrders,
} from './orders/read'
export { addActivities, cancelOrder, createOrder, updateOrder } from './orders/write'
export type {
  Activity,
  ActivityInput,
  AddActivitiesRequest,
  AddActivitiesResponse,
  AggregateOrdersRequest,
  AggregateOrdersResponse,
  BalanceSummary,
  BulkDeleteImportedOrdersRequest,
  BulkDeleteImportedOrdersResponse,
  BulkOrderResult,
  BulkUpdateOrdersRequest,
  BulkUpdateOrdersResponse,
  BulkUpdateOrderTagsRequest,
  BulkUpdateOrderTagsResponse,
  CancelOrderRequest,
  CancelOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
  CursorSearch,
  DeleteActivityResponse,
  FulfillmentStatus,
  GetOrderResponse,
  ImportedOrderInput,
  ImportOrderRequest,
  ImportOrderResponse,
  MaskedOrder,
  Order,
  OrderActivityType,
  OrderBulkActionMetadata,
  OrderInput,
  OrderItemMetadata,
  OrderLineItem,
  OrderLineItemInput,
  OrderPriceSummary,
  OrderStatus,
  OrdersPagingMetadata,
  OrderUpdate,
  PaymentStatus,
  PublicActivity,
  SearchOrdersRequest,
  SearchOrdersResponse,
  SetOrderNumberCounterRequest,
  SetOrderNumberCounterResponse,
  Tags,
  TagsTags,
  UpdateActivityRequest,
  UpdateActivityResponse,
  UpdateOrderRequest,
  UpdateOrderResponse,
  UpdateOrderStatusResponse,
} from './wire'
