import type { Client } from '@storefront-kit/sdk'
import {
  type CreateReviewAndContactRequest,
  type CreateReviewRequest,
  createReview,
  createReviewAndContact,
  deleteReview,
  type ReviewResponse,
  type UpdateReviewContentRequest,
  type UpdateReviewRequest,
  updateReview,
  updateReviewContent,
} from '@storefront-kit/sdk/reviews'
import { storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { all, keep, key } from './helpers'

/** A review to update: its id and the `updateReview` request. */
export type UpdateReviewVariables = UpdateReviewRequest & { id: string }
/** A review's new content: the `updateReviewContent` request with its `reviewId`. */
export type UpdateReviewContentVariables = UpdateReviewContentRequest & { reviewId: string }
/** The review a delete or a reply removal is about. */
export interface ReviewIdVariables {
  reviewId: string
}

/**
 * Mutation options of `createReview`; invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createReviewMutationOptions(client))
 * ```
 */
export const createReviewMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('create'),
    mutationFn: (request: CreateReviewRequest) => createReview(client, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `createReviewAndContact`; invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createReviewAndContactMutationOptions(client))
 * ```
 */
export const createReviewAndContactMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('createAndContact'),
    mutationFn: (request: CreateReviewAndContactRequest) => createReviewAndContact(client, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `updateReview`; invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateReviewMutationOptions(client))
 * ```
 */
export const updateReviewMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('update'),
    mutationFn: ({ id, ...request }: UpdateReviewVariables) => updateReview(client, id, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `updateReviewContent`; invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateReviewContentMutationOptions(client))
 * ```
 */
export const updateReviewContentMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('updateContent'),
    mutationFn: ({ reviewId, ...request }: UpdateReviewContentVariables) =>
      updateReviewContent(client, reviewId, request),
    invalidates: all,
    update: keep,
  })

/**
 * Mutation options of `deleteReview`; invalidates every review query.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteReviewMutationOptions(client))
 * ```
 */
export const deleteReviewMutationOptions = (client: Client) =>
  storefrontMutationOptions({
    mutationKey: key('delete'),
    mutationFn: ({ reviewId }: ReviewIdVariables) => deleteReview(client, reviewId),
    invalidates: all,
  })

type Options<TData, TVariables> = StorefrontMutationOptions<TData, TVariables>

/**
 * Writes a review as the visitor or member (`createReview`).
 *
 * @example
 * ```tsx
 * const create = useCreateReview()
 * create.mutate({ review: { namespace: 'stores', entityId: productId, content: { rating: 5 } } })
 * ```
 */
export function useCreateReview(options?: Options<ReviewResponse, CreateReviewRequest>) {
  return useStorefrontMutation(createReviewMutationOptions(useStorefrontClient()), options)
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
export function useCreateReviewAndContact(
  options?: Options<ReviewResponse, CreateReviewAndContactRequest>,
) {
  return useStorefrontMutation(
    createReviewAndContactMutationOptions(useStorefrontClient()),
    options,
  )
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
export function useUpdateReview(options?: Options<ReviewResponse, UpdateReviewVariables>) {
  return useStorefrontMutation(updateReviewMutationOptions(useStorefrontClient()), options)
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
export function useUpdateReviewContent(
  options?: Options<ReviewResponse, UpdateReviewContentVariables>,
) {
  return useStorefrontMutation(updateReviewContentMutationOptions(useStorefrontClient()), options)
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
export function useDeleteReview(options?: Options<ReviewResponse, ReviewIdVariables>) {
  return useStorefrontMutation(deleteReviewMutationOptions(useStorefrontClient()), options)
}
