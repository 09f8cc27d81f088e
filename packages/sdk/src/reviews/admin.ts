import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  BulkCreateReviewRequest,
  BulkCreateReviewResponse,
  BulkDeleteReviewsRequest,
  BulkUpdateModerationStatusRequest,
  ReviewResponse,
  ReviewsJobResponse,
  SetReplyRequest,
  UpdateModerationStatusRequest,
} from '../wire'

const BASE = '/reviews/v1/reviews'
const BULK = '/reviews/v1/bulk/reviews'

/**
 * Sets the site's reply to a review (owner); a review has one reply, a new one overwrites it.
 *
 * @example
 * ```ts
 * const { review } = await setReply(admin, reviewId, { message: 'Thank you for your feedback!' })
 * ```
 */
export function setReply(
  client: Client,
  reviewId: string,
  request: Omit<SetReplyRequest, 'reviewId'>,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'setReply',
      method: 'PATCH',
      path: `${BASE}/${encodeURIComponent(reviewId)}/reply`,
      payload: { ...request, reviewId },
      idempotent: true,
    },
    options,
  )
}

/**
 * Removes the reply of a review (owner).
 *
 * @example
 * ```ts
 * await removeReply(admin, reviewId)
 * ```
 */
export function removeReply(
  client: Client,
  reviewId: string,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'removeReply',
      method: 'DELETE',
      path: `${BASE}/${encodeURIComponent(reviewId)}/reply`,
      query: encodeQuery({ reviewId }),
      idempotent: true,
    },
    options,
  )
}

/**
 * Approves (publishes) or rejects a review (owner). Only APPROVED and REJECTED are accepted.
 *
 * @example
 * ```ts
 * const { review } = await updateModerationStatus(admin, reviewId, { status: 'APPROVED' })
 * ```
 */
export function updateModerationStatus(
  client: Client,
  reviewId: string,
  request: Omit<UpdateModerationStatusRequest, 'reviewId'>,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'updateModerationStatus',
      method: 'PATCH',
      path: `${BASE}/${encodeURIComponent(reviewId)}/moderate`,
      payload: { ...request, reviewId },
      idempotent: true,
    },
    options,
  )
}

/**
 * Approves or rejects every review a filter matches (owner); answers a job id.
 *
 * @example
 * ```ts
 * await bulkUpdateModerationStatus(admin, { filter: { entityId: productId }, status: 'APPROVED' })
 * ```
 */
export function bulkUpdateModerationStatus(
  client: Client,
  request: BulkUpdateModerationStatusRequest,
  options?: CallOptions,
): Promise<ReviewsJobResponse> {
  return client.request(
    {
      operation: 'bulkUpdateModerationStatus',
      method: 'POST',
      path: `${BULK}/moderate`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes every review a filter matches (owner); answers a job id.
 *
 * @example
 * ```ts
 * await bulkDeleteReviews(admin, { filter: { 'moderation.moderationStatus': 'REJECTED' } })
 * ```
 */
export function bulkDeleteReviews(
  client: Client,
  request: BulkDeleteReviewsRequest,
  options?: CallOptions,
): Promise<ReviewsJobResponse> {
  return client.request(
    {
      operation: 'bulkDeleteReviews',
      method: 'POST',
      path: `${BULK}/delete`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Creates up to 100 reviews for named contacts (owner/app, e.g. an import); each succeeds or
 * fails on its own.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkCreateReview(admin, {
 *   reviews: [{ namespace: 'stores', entityId, content: { rating: 5 }, author: { contactId } }],
 * })
 * ```
 */
export function bulkCreateReview(
  client: Client,
  request: BulkCreateReviewRequest,
  options?: CallOptions,
): Promise<BulkCreateReviewResponse> {
  return client.request(
    { operation: 'bulkCreateReview', method: 'POST', path: `${BULK}/create`, payload: request },
    options,
  )
}
