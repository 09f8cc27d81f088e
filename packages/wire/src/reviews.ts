/**
 * Reviews wire shapes (wire/reviews.md): reviews of an entity (a product in namespace `stores`),
 * their moderation, replies, queries and bulk operations.
 * @module
 */

import type { FieldMask, Image, Int64String, Timestamp } from './common'
import type { ApplicationError } from './errors'
import type { CursorQuery, Cursors, Filter } from './query'

export * from './reviews-events'

/** Moderation state of a review: SUBMITTED → IN_MODERATION → APPROVED (public) or REJECTED. */
export type ReviewModerationStatus =
  | 'UNKNOWN'
  | 'APPROVED'
  | 'IN_MODERATION'
  | 'REJECTED'
  | 'SUBMITTED'
  | (string & {})

/** What a moderation call may set: only APPROVED or REJECTED are accepted. */
export type ReviewModerationDecision = 'APPROVED' | 'REJECTED'

/** Where a review came from: written by a shopper (ORGANIC) or created by an app (APP). */
export type ReviewOriginType = 'UNKNOWN' | 'ORGANIC' | 'APP' | (string & {})

/** Who wrote a review (SPEC §3): a site member or a visitor (a contact that is not a member). */
export type ReviewAuthorType = 'MEMBER' | 'VISITOR' | (string & {})

/** A size of a review video (read-only). */
export interface ReviewVideoResolution {
  url?: string
  height?: number
  width?: number
  poster?: Image
  format?: string
}

/** A video attached to a review (`VideoV2` on the wire). */
export interface ReviewVideo {
  id?: string
  url?: string
  /** Read-only. */
  resolutions?: ReviewVideoResolution[]
}

/** One media item of a review: exactly one of `image` or `video`. */
export interface ReviewMedia {
  image?: Image
  video?: ReviewVideo
}

/** Title, body, media and rating of a review as answers carry them. */
export interface ReviewContent {
  /** At most 3,000 characters. */
  title?: string
  /** At most 3,000 characters. */
  body?: string
  /** At most 10 items; always present (possibly empty). */
  media: ReviewMedia[]
  /** 1 to 5; always present. */
  rating: number
}

/** Review content as a request sets it. */
export interface ReviewContentInput {
  title?: string
  body?: string
  media?: ReviewMedia[]
  /** Whole stars, 1 to 5. */
  rating: number
}

/** The author of a review. */
export interface ReviewAuthor {
  /** GUID of the author's contact; set on creation only (derived from the caller for shoppers). */
  contactId?: string
  /** At most 100 characters. */
  authorName?: string
  /** Read-only: MEMBER or VISITOR (SPEC §3; not in the vendor's public typing). */
  authorType?: ReviewAuthorType
  /** Read-only: the member who wrote it, when `authorType` is MEMBER. */
  memberId?: string
}

/** The site owner's answer to a review; one per review. */
export interface ReviewReply {
  /** Always present (`""` when the review has no reply). */
  message: string
  createdDate?: Timestamp
  updatedDate?: Timestamp
}

/** Moderation of a review (read-only). */
export interface ReviewModeration {
  moderationStatus: ReviewModerationStatus
  /** True once a moderator set the status; false when the platform set it. */
  manuallyChanged: boolean
}

/** Origin of a review (read-only). */
export interface ReviewOrigin {
  type: ReviewOriginType
  appId?: string
}

/** A review, as answers carry it (always-present fields are not optional). */
export interface Review {
  /** GUID. */
  id: string
  /** The reviewed app: `stores` for products. */
  namespace: string
  /** The reviewed entity (a product id), at most 36 characters. */
  entityId: string
  content: ReviewContent
  createdDate?: Timestamp
  updatedDate?: Timestamp
  author?: ReviewAuthor
  /** `message` is `""` when there is no reply. */
  reply: ReviewReply
  foundHelpful: number
  foundUnhelpful: number
  /** `foundHelpful - foundUnhelpful`. */
  helpfulness: number
  moderation: ReviewModeration
  /** Increases by 1 with every change; UpdateReview must send the current one. */
  revision?: Int64String
  /** Whether the author bought the reviewed product. */
  verified: boolean
  origin: ReviewOrigin
  /** When the review was written (may predate `createdDate` for imported reviews). */
  reviewDate?: Timestamp
  /** Server-computed ordering weight (higher is more relevant). */
  relevanceScore?: number
  /** How many times the review became public. */
  publishCount: number
}

/** The fields CreateReview takes; read-only fields sent along are ignored. */
export interface ReviewInput {
  namespace: string
  entityId: string
  content: ReviewContentInput
  /** `contactId` is required when an app or the owner creates a review. */
  author?: ReviewAuthor
  reviewDate?: Timestamp
}

