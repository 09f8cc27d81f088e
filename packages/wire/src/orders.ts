/**
 * Orders: get, search, create, update, cancel, bulk updates, tags, activities and imports
 * (wire/orders.md). Creating an order from a checkout is typed in `checkout.ts`.
 * The entity lives in `orders-entity.ts`, its history in `orders-activities.ts`.
 * @module
 */
import type { FieldMask, Int64String } from './common'
import type { Activity, PublicActivity } from './orders-activities'
import type {
  ChannelInfo,
  Order,
  OrderPriceSummary,
  OrderStatus,
  PaymentStatus,
} from './orders-entity'
import type { OrderLineItem } from './orders-line-items'
import type { CursorQuery, OrdersPagingMetadata } from './query'

export * from './orders-activities'
export * from './orders-entity'
export * from './orders-events'
export * from './orders-line-items'

/** Answer of `GET /ecom/v1/orders/{id}`. */
export interface GetOrderResponse {
  order: Order
}

/** Filter, sort (at most 4 keys) and cursor paging of an order search. */
export type CursorSearch = CursorQuery

/** Body of `POST /ecom/v1/orders/search`. */
export interface SearchOrdersRequest {
  search: CursorSearch
}

/** Answer of `POST /ecom/v1/orders/search`. */
export interface SearchOrdersResponse {
  orders: Order[]
  metadata: OrdersPagingMetadata
}

/** A line item as a caller creates it: name, catalog reference, quantity, type and price. */
export type OrderLineItemInput = Partial<OrderLineItem> &
  Pick<OrderLineItem, 'productName' | 'catalogReference' | 'quantity' | 'itemType' | 'price'>

/** An order as a caller creates or imports it; read-only fields are set by the server. */
export type OrderInput = Partial<Omit<Order, 'lineItems'>> & {
  lineItems: OrderLineItemInput[]
  priceSummary: OrderPriceSummary
  channelInfo: ChannelInfo
}

/** Who may edit an order created by CreateOrder, and what notifications go out. */
export interface OrderCreationSettings {
  editableByEveryone?: boolean
  editableByOwnerApps?: { appIds: string[] }
  orderApprovalStrategy?: 'DEFAULT' | 'PAYMENT_RECEIVED' | 'PAYMENT_METHOD_SAVED' | (string & {})
  notifications?: { sendNotificationToBuyer?: boolean; sendNotificationsToBusiness?: boolean }
}

/** Body of `POST /ecom/v1/orders`. */
export interface CreateOrderRequest {
  order: OrderInput
  settings?: OrderCreationSettings
}

/** Answer of order create, update, cancel and import. */
export interface OrderResponse {
  order: Order
}

/** Answer of `POST /ecom/v1/orders`. */
export type CreateOrderResponse = OrderResponse

/** The order fields UpdateOrder may change (`null` clears a value). */
export type OrderUpdate = Partial<Order>

/**
 * Body of `PATCH /ecom/v1/orders/{order.id}`. With `fieldMask`, only the named paths change
 * (absent values clear them); without it, every updatable field present in `order` changes.
 */
export interface UpdateOrderRequest {
  order: OrderUpdate & { id: string }
  fieldMask?: FieldMask
}

/** Answer of `PATCH /ecom/v1/orders/{order.id}`. */
export type UpdateOrderResponse = OrderResponse

/** Body of `POST /ecom/v1/orders/{id}/cancel`. */
export interface CancelOrderRequest {
  sendOrderCanceledEmail?: boolean
  /** 1..1000 characters, added to the cancellation e-mail. */
  customMessage?: string
  restockAllItems?: boolean
}

/** Answer of `POST /ecom/v1/orders/{id}/cancel`. */
export type CancelOrderResponse = OrderResponse

/** One order of a bulk update, with the paths to change. */
export interface MaskedOrder {
  order: OrderUpdate & { id: string }
  fieldMask?: FieldMask
}

/** Body of `POST /ecom/v1/bulk/orders/update`. */
export interface BulkUpdateOrdersRequest {
  orders: MaskedOrder[]
  returnEntity?: boolean
}

/** A business error of one item of a bulk call. */
export interface OrderBulkItemError {
  code: string
  description: string
  data?: Record<string, unknown>
}

/** Outcome of one item of a bulk call. */
export interface OrderItemMetadata {
  id?: string
  originalIndex: number
  success: boolean
  error?: OrderBulkItemError
}

/** Counts of a bulk call. */
export interface OrderBulkActionMetadata {
  totalSuccesses: number
  totalFailures: number
  undetailedFailures: number
}

/** Outcome of one order of a bulk call; `item` only with `returnEntity`. */
export interface BulkOrderResult {
  itemMetadata: OrderItemMetadata
  item?: Order
}

/** Answer of `POST /ecom/v1/bulk/orders/update`. */
export interface BulkUpdateOrdersResponse {
  results: BulkOrderResult[]
  bulkActionMetadata: OrderBulkActionMetadata
}

/** Tag ids to assign or unassign, public and private. */
export interface TagsTags {
  privateTags?: { tagIds: string[] }
  tags?: { tagIds: string[] }
}

/** Body of `POST /ecom/v1/bulk/orders/update-tags`. */
export interface BulkUpdateOrderTagsRequest {
  orderIds: string[]
  assignTags?: TagsTags
  unassignTags?: TagsTags
}

/** Answer of `POST /ecom/v1/bulk/orders/update-tags`. */
export interface BulkUpdateOrderTagsResponse {
  results: { itemMetadata: OrderItemMetadata }[]
  bulkActionMetadata: OrderBulkActionMetadata
}

/** An activity to add to an order's history. */
export type ActivityInput = Partial<Activity> & Pick<Activity, 'activityType'>

/** Body of `POST /ecom/v1/orders/{orderId}/activities/add`. */
export interface AddActivitiesRequest {
  orderActivities?: ActivityInput[]
  /** Accepted and ignored (internal form). */
  activities?: PublicActivity[]
}

/** Answer of `POST /ecom/v1/orders/{orderId}/activities/add`. */
export interface AddActivitiesResponse {
  order: Order
  activityIds: string[]
}

/** An order as imported from another system: status and payment status are required. */
export type ImportedOrderInput = OrderInput & { status: OrderStatus; paymentStatus: PaymentStatus }

/** Body of `POST /ecom/v1/orders/import`. */
export interface ImportOrderRequest {
  order: ImportedOrderInput
}

/** Answer of `POST /ecom/v1/orders/import`. */
export type ImportOrderResponse = OrderResponse

/** Body of `POST /ecom/v1/orders/import/set-order-number-counter`. */
export interface SetOrderNumberCounterRequest {
  /** int64 as string, at most 999999999. */
  counter: Int64String
  allowLowerCounter?: boolean
}

/** Answer of `POST /ecom/v1/orders/import/set-order-number-counter`. */
export interface SetOrderNumberCounterResponse {
  oldCounter: Int64String
  newCounter: Int64String
}

/** Body of `POST /ecom/v1/orders/import/bulk-delete-imported-orders`. */
export interface BulkDeleteImportedOrdersRequest {
  orderIds: string[]
}

/** Answer of `POST /ecom/v1/orders/import/bulk-delete-imported-orders`. */
export interface BulkDeleteImportedOrdersResponse {
  jobId: string
}
