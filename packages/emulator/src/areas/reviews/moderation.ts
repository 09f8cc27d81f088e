import type { Review, ReviewModerationDecision, ReviewModerationStatus } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import { reviewNotFound } from './access'
import type { ReviewsContext } from './context'
import { type ReviewEvents, reviewEvents } from './events'
import { reviewSettings } from './settings'

/**
 * The moderation state machine: a new review is SUBMITTED and moves at once to IN_MODERATION
 * (moderation on) or APPROVED (auto-approval). A moderator sets APPROVED or REJECTED from any
 * state; a shopper's edit of their review sends it back to IN_MODERATION while moderation is on.
 * Only APPROVED reviews are public; every move to APPROVED counts in `publishCount`.
 */
export type ModerationState = 'SUBMITTED' | 'IN_MODERATION' | 'APPROVED' | 'REJECTED'

/** A status change not yet announced: the review after it and the status before it. */
export interface Transition {
  review: Review
  previous: ReviewModerationStatus
}

/** The review moved to `to`, or undefined when it already has that status. */
export function transition(
  review: Review,
  to: ModerationState,
  manuallyChanged: boolean,
  now: string,
): Transition | undefined {
  const previous = review.moderation.moderationStatus
  if (previous === to) return undefined
  const next: Review = {
    ...review,
    moderation: { moderationStatus: to, manuallyChanged },
    publishCount: review.publishCount + (to === 'APPROVED' ? 1 : 0),
    updatedDate: now,
  }
  return { review: next, previous }
}

/** Records moderation-changed, and published when the review became public. */
export function announce(events: ReviewEvents, review: Review, previous: ReviewModerationStatus) {
  events.moderationChanged(review, previous)
  if (review.moderation.moderationStatus === 'APPROVED') events.published(review)
}

/** Where a just-submitted review goes, per the site's auto-approval setting. */
export const afterSubmit = (ctx: ReviewsContext): ModerationState =>
  reviewSettings(ctx).autoApprove ? 'APPROVED' : 'IN_MODERATION'

/** Where a review goes when its author edits it: back to moderation unless auto-approval is on. */
export const afterAuthorEdit = (ctx: ReviewsContext, review: Review): ModerationState =>
  reviewSettings(ctx).autoApprove
    ? (review.moderation.moderationStatus as ModerationState)
    : 'IN_MODERATION'

/** The revision after one more change. */
export const nextRevision = (review: Review): string => String(Number(review.revision ?? '0') + 1)

function moderate(
  ctx: ReviewsContext,
  events: ReviewEvents,
  review: Review,
  status: ReviewModerationDecision,
): Review {
  const moved = transition(review, status, true, ctx.clock.iso())
  if (!moved) return review
  const saved = ctx.store.save({ ...moved.review, revision: nextRevision(review) })
  announce(events, saved, moved.previous)
  return saved
}

/** UpdateModerationStatus: the owner approves or rejects one review (same status: no change). */
export function updateModerationStatus(
  ctx: ReviewsContext,
  caller: Caller,
  reviewId: string,
  status: ReviewModerationDecision,
): Review {
  const review = ctx.store.get(reviewId)
  if (!review) throw reviewNotFound(reviewId)
  return moderate(ctx, reviewEvents(ctx, caller), review, status)
}

/** BulkUpdateModerationStatus: approves or rejects every review the filter matches, at once. */
export function bulkUpdateModerationStatus(
  ctx: ReviewsContext,
  caller: Caller,
  filter: unknown,
  status: ReviewModerationDecision,
): { jobId: string } {
  const events = reviewEvents(ctx, caller)
  for (const review of ctx.store.matching(filter)) moderate(ctx, events, review, status)
  return { jobId: ctx.newId() }
}
