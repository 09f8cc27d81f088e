import type { QueryReviewsRequest } from '@storefront-kit/sdk/reviews'

/** Reviews shown per page. */
export const PAGE_SIZE = 20

/** The moderation filter's choices; the queue (waiting for a decision) comes first. */
export const STATUS_CHOICES = [
  { value: 'queue', label: 'Waiting for moderation' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'all', label: 'All reviews' },
] as const

/** What the owner filters reviews by, as the address keeps it. */
export interface ReviewFilters {
  status: (typeof STATUS_CHOICES)[number]['value']
  /** A product id, or "" for every product. */
  product: string
  /** 1 to 5 stars, or 0 for any rating. */
  rating: number
  /** The page cursor the platform handed out ("" for the first page). */
  cursor: string
}

/** Reads the filters from the search params (`?status=APPROVED&product=…&rating=5&cursor=…`). */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const status = STATUS_CHOICES.find((c) => c.value === params.get('status'))?.value ?? 'queue'
  const rating = Number(params.get('rating'))
  return {
    status,
    product: params.get('product') ?? '',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
    cursor: params.get('cursor') ?? '',
  }
}

/** The filters as search params, without the defaults. */
export function reviewFilterParams(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.status !== 'queue') params.set('status', filters.status)
  if (filters.product) params.set('product', filters.product)
  if (filters.rating) params.set('rating', String(filters.rating))
  if (filters.cursor) params.set('cursor', filters.cursor)
  return params
}

const QUEUE = ['SUBMITTED', 'IN_MODERATION']

/**
 * QueryReviews for the filters, private reviews included (the owner moderates them), newest
 * first. A next page is asked by its cursor alone: the cursor carries the filter it was made for.
 */
export function reviewsRequest(filters: ReviewFilters): QueryReviewsRequest {
  if (filters.cursor)
    return {
      query: { cursorPaging: { limit: PAGE_SIZE, cursor: filters.cursor } },
      returnPrivateReviews: true,
    }
  const status =
    filters.status === 'queue'
      ? { 'moderation.moderationStatus': { $in: QUEUE } }
      : filters.status === 'all'
        ? {}
        : { 'moderation.moderationStatus': filters.status }
  return {
    query: {
      filter: {
        namespace: 'stores',
        ...status,
        ...(filters.product && { entityId: filters.product }),
        ...(filters.rating && { 'content.rating': filters.rating }),
      },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: PAGE_SIZE },
    },
    returnPrivateReviews: true,
  }
}

/** A moderation status in the owner's words. */
export function moderationLabel(status: string): string {
  if (QUEUE.includes(status)) return 'Waiting for moderation'
  return STATUS_CHOICES.find((c) => c.value === status)?.label ?? status
}
