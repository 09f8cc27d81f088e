import type { Client } from '@storefront-kit/sdk'
import {
  type AggregateOrdersRequest,
  type AggregateOrdersResponse,
  aggregateOrders,
  type DeleteActivityResponse,
  deleteActivity,
  type OrderStatus,
  type UpdateActivityRequest,
  type UpdateActivityResponse,
  type UpdateOrderStatusResponse,
  updateActivity,
  updateOrderStatus,
} from '@storefront-kit/sdk/orders'
import type { QueryClient } from '@tanstack/react-query'
import { mutationHook, plainMutation, queryHook } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { queryCall } from '../core/query-call'
import { storefrontQueryOptions } from '../core/use-storefront'
import { orderKeys } from './queries'

/**
 * Query options of figures over orders (`aggregateOrders`).
 * @example await queryClient.fetchQuery(aggregateOrdersQueryOptions(admin, { aggregation: { n: { $count: [] } } }))
 */
export function aggregateOrdersQueryOptions(client: Client, request: AggregateOrdersRequest) {
  return storefrontQueryOptions({
    queryKey: orderKeys.aggregate(request),
    queryFn: ({ signal }): Promise<AggregateOrdersResponse> =>
      aggregateOrders(client, request, queryCall(signal)),
  })
}

/**
 * Counts and sums over orders (owner): a dashboard's sales figures. Order and payment writes
 * refresh them.
 *
 * @example
 * ```tsx
 * const { data } = useAggregateOrders({
 *   aggregation: { sales: { $sum: { field: 'priceSummary.total.amount', groupBy: [{ $day: 'createdDate' }] } } },
 * })
 * ```
 */
export const useAggregateOrders = /* @__PURE__ */ queryHook(aggregateOrdersQueryOptions, 1)

/** The status and history writes answer the order: they keep it and invalidate the orders. */
const orderAnswers = {
  key: () => orderKeys.all,
  invalidates: () => [orderKeys.all],
  update: (queryClient: QueryClient, data: UpdateOrderStatusResponse) =>
    queryClient.setQueryData(orderKeys.detail(data.order.id), { order: data.order }),
}

/** Variables of `useUpdateOrderStatus`. */
export interface UpdateOrderStatusVariables {
  orderId: string
  status: OrderStatus
}

/**
 * Mutation options of `updateOrderStatus`; keeps the order and invalidates the orders.
 * @example useMutation(updateOrderStatusMutationOptions(client))
 */
export function updateOrderStatusMutationOptions(
  client: Client,
): StorefrontMutation<UpdateOrderStatusResponse, UpdateOrderStatusVariables> {
  return plainMutation(client, orderAnswers, 'updateOrderStatus', (c, v) =>
    updateOrderStatus(c, v.orderId, v.status),
  )
}

/**
 * Moves an order into another status (owner): APPROVED, PENDING, REJECTED or CANCELED.
 *
 * @example
 * ```tsx
 * const setStatus = useUpdateOrderStatus()
 * setStatus.mutate({ orderId, status: 'REJECTED' })
 * ```
 */
export const useUpdateOrderStatus = /* @__PURE__ */ mutationHook(updateOrderStatusMutationOptions)

/** Variables of `useUpdateActivity`: the order, the activity and its new content. */
export type UpdateActivityVariables = UpdateActivityRequest & { id: string; activityId: string }

/**
 * Mutation options of `updateActivity`; keeps the order and invalidates the orders.
 * @example useMutation(updateActivityMutationOptions(client))
 */
export function updateActivityMutationOptions(
  client: Client,
): StorefrontMutation<UpdateActivityResponse, UpdateActivityVariables> {
  return plainMutation(client, orderAnswers, 'updateActivity', (c, { id, activityId, ...rest }) =>
    updateActivity(c, id, activityId, rest),
  )
}

/**
 * Edits a merchant comment or custom activity of an order (owner).
 *
 * @example
 * ```tsx
 * const edit = useUpdateActivity()
 * edit.mutate({ id: orderId, activityId, activity: { merchantComment: { message: 'Wrap in blue' } } })
 * ```
 */
export const useUpdateActivity = /* @__PURE__ */ mutationHook(updateActivityMutationOptions)

/** Variables of `useDeleteActivity`. */
export interface DeleteActivityVariables {
  id: string
  activityId: string
}

/**
 * Mutation options of `deleteActivity`; keeps the order and invalidates the orders.
 * @example useMutation(deleteActivityMutationOptions(client))
 */
export function deleteActivityMutationOptions(
  client: Client,
): StorefrontMutation<DeleteActivityResponse, DeleteActivityVariables> {
  return plainMutation(client, orderAnswers, 'deleteActivity', (c, v) =>
    deleteActivity(c, v.id, v.activityId),
  )
}

/**
 * Deletes a merchant comment or custom activity of an order (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteActivity()
 * remove.mutate({ id: orderId, activityId })
 * ```
 */
export const useDeleteActivity = /* @__PURE__ */ mutationHook(deleteActivityMutationOptions)
