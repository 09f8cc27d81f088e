import type { Review, ReviewAuthor, ReviewContent, ReviewOriginType } from '@storefront-kit/wire'
import { relevanceScore } from './content'
import type { ModerationState } from './moderation'

/** What makes a new review; everything else starts at its default. */
export interface Draft {
  id: string
  namespace: string
  entityId: string
  content: ReviewContent
  author: ReviewAuthor
  origin: ReviewOriginType
  createdDate: string
  reviewDate: string
  status?: ModerationState
}

/** A complete review with every always-present field, as stored and answered. */
export function draftReview(draft: Draft): Review {
  const status = draft.status ?? 'SUBMITTED'
  return {
    id: draft.id,
    namespace: draft.namespace,
    entityId: draft.entityId,
    content: draft.content,
    createdDate: draft.createdDate,
    updatedDate: draft.createdDate,
    author: draft.author,
    reply: { message: '' },
    foundHelpful: 0,
    foundUnhelpful: 0,
    helpfulness: 0,
    moderation: {
      moderationStatus: status,
      manuallyChanged: status === 'APPROVED' || status === 'REJECTED',
    },
    revision: '1',
    verified: false,
    origin: { type: draft.origin },
    reviewDate: draft.reviewDate,
    relevanceScore: relevanceScore(draft.content, 0),
    publishCount: status === 'APPROVED' ? 1 : 0,
  }
}
