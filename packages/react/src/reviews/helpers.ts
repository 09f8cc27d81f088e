import type { ReviewResponse } from '@storefront-kit/sdk/reviews'
import type { QueryClient } from '@tanstack/react-query'
import { reviewKeys } from './queries'

/** A single-review answer becomes the review's (public view) detail query. */
export const keep = (queryClient: QueryClient, data: ReviewResponse) =>
  queryClient.setQueryData(reviewKeys.detail(data.review.id), data)
/** Every review write invalidates every review query. */
export const all = () => [reviewKeys.all]
/** The mutation key of a review write. */
export const key = (name: string) => [...reviewKeys.all, name] as const
