import type { Client } from '@storefront-kit/sdk'
import {
  type BulkCreateReviewRequest,
  type BulkCreateReviewResponse,
  type BulkDeleteReviewsRequest,
  type BulkUpdateModerationStatusRequest,
  bulkCreateReview,
  bulkDeleteReviews,
  bulkUpdateModerationStatus,
  type CreateReviewAndContactRequest,
  type CreateReviewRequest,
  createReview,
  createReviewAndContact,
  deleteReview,
  type ReviewResponse,
  type ReviewsJobResponse,
  removeReply,
  type SetReplyRequest,
  setReply,
  type UpdateModerationStatusRequest,
  type UpdateReviewContentRequest,
  type UpdateReviewRequest,
  updateModerationStatus,
  updateReview,
  updateReviewContent,
} from '@storefront-kit/sdk/reviews'
import type { QueryClient } from '@tanstack/react-query'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { reviewKeys } from './queries'

/** A review to update: its id and the `updateReview` request. */
export type UpdateReviewVariables = UpdateReviewRequest & { id: string }
/** A review's new content: the `updateReviewContent` request with its `reviewId`. */
export type UpdateReviewContentVariables = UpdateReviewContentRequest & { reviewId: string }
/** The review a delete or a reply removal is about. */
export interface ReviewIdVariables {
  reviewId: string
}
/** A reply to set: `setReply`'s request with its `reviewId`. */
export type SetReplyVariables = SetReplyRequest & { reviewId: string }
/** A moderation decision: `updateModerationStatus`'s request with its `reviewId`. */
export type UpdateModerationStatusVariables = UpdateModerationStatusRequest & { reviewId: string }

/** A single-review answer becomes the review's (public view) detail query. */
const keep = (queryClient: QueryClient, data: ReviewResponse) =>
  queryClient.setQueryData(reviewKeys.detail(data.review.id), data)
/** Every review write invalidates every review query; those answering one review keep it. */
const reviewWrites = {
  key: () => reviewKeys.all,
  invalidates: () => [reviewKeys.all],
  update: keep,
}
const otherWrites = { key: () => reviewKeys.all, invalidates: () => [reviewKeys.all] }

/**
 * Mutation options of `createReview`; invalidates every review query.
 * @example useMutation(createReviewMutationOptions(client))
 */
export function createReviewMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, CreateReviewRequest> {
  return plainMutation(client, reviewWrites, 'create', createReview)
}

/**
 * Writes a review as the visitor or member (`createReview`).
 *
 * @example
 * ```tsx
 * const create = useCreateReview()
 * create.mutate({ review: { namespace: 'stores', entityId: productId, content: { rating: 5 } } })
 * ```
 */
export const useCreateReview = /* @__PURE__ */ mutationHook(createReviewMutationOptions)

/**
 * Mutation options of `createReviewAndContact`; invalidates every review query.
 * @example useMutation(createReviewAndContactMutationOptions(client))
 */
export function createReviewAndContactMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, CreateReviewAndContactRequest> {
  return plainMutation(client, reviewWrites, 'createAndContact', createReviewAndContact)
}

/**
 * Writes a review for a contact given by name and e-mail (`createReviewAndContact`).
 *
 * @example
 * ```tsx
 * const create = useCreateReviewAndContact()
 * create.mutate({ namespace: 'stores', entityId: productId, content: { rating: 4 }, name: 'Ann' })
 * ```
 */
export const useCreateReviewAndContact = /* @__PURE__ */ mutationHook(
  createReviewAndContactMutationOptions,
)

/**
 * Mutation options of `updateReview`; invalidates every review query.
 * @example useMutation(updateReviewMutationOptions(client))
 */
export function updateReviewMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, UpdateReviewVariables> {
  return plainMutation(client, reviewWrites, 'update', withId(updateReview))
}

/**
 * Updates a review at its current revision (`updateReview`).
 *
 * @example
 * ```tsx
 * const update = useUpdateReview()
 * update.mutate({ id: review.id, review: { revision: review.revision ?? '', content: { rating: 4 } } })
 * ```
 */
export const useUpdateReview = /* @__PURE__ */ mutationHook(updateReviewMutationOptions)

/**
 * Mutation options of `updateReviewContent`; invalidates every review query.
 * @example useMutation(updateReviewContentMutationOptions(client))
 */
export function updateReviewContentMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, UpdateReviewContentVariables> {
  return plainMutation(
    client,
    reviewWrites,
    'updateContent',
    withId(updateReviewContent, 'reviewId'),
  )
}

/**
 * Replaces a review's content or some of its fields (`updateReviewContent`).
 *
 * @example
 * ```tsx
 * const edit = useUpdateReviewContent()
 * edit.mutate({ reviewId, content: { title: 'Updated' }, fieldMask: 'title' })
 * ```
 */
export const useUpdateReviewContent = /* @__PURE__ */ mutationHook(
  updateReviewContentMutationOptions,
)

/**
 * Mutation options of `deleteReview`; invalidates every review query.
 * @example useMutation(deleteReviewMutationOptions(client))
 */
