import type { Review } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import { reviewNotFound } from './access'
import { reviewEvents } from './events'
import { nextRevision } from './moderation'
import type { ReviewStore } from './store'

function load(store: ReviewStore, id: string): Review {
  const review = store.get(id)
  if (!review) throw reviewNotFound(id)
  return review
}

/** SetReply (owner): one reply per review; a new one overwrites it, keeping its creation date. */
export function setReply(
  ctx: EmulatorContext,
  store: ReviewStore,
  caller: Caller,
  id: string,
  message: string,
): Review {
  const review = load(store, id)
  const now = ctx.clock.iso()
  const saved = store.save({
    ...review,
    reply: { message, createdDate: review.reply.createdDate ?? now, updatedDate: now },
    updatedDate: now,
    revision: nextRevision(review),
  })
  reviewEvents(ctx, caller).updated(saved, ['reply'])
  return saved
}

/** RemoveReply (owner): a review without a reply is answered unchanged. */
export function removeReply(
  ctx: EmulatorContext,
  store: ReviewStore,
  caller: Caller,
  id: string,
): Review {
  const review = load(store, id)
  if (!review.reply.createdDate && !review.reply.message) return review
  const saved = store.save({
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
  ctx: EmulatorContext,
  store: ReviewStore,
  caller: Caller,
  filter: unknown,
): { jobId: string } {
  const events = reviewEvents(ctx, caller)
  for (const review of store.matching(filter)) {
    store.delete(review.id)
    events.deleted(review)
  }
  return { jobId: ctx.newId() }
}