/** The fields UpdateReview takes: `revision` must be the review's current one. */
export interface ReviewUpdate {
  /** Filled from the path by the SDK. */
  id?: string
  revision: Int64String
  content?: Partial<ReviewContentInput>
  author?: Pick<ReviewAuthor, 'authorName'>
  reviewDate?: Timestamp
}

/** `POST /reviews/v1/reviews`. */
export interface CreateReviewRequest {
  review: ReviewInput
}

/** Answer of the single-review calls: the review as it now is. */
export interface ReviewResponse {
  review: Review
}

/** `POST /reviews/v1/reviews/contact`: a review and, when needed, its author's contact. */
export interface CreateReviewAndContactRequest {
  namespace: string
  entityId: string
  content: ReviewContentInput
  /** The author's name; required for owner/app calls (it creates the contact). */
  name?: string
  /** The author's e-mail; required for owner/app calls (it identifies the contact). */
  email?: string
}

/** `GET /reviews/v1/reviews/{reviewId}`. */
export interface GetReviewRequest {
  reviewId: string
  /** Also return a review that is not public; needs the owner's key. */
  returnPrivateReviews?: boolean
}

/** `POST /reviews/v1/reviews/query`. Default sort `createdDate` ASC, limit 100. */
export interface QueryReviewsRequest {
  query?: CursorQuery
  /** Include reviews that are not public; needs the owner's key. */
  returnPrivateReviews?: boolean
}

/** Paging metadata of QueryReviews. */
export interface ReviewsQueryMetadata {
  count: number
  offset: number
  total: number
  tooManyToCount: boolean
  cursors: Cursors
}

/** Answer of `POST /reviews/v1/reviews/query`. */
export interface QueryReviewsResponse {
  reviews: Review[]
  metadata: ReviewsQueryMetadata
}

/** `POST /reviews/v1/reviews/count`. */
export interface CountReviewsRequest {
  filter?: Filter
  /** Count reviews that are not public too; needs the owner's key. */
  includePrivateReviews?: boolean
}

/** Answer of `POST /reviews/v1/reviews/count`. */
export interface CountReviewsResponse {
  count: number
}

/** `PATCH /reviews/v1/reviews/{review.id}`. */
export interface UpdateReviewRequest {
  review: ReviewUpdate
  /** Paths to change (`content.title,reviewDate`); without it, every field sent is changed. */
  fieldMask?: FieldMask
}

/** `PUT /reviews/v1/reviews/content/{reviewId}`. */
export interface UpdateReviewContentRequest {
  reviewId?: string
  content: Partial<ReviewContentInput>
  /** Content paths to change (`title,rating`); without it, the whole content is replaced. */
  fieldMask?: FieldMask
}

/** `PATCH /reviews/v1/reviews/{reviewId}/reply`. */
export interface SetReplyRequest {
  reviewId?: string
  /** At most 10,000 characters. */
  message: string
}

/** `PATCH /reviews/v1/reviews/{reviewId}/moderate`. */
export interface UpdateModerationStatusRequest {
  reviewId?: string
  status: ReviewModerationDecision
}

/** A review of a bulk create: the wire requires each to name its author's contact. */
export type BulkReviewInput = ReviewInput & { author: ReviewAuthor & { contactId: string } }

/** `POST /reviews/v1/bulk/reviews/create`. */
export interface BulkCreateReviewRequest {
  /** 1 to 100 reviews. */
  reviews: BulkReviewInput[]
  /** Include each created review in the results. */
  returnEntity?: boolean
}

/** Outcome of one item of a bulk call. */
export interface ReviewItemMetadata {
  id?: string
  originalIndex: number
  success: boolean
  error?: ApplicationError
}

/** One result of BulkCreateReview. */
export interface BulkReviewResult {
  itemMetadata: ReviewItemMetadata
  review?: Review
}

/** Totals of a bulk call. */
export interface ReviewBulkActionMetadata {
  totalSuccesses: number
  totalFailures: number
  undetailedFailures: number
}

/** Answer of `POST /reviews/v1/bulk/reviews/create`. */
export interface BulkCreateReviewResponse {
  results: BulkReviewResult[]
  bulkActionMetadata: ReviewBulkActionMetadata
}

/** `POST /reviews/v1/bulk/reviews/delete`: deletes every review the filter matches. */
export interface BulkDeleteReviewsRequest {
  filter?: Filter
}

/** `POST /reviews/v1/bulk/reviews/moderate`: sets the status of every review the filter matches. */
export interface BulkUpdateModerationStatusRequest {
  filter?: Filter
  status: ReviewModerationDecision
}

/** Answer of the filter-based bulk calls: the id of the (already finished) job. */
export interface ReviewsJobResponse {
  jobId: string
}

/** Payload of `wix.reviews.v1.review_moderation_status_changed`. */
export interface ReviewModerationStatusChanged {
  review: Review
  previousModerationStatus: ReviewModerationStatus
}

/** Payload of `wix.reviews.v1.review_review_published`. */
export interface ReviewPublished {
  review: Review
}
