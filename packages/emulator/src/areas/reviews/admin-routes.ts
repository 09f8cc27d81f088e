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
import { bulkCreateReview } from './create'
import { bulkUpdateModerationStatus, updateModerationStatus } from './moderation'
import { bulkDeleteReviews, removeReply, setReply } from './replies'
import { reviewPaths } from './routes'
import { reviewSettings, updateReviewSettings } from './settings'
import type { ReviewStore } from './store'

const bulkPath = (action: string) => `/reviews/v1/bulk/reviews/${action}`

/** The owner's review administration: replies, moderation, bulk calls; and the settings control. */
export function adminRoutes(store: ReviewStore): RouteDef[] {
  return [
    route({
      method: 'PATCH',
      path: reviewPaths('/:reviewId/reply'),
      allow: OWNER,
      input: setReplyRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        review: setReply(ctx, store, caller, input.reviewId, input.message),
      }),
    }),
    route({
      method: 'DELETE',
      path: reviewPaths('/:reviewId/reply'),
      allow: OWNER,
      input: reviewIdRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        review: removeReply(ctx, store, caller, input.reviewId),
      }),
    }),
    route({
      method: 'PATCH',
      path: reviewPaths('/:reviewId/moderate'),
      allow: OWNER,
      input: updateModerationStatusRequestSchema,
      handle: ({ input, caller, ctx }) => ({
        review: updateModerationStatus(ctx, store, caller, input.reviewId, input.status),
      }),
    }),
    route({
      method: 'POST',
      path: bulkPath('create'),
      allow: OWNER,
      input: bulkCreateReviewRequestSchema,
      handle: ({ input, caller, ctx }) =>
        bulkCreateReview(ctx, store, caller, input.reviews, input.returnEntity ?? false),
    }),
    route({
      method: 'POST',
      path: bulkPath('delete'),
      allow: OWNER,
      input: bulkDeleteReviewsRequestSchema,
      handle: ({ input, caller, ctx }) => bulkDeleteReviews(ctx, store, caller, input.filter),
    }),
    route({
      method: 'POST',
      path: bulkPath('moderate'),
      allow: OWNER,
      input: bulkUpdateModerationStatusRequestSchema,
      handle: ({ input, caller, ctx }) =>
        bulkUpdateModerationStatus(ctx, store, caller, input.filter, input.status),
    }),
    route({
      method: 'GET',
      path: '/_emulator/reviews/settings',
      allow: ANYONE,
      handle: ({ ctx }) => reviewSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/reviews/settings',
      allow: ANYONE,
      write: false,
      input: z.object({ autoApprove: z.boolean().optional() }),
      handle: ({ input, ctx }) => updateReviewSettings(ctx, input),
    }),
  ]
}
