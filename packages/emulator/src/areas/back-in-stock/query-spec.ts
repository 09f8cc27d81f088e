import type { QuerySpec } from '../../query/index'

/**
 * What QueryBackInStockNotificationRequests accepts (wire/back-in-stock.md): the request's own
 * fields and its catalog reference. Newest first by default; limit 50, at most 100.
 */
export const BACK_IN_STOCK_QUERY: QuerySpec = {
  fields: {
    id: { type: 'string' },
    email: { type: 'string' },
    status: { type: 'string' },
    contactId: { type: 'string' },
    createdDate: { type: 'date' },
    autoNotified: { type: 'boolean' },
    itemUrl: { type: 'string' },
    'catalogReference.catalogItemId': { type: 'string' },
    'catalogReference.appId': { type: 'string' },
    'catalogReference.options.variantId': { type: 'string' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'query',
}
