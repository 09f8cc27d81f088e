/**
 * The owner's notes and figures on orders (wire/orders.md "Money and notes on an order"): an
 * order's status, correcting and removing history entries, and aggregates over orders.
 * @module
 */
import type { PublicActivity } from './orders-activities'
import type { Order, OrderStatus } from './orders-entity'
import type { Filter } from './query'

/** Body of `POST /ecom/v1/orders/{orderId}/update-status`. */
export interface UpdateOrderStatusRequest {
  status: OrderStatus
}

/** Answer of UpdateOrderStatus, UpdateActivity and DeleteActivity. */
export interface OrderActivityResponse {
  order: Order
}

/** Answer of `POST /ecom/v1/orders/{orderId}/update-status`. */
export type UpdateOrderStatusResponse = OrderActivityResponse

/**
 * Body of `PATCH /ecom/v1/orders/{id}/activities/{activityId}`: the new content of a merchant
 * comment (`merchantComment`) or a custom activity (`customActivity`).
 */
export interface UpdateActivityRequest {
  activity: PublicActivity
}

/** Answer of `PATCH /ecom/v1/orders/{id}/activities/{activityId}`. */
export type UpdateActivityResponse = OrderActivityResponse

/** Answer of `DELETE /ecom/v1/orders/{id}/activities/{activityId}`. */
export type DeleteActivityResponse = OrderActivityResponse

/**
 * Body of `POST /ecom/v1/orders/aggregate`. `aggregation` names each figure and says how to
 * compute it, e.g. `{ byStatus: { $count: ['paymentStatus'] } }`; `filter` is the search's.
 */
export interface AggregateOrdersRequest {
  filter?: Filter
  aggregation: Record<string, unknown>
  /** Joins the values of several grouping fields in a key (default `|`); 1..100 characters. */
  hierarchySeparatorOverride?: string
}

/**
 * Answer of AggregateOrders: each named figure, keyed by its group's values in parentheses,
 * e.g. `{ byStatus: { '(PAID)': 5, '(NOT_PAID)': 2 } }`.
 */
export interface AggregateOrdersResponse {
  aggregates: Record<string, unknown>
}