export function deleteReviewMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, ReviewIdVariables> {
  return plainMutation(client, otherWrites, 'delete', byId(deleteReview, 'reviewId'))
}

/**
 * Deletes a review (`deleteReview`).
 *
 * @example
 * ```tsx
 * const remove = useDeleteReview()
 * remove.mutate({ reviewId })
 * ```
 */
export const useDeleteReview = /* @__PURE__ */ mutationHook(deleteReviewMutationOptions)

/**
 * Mutation options of `setReply` (owner); invalidates every review query.
 * @example useMutation(setReplyMutationOptions(client))
 */
export function setReplyMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, SetReplyVariables> {
  return plainMutation(client, reviewWrites, 'setReply', withId(setReply, 'reviewId'))
}

/**
 * Sets the owner's reply to a review (`setReply`).
 *
 * @example
 * ```tsx
 * const reply = useSetReply()
 * reply.mutate({ reviewId, message: 'Thank you!' })
 * ```
 */
export const useSetReply = /* @__PURE__ */ mutationHook(setReplyMutationOptions)

/**
 * Mutation options of `removeReply` (owner); invalidates every review query.
 * @example useMutation(removeReplyMutationOptions(client))
 */
export function removeReplyMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, ReviewIdVariables> {
  return plainMutation(client, reviewWrites, 'removeReply', byId(removeReply, 'reviewId'))
}

/**
 * Removes the owner's reply (`removeReply`).
 *
 * @example
 * ```tsx
 * const unreply = useRemoveReply()
 * unreply.mutate({ reviewId })
 * ```
 */
export const useRemoveReply = /* @__PURE__ */ mutationHook(removeReplyMutationOptions)

/**
 * Mutation options of `updateModerationStatus` (owner); invalidates every review query.
 * @example useMutation(updateModerationStatusMutationOptions(client))
 */
export function updateModerationStatusMutationOptions(
  client: Client,
): StorefrontMutation<ReviewResponse, UpdateModerationStatusVariables> {
  return plainMutation(client, reviewWrites, 'moderate', withId(updateModerationStatus, 'reviewId'))
}

/**
 * Approves or rejects a review (`updateModerationStatus`).
 *
 * @example
 * ```tsx
 * const moderate = useUpdateModerationStatus()
 * moderate.mutate({ reviewId, status: 'APPROVED' })
 * ```
 */
export const useUpdateModerationStatus = /* @__PURE__ */ mutationHook(
  updateModerationStatusMutationOptions,
)

/**
 * Mutation options of `bulkUpdateModerationStatus` (owner); invalidates every review query.
 * @example useMutation(bulkUpdateModerationStatusMutationOptions(client))
 */
export function bulkUpdateModerationStatusMutationOptions(
  client: Client,
): StorefrontMutation<ReviewsJobResponse, BulkUpdateModerationStatusRequest> {
  return plainMutation(client, otherWrites, 'bulkModerate', bulkUpdateModerationStatus)
}

/**
 * Approves or rejects every review a filter matches (`bulkUpdateModerationStatus`).
 *
 * @example
 * ```tsx
 * const moderateAll = useBulkUpdateModerationStatus()
 * moderateAll.mutate({ filter: { entityId: productId }, status: 'APPROVED' })
 * ```
 */
export const useBulkUpdateModerationStatus = /* @__PURE__ */ mutationHook(
  bulkUpdateModerationStatusMutationOptions,
)

/**
 * Mutation options of `bulkDeleteReviews` (owner); invalidates every review query.
 * @example useMutation(bulkDeleteReviewsMutationOptions(client))
 */
export function bulkDeleteReviewsMutationOptions(
  client: Client,
): StorefrontMutation<ReviewsJobResponse, BulkDeleteReviewsRequest> {
  return plainMutation(client, otherWrites, 'bulkDelete', bulkDeleteReviews)
}

/**
 * Deletes every review a filter matches (`bulkDeleteReviews`).
 *
 * @example
 * ```tsx
 * const deleteAll = useBulkDeleteReviews()
 * deleteAll.mutate({ filter: { entityId: productId } })
 * ```
 */
export const useBulkDeleteReviews = /* @__PURE__ */ mutationHook(bulkDeleteReviewsMutationOptions)

/**
 * Mutation options of `bulkCreateReview` (owner); invalidates every review query.
 * @example useMutation(bulkCreateReviewMutationOptions(client))
 */
export function bulkCreateReviewMutationOptions(
  client: Client,
): StorefrontMutation<BulkCreateReviewResponse, BulkCreateReviewRequest> {
  return plainMutation(client, otherWrites, 'bulkCreate', bulkCreateReview)
}

/**
 * Creates up to 100 reviews for contacts (`bulkCreateReview`).
 *
 * @example
 * ```tsx
 * const importReviews = useBulkCreateReview()
 * importReviews.mutate({ reviews, returnEntity: true })
 * ```
 */
export const useBulkCreateReview = /* @__PURE__ */ mutationHook(bulkCreateReviewMutationOptions)
