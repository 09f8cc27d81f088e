import {
  bulkCreateReviewRequestSchema,
  bulkDeleteReviewsRequestSchema,
  bulkUpdateModerationStatusRequestSchema,
  reviewIdRequestSchema,
  setReplyRequestSchema,
  updateModerationStatusRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { ReviewsContext } from './context'
import { bulkCreateReview } from './create'
import { bulkUpdateModerationStatus, updateModerationStatus } from './moderation'
import { bulkDeleteReviews, removeReply, setReply } from './replies'
import { reviewPaths } from './routes'
import { reviewSettings, updateReviewSettings } from './settings'

const bulkPath = (action: string) => `/reviews/v1/bulk/reviews/${action}`

/** The owner's review administration: replies, moderation, bulk calls; and the settings control. */
export function adminRoutes(ctx: ReviewsContext): RouteDef[] {
  return [
    route({
      method: 'PATCH',
      path: reviewPaths('/:reviewId/reply'),
      allow: OWNER,
      input: setReplyRequestSchema,
      handle: ({ input, caller }) => ({
        review: setReply(ctx, caller, input.reviewId, input.message),
      }),
    }),
    route({
      method: 'DELETE',
      path: reviewPaths('/:reviewId/reply'),
      allow: OWNER,
      input: reviewIdRequestSchema,
      handle: ({ input, caller }) => ({
        review: removeReply(ctx, caller, input.reviewId),
      }),
    }),
    route({
      method: 'PATCH',
      path: reviewPaths('/:reviewId/moderate'),
      allow: OWNER,
      input: updateModerationStatusRequestSchema,
      handle: ({ input, caller }) => ({
        review: updateModerationStatus(ctx, caller, input.reviewId, input.status),
      }),
    }),
    route({
      method: 'POST',
      path: bulkPath('create'),
      allow: OWNER,
      input: bulkCreateReviewRequestSchema,
      handle: ({ input, caller }) =>
        bulkCreateReview(ctx, caller, input.reviews, input.returnEntity ?? false),
    }),
    route({
      method: 'POST',
      path: bulkPath('delete'),
      allow: OWNER,
      input: bulkDeleteReviewsRequestSchema,
      handle: ({ input, caller }) => bulkDeleteReviews(ctx, caller, input.filter),
    }),
    route({
      method: 'POST',
      path: bulkPath('moderate'),
      allow: OWNER,
      input: bulkUpdateModerationStatusRequestSchema,
      handle: ({ input, caller }) =>
        bulkUpdateModerationStatus(ctx, caller, input.filter, input.status),
    }),
    route({
      method: 'GET',
      path: '/_emulator/reviews/settings',
      allow: ANYONE,
      handle: () => reviewSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/reviews/settings',
      allow: ANYONE,
      write: false,
      input: z.object({ autoApprove: z.boolean().optional() }),
      handle: ({ input }) => updateReviewSettings(ctx, input),
    }),
  ]
}
