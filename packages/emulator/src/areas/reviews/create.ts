import { hash } from 'node:crypto'
import type {
  ApplicationError,
  BulkCreateReviewResponse,
  BulkReviewResult,
  FieldViolation,
  Review,
  ReviewAuthor,
  ReviewContentInput,
} from '@storefront-kit/wire'
import { ApiError, conflict, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { authorOf } from './access'
import { normalizeContent } from './content'
import type { ReviewsContext } from './context'
import { draftReview } from './draft'
import { reviewEvents } from './events'
import { afterSubmit, announce, transition } from './moderation'

/** What a new review is made of, once validated. */
export interface NewReview {
  namespace: string
  entityId: string
  content: ReviewContentInput
  author?: { contactId?: string; authorName?: string }
  reviewDate?: string
}

/**
 * A stable contact id for an e-mail address (the emulator keeps no contacts directory): the same
 * address is the same contact, so one review per author per entity holds for it too.
 */
export function contactIdForEmail(ctx: ReviewsContext, email: string): string {
  const hex = hash('sha256', `contact:${ctx.site.siteId}:${email.trim().toLowerCase()}`, 'hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const withName = (author: ReviewAuthor, name: string | undefined): ReviewAuthor =>
  name ? { ...author, authorName: name } : author

/**
 * Stores a new review by `author`: one review per author per entity (409 REVIEW_ALREADY_EXISTS),
 * then SUBMITTED → IN_MODERATION or APPROVED per the site's setting. Records created (as
 * SUBMITTED), moderation-changed and, when approved, published.
 */
export function insertReview(
  ctx: ReviewsContext,
  caller: Caller,
  input: NewReview,
  author: ReviewAuthor,
): Review {
  const contactId = author.contactId ?? ''
  const existing = ctx.store.findByAuthor(input.namespace, input.entityId, contactId)
  if (existing)
    throw conflict('REVIEW_ALREADY_EXISTS', 'This author has already reviewed this entity', {
      reviewId: existing.id,
      namespace: input.namespace,
      entityId: input.entityId,
    })
  const now = ctx.clock.iso()
  const content = normalizeContent(input.content)
  // Shoppers cannot backdate: only an app or the owner (imports) sets reviewDate.
  const reviewDate =
    caller.kind === 'owner' && input.reviewDate ? new Date(input.reviewDate).toISOString() : now
  const submitted = draftReview({
    id: ctx.newId(),
    namespace: input.namespace,
    entityId: input.entityId,
    content,
    author,
    origin: caller.kind === 'owner' ? 'APP' : 'ORGANIC',
    createdDate: now,
    reviewDate,
  })
  const events = reviewEvents(ctx, caller)
  events.created(submitted)
  // The automatic first step is part of creating, so the revision stays 1.
  const moved = transition(submitted, afterSubmit(ctx), false, now)
  const saved = ctx.store.save(moved?.review ?? submitted)
  if (moved) announce(events, saved, moved.previous)
  return saved
}

/** CreateReview: shoppers write as themselves; the owner names the contact (`author.contactId`). */
export function createReview(ctx: ReviewsContext, caller: Caller, input: NewReview): Review {
  const own = authorOf(ctx, caller)
  const name = input.author?.authorName
  if (own) return insertReview(ctx, caller, input, withName(own, name))
  const contactId = input.author?.contactId
  if (!contactId)
    throw validationError([
      violation('review.author.contactId', 'REQUIRED_FIELD', 'is required for app and owner calls'),
    ])
  return insertReview(ctx, caller, input, withName({ contactId }, name))
}

/**
 * CreateReviewAndContact: for the owner, `name` and `email` make the contact (the same e-mail is
 * the same contact); a shopper writes as themselves, `name` becoming the author name (the e-mail
 * is checked but not kept: reviews carry no e-mail).
 */
export function createReviewAndContact(
  ctx: ReviewsContext,
  caller: Caller,
  input: Omit<NewReview, 'author' | 'reviewDate'> & { name?: string; email?: string },
): Review {
  const own = authorOf(ctx, caller)
  if (own) return insertReview(ctx, caller, input, withName(own, input.name))
  const missing: FieldViolation[] = []
  if (!input.name)
    missing.push(violation('name', 'REQUIRED_FIELD', 'is required to create a contact'))
  if (!input.email)
    missing.push(violation('email', 'REQUIRED_FIELD', 'is required to create a contact'))
  if (missing.length || !input.email) throw validationError(missing)
  const contactId = contactIdForEmail(ctx, input.email)
  return insertReview(ctx, caller, input, withName({ contactId }, input.name))
}

const asApplicationError = (error: ApiError): ApplicationError =>
  error.body.details.applicationError ?? {
    code: 'INVALID_ARGUMENT',
    description: error.body.message,
    data: {},
  }

/** BulkCreateReview (owner): each review on its own; a rejected one does not stop the others. */
export function bulkCreateReview(
  ctx: ReviewsContext,
  caller: Caller,
  reviews: (NewReview & { author: { contactId: string; authorName?: string } })[],
  returnEntity: boolean,
): BulkCreateReviewResponse {
  const results: BulkReviewResult[] = reviews.map((input, originalIndex) => {
    try {
      const review = insertReview(ctx, caller, input, input.author)
      return {
        itemMetadata: { id: review.id, originalIndex, success: true },
        ...(returnEntity && { review }),
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      return { itemMetadata: { originalIndex, success: false, error: asApplicationError(error) } }
    }
  })
  const totalSuccesses = results.filter((result) => result.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  }
}
