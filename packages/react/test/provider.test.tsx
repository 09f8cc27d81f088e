// @vitest-environment jsdom
import { ValidationError } from '@storefront-kit/sdk'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  reviewKeys,
  type StorefrontEventSource,
  StorefrontProvider,
  useCreateReview,
  useReviews,
  useStorefrontClient,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'

const emu = inProcessEmulator()
afterAll(() => emu.close())

const badReview = { review: { namespace: 'stores', entityId: '', content: { rating: 9 } } }
const request = { query: { cursorPaging: { limit: 1 } } }

describe('StorefrontProvider', () => {
  it('tells onSuccess and onError about every query and mutation outcome', async () => {
    const seen: [string, unknown, StorefrontEventSource][] = []
    const client = emu.visitor()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider
        client={client}
        onSuccess={(data, source) => seen.push(['success', data, source])}
        onError={(error, source) => seen.push(['error', error, source])}
      >
        {children}
      </StorefrontProvider>
    )
    const { result } = renderHook(
      () => ({ reviews: useReviews(request), create: useCreateReview() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.reviews.data).toBeDefined())
    expect(seen).toEqual([
      [
        'success',
        result.current.reviews.data,
        { kind: 'query', queryKey: reviewKeys.list(request) },
      ],
    ])
    const error = await act(() => result.current.create.mutateAsync(badReview).catch((e) => e))
    expect(error).toBeInstanceOf(ValidationError)
    expect(seen[1]).toEqual([
      'error',
      error,
      { kind: 'mutation', mutationKey: [...reviewKeys.all, 'create'], variables: badReview },
    ])
  })

  it('keeps outcomes unchanged when a side-effect hook throws', async () => {
    const client = emu.visitor()
    const onSuccess = vi.fn(() => {
      throw new Error('hook bug')
    })
    const onError = vi.fn(() => Promise.reject(new Error('async hook bug')))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorefrontProvider client={client} onSuccess={onSuccess} onError={onError}>
        {children}
      </StorefrontProvider>
    )
    const { result } = renderHook(
      () => ({ reviews: useReviews(request), create: useCreateReview() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.reviews.data?.reviews).toHaveLength(1))
    expect(result.current.reviews.error).toBeNull()
    const error = await act(() => result.current.create.mutateAsync(badReview).catch((e) => e))
    expect(error).toBeInstanceOf(ValidationError)
    // The first fetch, then the refetch after the failed write invalidated the reviews.
    expect(onSuccess).toHaveBeenCalledTimes(2)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(result.current.reviews.isSuccess).toBe(true)
  })

  it('refuses hooks outside a provider with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useStorefrontClient())).toThrow(/StorefrontProvider/)
  })
})
