import type { Client } from '@storefront-kit/sdk'
import {
  type CountReviewsRequest,
  countReviews,
  type GetReviewRequest,
  getReview,
  type QueryReviewsRequest,
  queryReviews,
} from '@storefront-kit/sdk/reviews'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

/** `getReview`'s request without the id. */
export type ReviewQuery = Omit<GetReviewRequest, 'reviewId'>

/**
 * Query keys of reviews; every review write invalidates `reviewKeys.all`.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: reviewKeys.all })
 * ```
 */
export const reviewKeys = {
  all: [...STOREFRONT_KEY, 'reviews'] as const,
  detail: (reviewId: string, request: ReviewQuery = {}) =>
    [...reviewKeys.all, 'detail', reviewId, request] as const,
  list: (request: QueryReviewsRequest = {}) => [...reviewKeys.all, 'list', request] as const,
  pages: (request: QueryReviewsRequest = {}) => [...reviewKeys.all, 'pages', request] as const,
  count: (request: CountReviewsRequest = {}) => [...reviewKeys.all, 'count', request] as const,
}

/**
 * Query options of one review (`getReview`), for `useQuery`, loaders and server prefetch.
 * @example await queryClient.prefetchQuery(reviewQueryOptions(client, reviewId))
 */
export function reviewQueryOptions(client: Client, reviewId: string, request: ReviewQuery = {}) {
  return storefrontQueryOptions({
    queryKey: reviewKeys.detail(reviewId, request),
    queryFn: ({ signal }) => getReview(client, reviewId, request, queryCall(signal)),
  })
}

/**
 * One review; approved ones only unless `returnPrivateReviews` (owner).
 *
 * @example
 * ```tsx
 * const { data } = useReview(reviewId)
 * return <p>{data?.review.content?.body}</p>
 * ```
 */
export const useReview = /* @__PURE__ */ queryHook(reviewQueryOptions, 2)

/**
 * Query options of one page of reviews (`queryReviews`).
 * @example await queryClient.prefetchQuery(reviewsQueryOptions(client, { query: { filter: { entityId } } }))
 */
export function reviewsQueryOptions(client: Client, request: QueryReviewsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: reviewKeys.list(request),
    queryFn: ({ signal }) => queryReviews(client, request, queryCall(signal)),
  })
}

/**
 * One page of reviews matching a query.
 *
 * @example
 * ```tsx
 * const { data } = useReviews({ query: { filter: { entityId: productId } } })
 * return data?.reviews.map((review) => <ReviewCard key={review.id} review={review} />)
 * ```
 */
export const useReviews = /* @__PURE__ */ queryHook(reviewsQueryOptions, 1)

/**
 * Infinite-query options walking the pages of reviews with the cursor.
 * @example await queryClient.prefetchInfiniteQuery(reviewsInfiniteQueryOptions(client, request))
 */
export function reviewsInfiniteQueryOptions(client: Client, request: QueryReviewsRequest = {}) {
  return pagedQueryOptions(client, reviewKeys.pages(request), queryReviews, request)
}

/**
 * Reviews page by page ("show more"): `fetchNextPage()` follows the cursor.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteReviews({
 *   query: { filter: { entityId: productId }, cursorPaging: { limit: 10 } },
 * })
 * const reviews = data?.pages.flatMap((page) => page.reviews) ?? []
 * ```
 */
export function useInfiniteReviews(request: QueryReviewsRequest = {}) {
  return useInfiniteQuery(reviewsInfiniteQueryOptions(useStorefrontClient(), request))
}

/**
 * Query options of a review count (`countReviews`).
 * @example const { count } = await queryClient.fetchQuery(reviewsCountQueryOptions(client, { filter }))
 */
export function reviewsCountQueryOptions(client: Client, request: CountReviewsRequest = {}) {
  return storefrontQueryOptions({
    queryKey: reviewKeys.count(request),
    queryFn: ({ signal }) => countReviews(client, request, queryCall(signal)),
  })
}

/**
 * How many reviews match a filter.
 *
 * @example
 * ```tsx
 * const { data } = useReviewsCount({ filter: { entityId: productId } })
 * return <span>{data?.count ?? 0} reviews</span>
 * ```
 */
export const useReviewsCount = /* @__PURE__ */ queryHook(reviewsCountQueryOptions, 1)
