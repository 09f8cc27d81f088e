import type { Review } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import { reviewNotFound } from './access'
import type { ReviewsContext } from './context'
import { reviewEvents } from './events'
import { nextRevision } from './moderation'

function load(ctx: ReviewsContext, id: string): Review {
  const review = ctx.store.get(id)
  if (!review) throw reviewNotFound(id)
  return review
}

/** SetReply (owner): one reply per review; a new one overwrites it, keeping its creation date. */
export function setReply(ctx: ReviewsContext, caller: Caller, id: string, message: string): Review {
  const review = load(ctx, id)
  const now = ctx.clock.iso()
  const saved = ctx.store.save({
    ...review,
    reply: { message, createdDate: review.reply.createdDate ?? now, updatedDate: now },
    updatedDate: now,
    revision: nextRevision(review),
  })
  reviewEvents(ctx, caller).updated(saved, ['reply'])
  return saved
}

/** RemoveReply (owner): a review without a reply is answered unchanged. */
export function removeReply(ctx: ReviewsContext, caller: Caller, id: string): Review {
  const review = load(ctx, id)
  if (!review.reply.createdDate && !review.reply.message) return review
  const saved = ctx.store.save({
    ...review,
    reply: { message: '' },
    updatedDate: ctx.clock.iso(),
    revision: nextRevision(review),
  })
  reviewEvents(ctx, caller).updated(saved, ['reply'])
  return saved
}

/** BulkDeleteReviews (owner): deletes every review the filter matches, at once. */
export function bulkDeleteReviews(
  ctx: ReviewsContext,
  caller: Caller,
  filter: unknown,
): { jobId: string } {
  const events = reviewEvents(ctx, caller)
  for (const review of ctx.store.matching(filter)) {
    ctx.store.delete(review.id)
    events.deleted(review)
  }
  return { jobId: ctx.newId() }
}
