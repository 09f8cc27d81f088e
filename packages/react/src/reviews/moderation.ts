import type { Client } from '@storefront-kit/sdk'
import {
  type BulkCreateReviewRequest,
  type BulkCreateReviewResponse,
  type BulkDeleteReviewsRequest,
  type BulkUpdateModerationStatusRequest,
  bulkCreateReview,
  bulkDeleteReviews,
  bulkUpdateModerationStatus,
  type ReviewResponse,
  type ReviewsJobResponse,
  removeReply,
  type SetReplyRequest,
  setReply,
  type UpdateModerationStatusRequest,
  updateModerationStatus,
} from '@storefront-kit/sdk/reviews'
import { storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { all, keep, key } from './helpers'
import type { ReviewIdVariables } from './writes'

/** A reply to set: `setReply`'s request with its `reviewId`. */
export type SetReplyVariables = SetReplyRequest & { reviewId: string }
/** A moderation decision: `updateModerationStatus`'s request with its `reviewId`. */
export type UpdateModerationStatusVariables = UpdateModerationStatusRequest & { reviewId: string }
/**
 * Mutation options of `setReply` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(setReplyMutationOptions(client))
 * ```
 */
export const setReplyMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('setReply'),
    mutationFn: ({ reviewId, ...request }: SetReplyVariables) =>
      setReply(client, reviewId, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `removeReply` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeReplyMutationOptions(client))
 * ```
 */
export const removeReplyMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('removeReply'),
    mutationFn: ({ reviewId }: ReviewIdVariables) => removeReply(client, reviewId),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `updateModerationStatus` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateModerationStatusMutationOptions(client))
 * ```
 */
export const updateModerationStatusMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('moderate'),
    mutationFn: ({ reviewId, ...request }: UpdateModerationStatusVariables) =>
      updateModerationStatus(client, reviewId, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `bulkUpdateModerationStatus` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkUpdateModerationStatusMutationOptions(client))
 * ```
 */
export const bulkUpdateModerationStatusMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('bulkModerate'),
    mutationFn: (request: BulkUpdateModerationStatusRequest) =>
      bulkUpdateModerationStatus(client, request),
    invalidates: all,
  })

/**
 * Mutation options of `bulkDeleteReviews` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkDeleteReviewsMutationOptions(client))
 * ```
 */
export const bulkDeleteReviewsMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('bulkDelete'),
    mutationFn: (request: BulkDeleteReviewsRequest) => bulkDeleteReviews(client, request),
    invalidates: all,
  })

/**
 * Mutation options of `bulkCreateReview` (owner); invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkCreateReviewMutationOptions(client))
 * ```
 */
export const bulkCreateReviewMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('bulkCreate'),
    mutationFn: (request: BulkCreateReviewRequest) => bulkCreateReview(client, request),
    invalidates: all,
  })

type Options<TData, TVariables> = StorefrontMutationOptions<TData, TVariables>

/**
 * Sets the owner's reply to a review (`setReply`).
 *
 * @example
 * ```tsx
 * const reply = useSetReply()
 * reply.mutate({ reviewId, message: 'Thank you!' })
 * ```
 */
export function useSetReply(options?: Options<ReviewResponse, SetReplyVariables>) {
  return useStorefrontMutation(setReplyMutationOptions(useStorefrontClient()), options)
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
export function useRemoveReply(options?: Options<ReviewResponse, ReviewIdVariables>) {
  return useStorefrontMutation(removeReplyMutationOptions(useStorefrontClient()), options)
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
export function useUpdateModerationStatus(
  options?: Options<ReviewResponse, UpdateModerationStatusVariables>,
) {
  return useStorefrontMutation(
    updateModerationStatusMutationOptions(useStorefrontClient()),
    options,
  )
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
export function useBulkUpdateModerationStatus(
  options?: Options<ReviewsJobResponse, BulkUpdateModerationStatusRequest>,
) {
  return useStorefrontMutation(
    bulkUpdateModerationStatusMutationOptions(useStorefrontClient()),
    options,
  )
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
export function useBulkDeleteReviews(
  options?: Options<ReviewsJobResponse, BulkDeleteReviewsRequest>,
) {
  return useStorefrontMutation(bulkDeleteReviewsMutationOptions(useStorefrontClient()), options)
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
export function useBulkCreateReview(
  options?: Options<BulkCreateReviewResponse, BulkCreateReviewRequest>,
) {
  return useStorefrontMutation(bulkCreateReviewMutationOptions(useStorefrontClient()), options)
}
