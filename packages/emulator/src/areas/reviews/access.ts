import type { Review, ReviewAuthor } from '@storefront-kit/wire'
import { notFound, permissionDenied } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { ReviewsContext } from './context'

/** Only approved reviews are public. */
export const isPublic = (review: Review): boolean =>
  review.moderation.moderationStatus === 'APPROVED'

/**
 * The author a shopper writes as: a member as their member record's contact; a visitor as a
 * contact whose id is the visitor id (the emulator keeps no contacts directory), so one visitor
 * is one contact.
 */
export function authorOf(ctx: ReviewsContext, caller: Caller): ReviewAuthor | undefined {
  if (caller.kind === 'member') {
    const contactId = ctx.members.get(caller.id)?.contactId ?? caller.id
    return { contactId, authorType: 'MEMBER', memberId: caller.id }
  }
  if (caller.kind === 'visitor') return { contactId: caller.id, authorType: 'VISITOR' }
  return undefined
}

/** Whether the caller wrote the review (as the same member, or as the same visitor). */
export function isAuthor(review: Review, caller: Caller): boolean {
  const author = review.author
  if (caller.kind === 'member')
    return author?.authorType === 'MEMBER' && author.memberId === caller.id
  if (caller.kind === 'visitor')
    return author?.authorType === 'VISITOR' && author.contactId === caller.id
  return false
}

export const reviewNotFound = (id: string) =>
  notFound('REVIEW_NOT_FOUND', `Review ${id} was not found`, { reviewId: id })

/**
 * The review for a change by `caller`: the owner may change any review, a shopper only their own.
 * A review the caller cannot even see answers 404, so its existence does not leak.
 */
export function writableReview(review: Review | undefined, id: string, caller: Caller): Review {
  if (!review) throw reviewNotFound(id)
  if (caller.kind === 'owner' || isAuthor(review, caller)) return review
  if (!isPublic(review)) throw reviewNotFound(id)
  throw permissionDenied('Only the author or the site owner may change this review')
}

/** Private (not approved) reviews are for the owner's key only. */
export function assertMayReadPrivate(caller: Caller, flag: string): void {
  if (caller.kind !== 'owner') throw permissionDenied(`${flag} needs the site owner's API key`)
}
