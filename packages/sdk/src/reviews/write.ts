import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  CreateReviewAndContactRequest,
  CreateReviewRequest,
  ReviewResponse,
  UpdateReviewContentRequest,
  UpdateReviewRequest,
} from '../wire'

const BASE = '/reviews/v1/reviews'

/**
 * Creates a review. A visitor or member writes as themselves (their identity is the author); the
 * owner or an app names the contact in `review.author.contactId`. One review per author per
 * entity (`ConflictError` otherwise); with moderation on, the review waits IN_MODERATION.
 *
 * @example
 * ```ts
 * const { review } = await createReview(client, {
 *   review: { namespace: 'stores', entityId: productId, content: { rating: 5, body: 'Love it' } },
 * })
 * ```
 */
export function createReview(
  client: Client,
  request: CreateReviewRequest,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    { operation: 'createReview', method: 'POST', path: BASE, payload: request },
    options,
  )
}

/**
 * Creates a review for a contact given by name and e-mail (owner/app: both required; they
 * identify the contact). A visitor or member calling it writes as themselves, `name` becoming
 * the author name.
 *
 * @example
 * ```ts
 * const { review } = await createReviewAndContact(admin, {
 *   namespace: 'stores', entityId: productId, content: { rating: 4 },
 *   name: 'Dana Scully', email: 'dana@example.com',
 * })
 * ```
 */
export function createReviewAndContact(
  client: Client,
  request: CreateReviewAndContactRequest,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'createReviewAndContact',
      method: 'POST',
      path: `${BASE}/contact`,
      payload: request,
    },
    options,
  )
}

/**
 * Updates a review: `review.revision` must be the current one (`ConflictError` otherwise). With
 * `fieldMask`, exactly the listed paths change; without, every field sent changes. Authors may
 * change their own review; the owner any.
 *
 * @example
 * ```ts
 * const { review: updated } = await updateReview(client, review.id, {
 *   review: { revision: review.revision ?? '', content: { rating: 4 } },
 * })
 * ```
 */
export function updateReview(
  client: Client,
  id: string,
  request: UpdateReviewRequest,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'updateReview',
      method: 'PATCH',
      path: `${BASE}/${encodeURIComponent(id)}`,
      payload: { ...request, review: { ...request.review, id } },
    },
    options,
  )
}

/**
 * Replaces a review's content, or with `fieldMask` (`title,rating`) only the listed fields. No
 * revision needed.
 *
 * @example
 * ```ts
 * await updateReviewContent(client, review.id, { content: { title: 'Updated' }, fieldMask: 'title' })
 * ```
 */
export function updateReviewContent(
  client: Client,
  reviewId: string,
  request: Omit<UpdateReviewContentRequest, 'reviewId'>,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'updateReviewContent',
      method: 'PUT',
      path: `${BASE}/content/${encodeURIComponent(reviewId)}`,
      payload: { ...request, reviewId },
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes a review (its author or the owner) and answers it as it was.
 *
 * @example
 * ```ts
 * const { review } = await deleteReview(client, reviewId)
 * ```
 */
export function deleteReview(
  client: Client,
  reviewId: string,
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'deleteReview',
      method: 'DELETE',
      path: `${BASE}/${encodeURIComponent(reviewId)}`,
      query: encodeQuery({ reviewId }),
      idempotent: true,
    },
    options,
  )
}
