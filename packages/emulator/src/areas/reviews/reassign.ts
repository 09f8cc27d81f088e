import type { Caller } from '../../http/caller'
import type { ReviewsContext } from './context'
import { reviewEvents } from './events'

/**
 * Moves a deleted member's reviews to another member (DeleteMember's `contentAssigneeId`): the
 * author becomes the assignee, the review keeps its content, moderation and dates, and its
 * revision goes up. Returns how many reviews moved.
 */
export function reassignMemberReviews(
  ctx: ReviewsContext,
  caller: Caller,
  fromMemberId: string,
  toMemberId: string,
): number {
  const assignee = ctx.members.get(toMemberId)
  if (!assignee) return 0
  const events = reviewEvents(ctx, caller)
  const reviews = ctx.store.matching({ 'author.memberId': fromMemberId })
  const name = [assignee.contact.firstName, assignee.contact.lastName].filter(Boolean).join(' ')
  for (const review of reviews) {
    const moved = ctx.store.save({
      ...review,
      author: {
        ...review.author,
        contactId: assignee.contactId,
        memberId: assignee.id,
        authorType: 'MEMBER',
        authorName: name || assignee.profile.nickname,
      },
      revision: String(Number(review.revision ?? '0') + 1),
      updatedDate: ctx.clock.iso(),
    })
    events.updated(moved, ['author'])
  }
  return reviews.length
}
