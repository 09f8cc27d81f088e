import type {
  FieldViolation,
  QueryReviewsResponse,
  Review,
  ReviewAuthor,
  ReviewContent,
} from '@storefront-kit/wire'
import { conflict, validationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import { assertMayReadPrivate, isPublic, reviewNotFound, writableReview } from './access'
import {
  applyContent,
  CONTENT_MASK,
  type ContentPatch,
  contentKeysOf,
  keysIn,
  parseFieldMask,
  REVIEW_MASK,
  relevanceScore,
} from './content'
import type { ReviewsContext } from './context'
import { reviewEvents } from './events'
import { afterAuthorEdit, announce, nextRevision, transition } from './moderation'
import { REVIEWS_TABLE } from './store'

/** GetReview: public reviews for everyone; others only with `returnPrivateReviews` (owner). */
export function getReview(ctx: ReviewsContext, caller: Caller, id: string, returnPrivate = false) {
  if (returnPrivate) assertMayReadPrivate(caller, 'returnPrivateReviews')
  const review = ctx.store.get(id)
  if (!review || (!returnPrivate && !isPublic(review))) throw reviewNotFound(id)
  return review
}

/** One page of reviews as QueryReviews answers it. */
function reviewPage(
  ctx: ReviewsContext,
  { query, publicOnly }: { query: QueryInput; publicOnly: boolean },
): QueryReviewsResponse {
  const page = ctx.store.query(query, publicOnly)
  return {
    reviews: page.items,
    metadata: {
      count: page.items.length,
      offset: page.offset,
      total: page.total,
      tooManyToCount: false,
      cursors: page.cursors,
    },
  }
}

/**
 * Pages answered before, until reviews are next written: a product page asks for the same first
 * reviews on every view. The answer reads the reviews table alone and is the same for every
 * caller who may ask it; whether private reviews are in is part of the key.
 */
const reviewPages = rememberAnswers({
  db: (ctx: ReviewsContext) => ctx.db,
  tables: [REVIEWS_TABLE],
  answer: reviewPage,
  keyOf: ({ query, publicOnly }) => `${publicOnly} ${JSON.stringify(query)}`,
})

/** Counts answered before, until reviews are next written (a product page shows the count). */
const reviewCounts = rememberAnswers({
  db: (ctx: ReviewsContext) => ctx.db,
  tables: [REVIEWS_TABLE],
  answer: (ctx, { filter, publicOnly }: { filter: unknown; publicOnly: boolean }) => ({
    count: ctx.store.count(filter, publicOnly),
  }),
  keyOf: ({ filter, publicOnly }) => `${publicOnly} ${JSON.stringify(filter) ?? ''}`,
})

/** QueryReviews: approved reviews, or all of them with `returnPrivateReviews` (owner). */
export function queryReviews(
  ctx: ReviewsContext,
  caller: Caller,
  query: QueryInput,
  returnPrivate = false,
): QueryReviewsResponse {
  if (returnPrivate) assertMayReadPrivate(caller, 'returnPrivateReviews')
  return reviewPages(ctx, { query, publicOnly: !returnPrivate })
}

/** CountReviews: approved reviews, or all with `includePrivateReviews` (owner). */
export function countReviews(
  ctx: ReviewsContext,
  caller: Caller,
  filter: unknown,
  includePrivate = false,
) {
  if (includePrivate) assertMayReadPrivate(caller, 'includePrivateReviews')
  return reviewCounts(ctx, { filter, publicOnly: !includePrivate })
}

interface Edit {
  content?: ReviewContent
  author?: ReviewAuthor
  reviewDate?: string
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Saves an edit: revision + 1, relevance recomputed, `updated` recorded with the modified fields.
 * A shopper's content change goes back to moderation (unless auto-approval is on).
 */
function commitEdit(ctx: ReviewsContext, caller: Caller, review: Review, edit: Edit): Review {
  const modified = (['content', 'author', 'reviewDate'] as const).filter(
    (key) => edit[key] !== undefined && !same(edit[key], review[key]),
  )
  if (!modified.length) return review
  const now = ctx.clock.iso()
  let next: Review = { ...review, ...edit, updatedDate: now, revision: nextRevision(review) }
  next.relevanceScore = relevanceScore(next.content, next.helpfulness)
  const moved =
    caller.kind !== 'owner' && modified.includes('content')
      ? transition(next, afterAuthorEdit(ctx, review), false, now)
      : undefined
  if (moved) next = moved.review
  const saved = ctx.store.save(next)
  const events = reviewEvents(ctx, caller)
  events.updated(saved, modified)
  if (moved) announce(events, saved, moved.previous)
  return saved
}

/** What UpdateReview takes, once validated. */
export interface ReviewChange {
  id: string
  revision: string
  content?: ContentPatch
  author?: { authorName?: string }
  reviewDate?: string
}

/**
 * UpdateReview: the revision must be the current one (409 REVISION_MISMATCH). With a field mask,
 * exactly the listed paths change (a listed path missing from the request is cleared); without
 * one, every field sent changes. Shoppers may change their own review's content and author name;
 * `reviewDate` is the owner's.
 */
export function updateReview(
  ctx: ReviewsContext,
  caller: Caller,
  change: ReviewChange,
  fieldMask?: string,
): Review {
  const review = writableReview(ctx.store.get(change.id), change.id, caller)
  // int64 strings: "01" is revision 1.
  if (Number(change.revision) !== Number(review.revision)) {
    const description = `Review ${review.id} has changed since revision ${change.revision}`
    throw conflict('REVISION_MISMATCH', description, { revision: review.revision })
  }
  const mask = parseFieldMask(fieldMask, REVIEW_MASK)
  const violations: FieldViolation[] = []
  const patch = change.content ?? {}
  const keys = mask ? contentKeysOf(mask, 'content.') : keysIn(patch)
  const edit: Edit = {}
  if (keys.length)
    edit.content = applyContent(review.content, patch, keys, 'review.content', violations)
  if (violations.length) throw validationError(violations)
  if (mask ? mask.has('author.authorName') : change.author?.authorName !== undefined) {
    const { authorName: _old, ...author } = review.author ?? {}
    const name = change.author?.authorName
    edit.author = name ? { ...author, authorName: name } : author
  }
  const dated = mask ? mask.has('reviewDate') : change.reviewDate !== undefined
  if (dated && caller.kind === 'owner')
    edit.reviewDate = change.reviewDate
      ? new Date(change.reviewDate).toISOString()
      : (review.createdDate ?? ctx.clock.iso())
  return commitEdit(ctx, caller, review, edit)
}

/**
 * UpdateReviewContent: with a field mask, the listed content fields change; without one, the
 * content is replaced (so `rating` is required).
 */
export function updateReviewContent(
  ctx: ReviewsContext,
  caller: Caller,
  id: string,
  patch: ContentPatch,
  fieldMask?: string,
): Review {
  const review = writableReview(ctx.store.get(id), id, caller)
  const mask = parseFieldMask(fieldMask, CONTENT_MASK)
  const keys = mask ? contentKeysOf(mask, '') : (['title', 'body', 'media', 'rating'] as const)
  const violations: FieldViolation[] = []
  const content = applyContent(review.content, patch, keys, 'content', violations)
  if (violations.length) throw validationError(violations)
  return commitEdit(ctx, caller, review, { content })
}

/** DeleteReview: the author or the owner; answers the deleted review. */
export function deleteReview(ctx: ReviewsContext, caller: Caller, id: string): Review {
  const review = writableReview(ctx.store.get(id), id, caller)
  ctx.store.delete(id)
  reviewEvents(ctx, caller).deleted(review)
  return review
}
