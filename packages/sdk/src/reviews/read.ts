import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  CountReviewsRequest,
  CountReviewsResponse,
  GetReviewRequest,
  QueryReviewsRequest,
  QueryReviewsResponse,
  Review,
  ReviewResponse,
} from '../wire'

const BASE = '/reviews/v1/reviews'

/**
 * Gets one review. Only approved (public) reviews are answered unless `returnPrivateReviews` is
 * set, which needs the site owner's API key.
 *
 * @example
 * ```ts
 * const { review } = await getReview(client, reviewId)
 * const { review: pending } = await getReview(admin, reviewId, { returnPrivateReviews: true })
 * ```
 */
export function getReview(
  client: Client,
  reviewId: string,
  request: Omit<GetReviewRequest, 'reviewId'> = {},
  options?: CallOptions,
): Promise<ReviewResponse> {
  return client.request(
    {
      operation: 'getReview',
      method: 'GET',
      path: `${BASE}/${encodeURIComponent(reviewId)}`,
      query: encodeQuery({ reviewId, ...request }),
    },
    options,
  )
}

/**
 * Queries reviews with a filter, sort and cursor paging (default: oldest first, 100 per page).
 * Only approved reviews unless `returnPrivateReviews` (owner). Works with `paginate`.
 *
 * @example
 * ```ts
 * const { reviews } = await queryReviews(client, {
 *   query: { filter: { entityId: productId }, sort: [{ fieldName: 'relevanceScore', order: 'DESC' }] },
 * })
 * for await (const review of paginate(client, queryReviews, { query: { filter: { entityId: productId } } }))
 *   show(review)
 * ```
 */
export const queryReviews = withPager(
  (
    client: Client,
    request: QueryReviewsRequest = {},
    options?: CallOptions,
  ): Promise<QueryReviewsResponse> =>
    client.request(
      {
        operation: 'queryReviews',
        method: 'POST',
        path: `${BASE}/query`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  cursorPager<QueryReviewsRequest, QueryReviewsResponse, Review>({ items: 'reviews', at: 'query' }),
)

/**
 * Counts the reviews matching a filter: approved ones, or all with `includePrivateReviews` (owner).
 *
 * @example
 * ```ts
 * const { count } = await countReviews(client, { filter: { entityId: productId, 'content.rating': 5 } })
 * ```
 */
export function countReviews(
  client: Client,
  request: CountReviewsRequest = {},
  options?: CallOptions,
): Promise<CountReviewsResponse> {
  return client.request(
    {
      operation: 'countReviews',
      method: 'POST',
      path: `${BASE}/count`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}
