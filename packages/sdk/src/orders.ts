/**
 * `@storefront-kit/sdk/orders`: orders (`/ecom/v1/orders`): read, search (cursor paging),
 * create, update with a field mask, cancel, bulk updates and tags, activities, and imports.
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
  SearchOrdersRequest,
  SearchOrdersResponse,
  SetOrderNumberCounterRequest,
  SetOrderNumberCounterResponse,
  Tags,
  TagsTags,
  UpdateOrderRequest,
  UpdateOrderResponse,
} from './wire'
