// @vitest-environment jsdom

import { ValidationError } from '@storefront-kit/sdk'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  reviewKeys,
  useCreateReview,
  useInfiniteReviews,
  useReviews,
  useReviewsCount,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator()
afterAll(() => emu.close())

describe('review hooks', () => {
  it('caches a page of reviews under its request key', async () => {
    const client = emu.visitor()
    const request = { query: { cursorPaging: { limit: 3 } } }
    const { result, queryClient } = renderStorefrontHook(() => useReviews(request), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.reviews).toHaveLength(3)
    expect(queryClient.getQueryData(reviewKeys.list(request))).toBe(result.current.data)
    expect(reviewKeys.list(request)).toEqual(['storefront', 'reviews', 'list', request])
  })

  it('walks pages with the cursor', async () => {
    const client = emu.visitor()
    const { result } = renderStorefrontHook(
      () => useInfiniteReviews({ query: { cursorPaging: { limit: 2 } } }),
      client,
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const ids = result.current.data?.pages.flatMap((page) => page.reviews.map((r) => r.id)) ?? []
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
  })

  it('writes the answer into the cache and refetches the active review queries', async () => {
    const client = emu.visitor()
    const { result, queryClient } = renderStorefrontHook(
      () => ({ count: useReviewsCount({}), create: useCreateReview() }),
      client,
    )
    await waitFor(() => expect(result.current.count.isSuccess).toBe(true))
    const updates = () => queryClient.getQueryState(reviewKeys.count({}))?.dataUpdateCount ?? 0
    const updatesBefore = updates()
    const counts = () => emu.requests.filter((r) => r.path.endsWith('/reviews/count')).length
    const before = counts()
    const { review } = await act(() =>
      result.current.create.mutateAsync({
        review: { namespace: 'stores', entityId: crypto.randomUUID(), content: { rating: 5 } },
      }),
    )
    // The mutation stays pending until the invalidated count has been fetched again.
    expect(counts()).toBe(before + 1)
    expect(updates()).toBe(updatesBefore + 1)
    expect(queryClient.getQueryData(reviewKeys.detail(review.id))).toEqual({ review })
  })

  it('hands the SDK typed error to the component', async () => {
    const client = emu.visitor()
    const { result } = renderStorefrontHook(() => useCreateReview(), client)
    const error = await act(() =>
      result.current
        .mutateAsync({ review: { namespace: 'stores', entityId: '', content: { rating: 9 } } })
        .catch((e: unknown) => e),
    )
    expect(error).toBeInstanceOf(ValidationError)
    await waitFor(() => expect(result.current.error).toBe(error))
    expect(result.current.error?.fieldViolations.length).toBeGreaterThan(0)
  })
})
