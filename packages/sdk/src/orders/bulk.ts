import type { CallOptions, Client } from '../core/client'
import type {
  BulkDeleteImportedOrdersRequest,
  BulkDeleteImportedOrdersResponse,
  BulkUpdateOrdersRequest,
  BulkUpdateOrdersResponse,
  BulkUpdateOrderTagsRequest,
  BulkUpdateOrderTagsResponse,
  ImportOrderRequest,
  ImportOrderResponse,
  SetOrderNumberCounterRequest,
  SetOrderNumberCounterResponse,
} from '../wire'
import { ORDERS } from './read'

const post = <T>(
  client: Client,
  operation: string,
  path: string,
  payload: object,
  idempotent: boolean,
  options?: CallOptions,
) => client.request<T>({ operation, method: 'POST', path, payload, idempotent }, options)

/**
 * Updates up to 100 orders, each with its own field mask; each item succeeds or fails on its own
 * (`results[].itemMetadata`). With `returnEntity` the updated orders come back.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkUpdateOrders(admin, {
 *   orders: ids.map((id) => ({ order: { id, archived: true }, fieldMask: 'archived' })),
 * })
 * ```
 */
export function bulkUpdateOrders(
  client: Client,
  request: BulkUpdateOrdersRequest,
  options?: CallOptions,
): Promise<BulkUpdateOrdersResponse> {
  return post(client, 'bulkUpdateOrders', '/ecom/v1/bulk/orders/update', request, true, options)
}

/**
 * Assigns and unassigns public and private tags on up to 100 orders.
 *
 * @example
 * ```ts
 * await bulkUpdateOrderTags(admin, { orderIds, assignTags: { tags: { tagIds: ['gift'] } } })
 * ```
 */
export function bulkUpdateOrderTags(
  client: Client,
  request: BulkUpdateOrderTagsRequest,
  options?: CallOptions,
): Promise<BulkUpdateOrderTagsResponse> {
  const path = '/ecom/v1/bulk/orders/update-tags'
  return post(client, 'bulkUpdateOrderTags', path, request, true, options)
}

/**
 * Imports an order from another system with its own status and payment status
 * (`imported: true`); importing again with the same id replaces it.
 *
 * @example
 * ```ts
 * const { order } = await importOrder(admin, { order: { ...legacy, status: 'APPROVED', paymentStatus: 'PAID' } })
 * ```
 */
export function importOrder(
  client: Client,
  request: ImportOrderRequest,
  options?: CallOptions,
): Promise<ImportOrderResponse> {
  return post(client, 'importOrder', `${ORDERS}/import`, request, false, options)
}

/**
 * Sets the number the next order follows (lower than now only with `allowLowerCounter`).
 *
 * @example
 * ```ts
 * const { oldCounter, newCounter } = await setOrderNumberCounter(admin, { counter: '50000' })
 * ```
 */
export function setOrderNumberCounter(
  client: Client,
  request: SetOrderNumberCounterRequest,
  options?: CallOptions,
): Promise<SetOrderNumberCounterResponse> {
  const path = `${ORDERS}/import/set-order-number-counter`
  return post(client, 'setOrderNumberCounter', path, request, true, options)
}

/**
 * Deletes imported orders (other orders in the list are left alone); answers a job id.
 *
 * @example
 * ```ts
 * const { jobId } = await bulkDeleteImportedOrders(admin, { orderIds })
 * ```
 */
export function bulkDeleteImportedOrders(
  client: Client,
  request: BulkDeleteImportedOrdersRequest,
  options?: CallOptions,
): Promise<BulkDeleteImportedOrdersResponse> {
  const path = `${ORDERS}/import/bulk-delete-imported-orders`
  return post(client, 'bulkDeleteImportedOrders', path, request, true, options)
}
