/**
 * Data of the review action events (wire/reviews.md "Events", wire/webhooks.md §7.1).
 * Re-exported by `reviews.ts`.
 * @module
 */
import type { Review, ReviewModerationStatus } from './reviews'

/** Data of `wix.reviews.v1.review_moderation_status_changed`. */
export interface ModerationStatusChanged {
  review: Review
  previousModerationStatus: ReviewModerationStatus
}

/** Data of `wix.reviews.v1.review_review_published`. */
export interface ReviewPublished {
  review: Review
}
