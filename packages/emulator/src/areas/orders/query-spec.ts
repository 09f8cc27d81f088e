import type { QuerySpec } from '../../query/index'

/**
 * Orders the search and the aggregates see: never an INITIALIZED one, whatever the filter
 * (wire/orders.md; GetOrder still reads it). SQL over the orders table aliased `t`.
 */
export const SEARCHABLE = "json_extract(t.doc, '$.status') <> 'INITIALIZED'"

/**
 * What SearchOrders accepts (wire/orders.md): identifying, status, buyer, money and date fields.
 * Order numbers are int64 strings, compared as numbers. Vendor defaults: `createdDate` DESC,
 * limit 50 (at most 100), at most 4 sort keys.
 */
export const ORDER_SEARCH: QuerySpec = {
  fields: {
    id: { type: 'string' },
    number: { type: 'decimal' },
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
    purchasedDate: { type: 'date' },
    status: { type: 'string' },
    paymentStatus: { type: 'string' },
    fulfillmentStatus: { type: 'string' },
    archived: { type: 'boolean' },
    seenByAHuman: { type: 'boolean' },
    imported: { type: 'boolean' },
    currency: { type: 'string' },
    checkoutId: { type: 'string' },
    buyerLanguage: { type: 'string' },
    'buyerInfo.email': { type: 'string' },
    'buyerInfo.contactId': { type: 'string' },
    'buyerInfo.memberId': { type: 'string' },
    'buyerInfo.visitorId': { type: 'string' },
    'channelInfo.type': { type: 'string' },
    'priceSummary.total.amount': { type: 'decimal' },
    'priceSummary.subtotal.amount': { type: 'decimal' },
    'billingInfo.address.country': { type: 'string' },
    'businessLocation.id': { type: 'string' },
    'tags.tags.tagIds': { type: 'string[]' },
    'tags.privateTags.tagIds': { type: 'string[]' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'search',
  maxSort: 4,
}
