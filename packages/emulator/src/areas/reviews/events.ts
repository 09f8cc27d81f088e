import type { Review, ReviewModerationStatus } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { ReviewsContext } from './context'

/** Entity name of review events: event types are `wix.reviews.v1.review_<slug>`. */
export const REVIEW_FQDN = 'wix.reviews.v1.review'

/** Records the review events of wire/reviews.md for one caller. */
export function reviewEvents(ctx: ReviewsContext, caller: Caller) {
  const record = (slug: string, review: Review, extra: object) =>
    ctx.events.record({ entityFqdn: REVIEW_FQDN, slug, entityId: review.id, caller, ...extra })
  return {
    created: (review: Review) => record('created', review, { entity: review }),
    updated: (review: Review, modifiedFields: string[]) =>
      record('updated', review, { entity: review, modifiedFields }),
    deleted: (review: Review) => record('deleted', review, { entity: review }),
    moderationChanged: (review: Review, previousModerationStatus: ReviewModerationStatus) =>
      record('moderation_status_changed', review, { data: { review, previousModerationStatus } }),
    published: (review: Review) => record('review_published', review, { data: { review } }),
  }
}

export type ReviewEvents = ReturnType<typeof reviewEvents>
