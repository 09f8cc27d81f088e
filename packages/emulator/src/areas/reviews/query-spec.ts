import type { QuerySpec } from '../../query/index'

/**
 * What QueryReviews, CountReviews and the filter-based bulk calls accept (wire/reviews.md): the
 * review's identifying, author, content, moderation and ordering fields. Vendor defaults: sort
 * `createdDate` ASC, limit 100.
 */
export const REVIEW_QUERY: QuerySpec = {
  fields: {
    id: { type: 'string' },
    // Columns the store keeps beside the document (indexed): the common filters and the sort.
    namespace: { type: 'string', column: 'namespace' },
    entityId: { type: 'string', column: 'entity_id' },
    'author.contactId': { type: 'string' },
    'author.authorName': { type: 'string' },
    'author.authorType': { type: 'string' },
    'author.memberId': { type: 'string' },
    'content.title': { type: 'string' },
    'content.body': { type: 'string' },
    'content.rating': { type: 'number' },
    'moderation.moderationStatus': { type: 'string', column: 'status' },
    'moderation.manuallyChanged': { type: 'boolean' },
    'origin.type': { type: 'string' },
    'reply.message': { type: 'string' },
    createdDate: { type: 'date', column: 'created_date' },
    updatedDate: { type: 'date' },
    reviewDate: { type: 'date' },
    relevanceScore: { type: 'number' },
    helpfulness: { type: 'number' },
    foundHelpful: { type: 'number' },
    foundUnhelpful: { type: 'number' },
    publishCount: { type: 'number' },
    verified: { type: 'boolean' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  defaultLimit: 100,
  maxLimit: 100,
  fieldPrefix: 'query',
}

/** The same fields for the calls whose filter sits at the top of the request (`filter.…`). */
export const REVIEW_FILTER: QuerySpec = { ...REVIEW_QUERY, fieldPrefix: '' }
