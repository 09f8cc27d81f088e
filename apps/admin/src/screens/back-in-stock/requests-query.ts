import type { QueryBackInStockNotificationRequestsRequest } from '@storefront-kit/sdk/back-in-stock'

/** The most requests one page holds: the demand table reads one page of them. */
export const LIMIT = 100

/** The requests of the demand table: every product, or one (`catalogItemId`), newest first. */
export function requestsQuery(catalogItemId?: string): QueryBackInStockNotificationRequestsRequest {
  return {
    query: {
      ...(catalogItemId && { filter: { 'catalogReference.catalogItemId': catalogItemId } }),
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      paging: { limit: LIMIT },
    },
  }
}
