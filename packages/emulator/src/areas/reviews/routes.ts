import {
  countReviewsRequestSchema,
  createReviewAndContactRequestSchema,
  createReviewRequestSchema,
  getReviewRequestSchema,
  queryReviewsRequestSchema,
  reviewIdRequestSchema,
  updateReviewContentRequestSchema,
  updateReviewRequestSchema,
} from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { QueryInput } from '../../query/index'
import type { ReviewsContext } from './context'
import { createReview, createReviewAndContact } from './create'
import {
  countReviews,
  deleteReview,
  getReview,
  queryReviews,
  updateReview,
  updateReviewContent,
} from './service'

/** The public path and its legacy alias (wire/reviews.md). */
export const reviewPaths = (suffix = '') => [
  `/reviews/v1/reviews${suffix}`,
  `/reviews/api/v1/reviews${suffix}`,
]

/**
 * Reviews for shoppers and the owner: create, read, query, count, and changes to one's own review
 * (the owner may change any). Moderation, replies and bulk calls are in `admin-routes.ts`.
 */
export function reviewRoutes(ctx: ReviewsContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: reviewPaths(),
      allow: SIGNED,
      input: createReviewRequestSchema,
      handle: ({ input, caller }) => ({
        review: createReview(ctx, caller, input.review),
      }),
    }),
    route({
      method: 'POST',
      path: reviewPaths('/contact'),
      allow: SIGNED,
      input: createReviewAndContactRequestSchema,
      handle: ({ input, caller }) => ({
        review: createReviewAndContact(ctx, caller, input),
      }),
    }),
    route({
      method: 'GET',
      path: reviewPaths('/:reviewId'),
      allow: SIGNED,
      input: getReviewRequestSchema,
      handle: ({ input, caller }) => ({
        review: getReview(ctx, caller, input.reviewId, input.returnPrivateReviews),
      }),
    }),
    route({
      method: 'POST',
      path: reviewPaths('/query'),
      allow: SIGNED,
      write: false,
      input: queryReviewsRequestSchema,
      handle: ({ input, caller }) =>
        // The query engine checks every part of the query (types included).
        queryReviews(ctx, caller, (input.query ?? {}) as QueryInput, input.returnPrivateReviews),
    }),
    route({
      method: 'POST',
      path: reviewPaths('/count'),
      allow: SIGNED,
      write: false,
      input: countReviewsRequestSchema,
      handle: ({ input, caller }) =>
        countReviews(ctx, caller, input.filter, input.includePrivateReviews),
    }),
    route({
      method: 'PATCH',
      path: reviewPaths('/:id'),
      params: { id: 'review.id' },
      allow: SIGNED,
      input: updateReviewRequestSchema,
      handle: ({ input, caller }) => ({
        review: updateReview(ctx, caller, input.review, input.fieldMask),
      }),
    }),
    route({
      method: 'PUT',
      path: reviewPaths('/content/:reviewId'),
      allow: SIGNED,
      input: updateReviewContentRequestSchema,
      handle: ({ input, caller }) => ({
        review: updateReviewContent(ctx, caller, input.reviewId, input.content, input.fieldMask),
      }),
    }),
    route({
      method: 'DELETE',
      path: reviewPaths('/:reviewId'),
      allow: SIGNED,
      input: reviewIdRequestSchema,
      handle: ({ input, caller }) => ({
        review: deleteReview(ctx, caller, input.reviewId),
      }),
    }),
  ]
}
