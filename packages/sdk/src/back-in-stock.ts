/**
 * `@storefront-kit/sdk/back-in-stock`: back-in-stock notification requests
 * (`/back-in-stock-service/v1/back-in-stock-notification-requests`). Shoppers create requests;
 * reading, querying (cursor or offset paging), counting, reporting items back in stock, marking
 * and deleting need the owner's or an app's key.
 * @module
 */

import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from './core/client'
import { cursorPager, withPager } from './core/paging'
import type {
  BackInStockNotificationRequest,
  BackInStockNotificationRequestResponse,
  CreateBackInStockNotificationRequestRequest,
  GetBackInStockNotificationRequestsCountByCatalogReferencesRequest,
  GetBackInStockNotificationRequestsCountByCatalogReferencesResponse,
  QueryBackInStockNotificationRequestsRequest,
  QueryBackInStockNotificationRequestsResponse,
  ReportItemsBackInStockRequest,
} from './wire'

export type {
  BackInStockItemDetails,
  BackInStockNotificationRequest,
  BackInStockNotificationRequestResponse,
  BackInStockNotificationRequestsCount,
  BackInStockStatus,
  CreateBackInStockNotificationRequestRequest,
  GetBackInStockNotificationRequestsCountByCatalogReferencesRequest,
  GetBackInStockNotificationRequestsCountByCatalogReferencesResponse,
  QueryBackInStockNotificationRequestsRequest,
  QueryBackInStockNotificationRequestsResponse,
  ReportItemsBackInStockRequest,
} from './wire'

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests'
const one = (id: string, tail = '') => `${BASE}/${encodeURIComponent(id)}${tail}`

/**
 * Asks to be told by e-mail when an item is back in stock. Safe to repeat: the same catalog
 * reference and e-mail answer the existing request.
 *
 * @example
 * ```ts
 * const { request } = await createBackInStockNotificationRequest(client, {
 *   request: { catalogReference: { catalogItemId: productId, appId: STORES_APP_ID }, email },
 *   itemDetails: { name: product.name, price: '24.00' },
 * })
 * ```
 */
export function createBackInStockNotificationRequest(
  client: Client,
  request: CreateBackInStockNotificationRequestRequest,
  options?: CallOptions,
): Promise<BackInStockNotificationRequestResponse> {
  return client.request(
    {
      operation: 'createBackInStockNotificationRequest',
      method: 'POST',
      path: BASE,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Gets one request.
 *
 * @example
 * ```ts
 * const { request } = await getBackInStockNotificationRequest(admin, id)
 * ```
 */
export function getBackInStockNotificationRequest(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<BackInStockNotificationRequestResponse> {
  return client.request(
    {
      operation: 'getBackInStockNotificationRequest',
      method: 'GET',
      path: one(id),
      query: encodeQuery({ id }),
    },
    options,
  )
}

/**
 * Deletes a request. Answers `{}`.
 *
 * @example
 * ```ts
 * await deleteBackInStockNotificationRequest(admin, id)
 * ```
 */
export function deleteBackInStockNotificationRequest(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'deleteBackInStockNotificationRequest',
      method: 'DELETE',
      path: one(id),
      query: encodeQuery({ id }),
    },
    options,
  )
}

/**
 * Marks a request NOTIFICATION_SENT (for notifications the store sent itself). Safe to repeat.
 *
 * @example
 * ```ts
 * const { request } = await markAsNotificationSent(admin, id)
 * ```
 */
export function markAsNotificationSent(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<BackInStockNotificationRequestResponse> {
  return client.request(
    {
      operation: 'markAsNotificationSent',
      method: 'PUT',
      path: one(id, '/mark-as-notification-sent'),
      payload: { id },
      idempotent: true,
    },
    options,
  )
}

/**
 * Queries requests with a filter, sort and cursor paging (or offset `paging`). A GET whose query
 * would pass 4,000 characters goes as a POST to `…/query`. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { requests } = await queryBackInStockNotificationRequests(admin, {
 *   query: { filter: { status: 'RECEIVED' }, cursorPaging: { limit: 50 } },
 * })
 * for await (const r of paginate(admin, queryBackInStockNotificationRequests, { query: {} })) send(r)
 * ```
 */
export const queryBackInStockNotificationRequests = withPager(
  (
    client: Client,
    request: QueryBackInStockNotificationRequestsRequest = {},
    options?: CallOptions,
  ): Promise<QueryBackInStockNotificationRequestsResponse> =>
    client.request(
      {
        operation: 'queryBackInStockNotificationRequests',
        method: 'GET',
        path: BASE,
        query: encodeQuery(request, true),
        payload: request,
        postFallback: `${BASE}/query`,
      },
      options,
    ),
  cursorPager<
    QueryBackInStockNotificationRequestsRequest,
    QueryBackInStockNotificationRequestsResponse,
    BackInStockNotificationRequest
  >({ items: 'requests', at: 'query' }),
)

/**
 * How many requests name each catalog reference (1..100), in the order asked.
 *
 * @example
 * ```ts
 * const { countsPerCatalogReference } = await getBackInStockNotificationRequestsCountByCatalogReferences(
 *   admin, { catalogReferences: [{ catalogItemId: productId, appId: STORES_APP_ID }] },
 * )
 * ```
 */
export function getBackInStockNotificationRequestsCountByCatalogReferences(
  client: Client,
  request: GetBackInStockNotificationRequestsCountByCatalogReferencesRequest,
  options?: CallOptions,
): Promise<GetBackInStockNotificationRequestsCountByCatalogReferencesResponse> {
  return client.request(
    {
      operation: 'getBackInStockNotificationRequestsCountByCatalogReferences',
      method: 'GET',
      path: `${BASE}/count-by-catalog-reference`,
      query: encodeQuery(request, true),
    },
    options,
  )
}

/**
 * Reports an item back in stock: every waiting request of the catalog reference (or the listed
 * requests) is notified by e-mail and moves to NOTIFICATION_SENT, or FAILED. Answers `{}`.
 *
 * @example
 * ```ts
 * await reportItemsBackInStock(admin, {
 *   catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
 *   itemDetails: { name: 'Rain Shell', price: '120.00' },
 * })
 * ```
 */
export function reportItemsBackInStock(
  client: Client,
  request: ReportItemsBackInStockRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'reportItemsBackInStock',
      method: 'POST',
      path: `${BASE}/report-items-back-in-stock`,
      payload: request,
    },
    options,
  )
}
