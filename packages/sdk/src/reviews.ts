/**
 * `@storefront-kit/sdk/reviews`: reviews of products (namespace `stores`) — create, read, query,
 * count and update one's own; moderation, replies and bulk calls for the site owner.
 * @module
 */

export {
  bulkCreateReview,
  bulkDeleteReviews,
  bulkUpdateModerationStatus,
  removeReply,
  setReply,
  updateModerationStatus,
} from './reviews/admin'
export { countReviews, getReview, queryReviews } from './reviews/read'
export {
  createReview,
  createReviewAndContact,
  deleteReview,
  updateReview,
  updateReviewContent,
} from './reviews/write'
// Query and error shapes the review types use, so this entry's declarations are self-contained.
export type {
  ApplicationError,
  BulkCreateReviewRequest,
  BulkCreateReviewResponse,
  BulkDeleteReviewsRequest,
  BulkReviewInput,
  BulkReviewResult,
  BulkUpdateModerationStatusRequest,
  CountReviewsRequest,
  CountReviewsResponse,
  CreateReviewAndContactRequest,
  CreateReviewRequest,
  CursorQuery,
  Cursors,
  Filter,
  GetReviewRequest,
  QueryReviewsRequest,
  QueryReviewsResponse,
  Review,
  ReviewAuthor,
  ReviewContent,
  ReviewContentInput,
  ReviewInput,
  ReviewMedia,
  ReviewModerationDecision,
  ReviewModerationStatus,
  ReviewResponse,
  ReviewsJobResponse,
  ReviewUpdate,
  SetReplyRequest,
  UpdateModerationStatusRequest,
  UpdateReviewContentRequest,
  UpdateReviewRequest,
} from './wire'
