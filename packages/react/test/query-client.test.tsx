// @vitest-environment jsdom
import { NotFoundError, RateLimitError, ServerError, TimeoutError } from '@storefront-kit/sdk'
import { useSuspenseQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  createQueryClient,
  reviewKeys,
  reviewsQueryOptions,
  StorefrontProvider,
  storefrontRetryDelay,
  useStorefrontClient,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'

const emu = inProcessEmulator()
afterAll(() => emu.close())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const serverError = () =>
  new ServerError({ message: 'down', status: 503, code: '503', retryable: true })
const notFound = () => new NotFoundError({ message: 'gone', status: 404, code: 'NOT_FOUND' })

/** Starts a query that always fails with `error`; reports how many times it ran. */
function failingQuery(queryClient: ReturnType<typeof createQueryClient>, error: () => Error) {
  let attempts = 0
  const outcome = queryClient
    .fetchQuery({
      queryKey: ['failing', Math.random()],
      queryFn: () => {
        attempts++
        throw error()
      },
    })
    .catch((e: unknown) => e)
  return { outcome, attempts: () => attempts }
}

describe('createQueryClient in the browser', () => {
  it('retries a failed query 3 times after 1 s, 2 s and 4 s, then hands over the error', async () => {
    vi.useFakeTimers()
    const { outcome, attempts } = failingQuery(createQueryClient(), serverError)
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts()).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts()).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(attempts()).toBe(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(attempts()).toBe(4)
    expect(await outcome).toBeInstanceOf(ServerError)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts()).toBe(4)
  })

  it('doubles the retry delay up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(storefrontRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ])
    expect(createQueryClient().getDefaultOptions().queries?.retryDelay).toBe(storefrontRetryDelay)
  })

  it('retries only failures that asking again can fix', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry
    if (typeof retry !== 'function') throw new Error('retry should be a function')
    const timeout = new TimeoutError({ message: 't', status: 0, code: 'TIMEOUT', retryable: true })
    const limited = new RateLimitError({ message: 'r', status: 429, code: '429', retryable: true })
    expect(retry(0, serverError())).toBe(true)
    expect(retry(0, timeout)).toBe(true)
    expect(retry(0, limited)).toBe(true)
    expect(retry(2, serverError())).toBe(true)
    expect(retry(3, serverError())).toBe(false)
    expect(retry(0, notFound())).toBe(false)
  })

  it('drops unused data after 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000)
  })
})

describe('createQueryClient on the server', () => {
  it('never retries and keeps no garbage-collection timers when there is no window', async () => {
    vi.stubGlobal('window', undefined)
    const queryClient = createQueryClient()
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(Number.POSITIVE_INFINITY)
    vi.useFakeTimers()
    const { outcome, attempts } = failingQuery(queryClient, serverError)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(attempts()).toBe(1)
    expect(await outcome).toBeInstanceOf(ServerError)
  })

  it('follows an explicit `server` option over the detection', async () => {
    const { outcome, attempts } = failingQuery(createQueryClient({ server: true }), serverError)
    expect(await outcome).toBeInstanceOf(ServerError)
    expect(attempts()).toBe(1)
  })
})

const oneReview = { query: { cursorPaging: { limit: 1 } } }

function OneReview() {
  const { data } = useSuspenseQuery(reviewsQueryOptions(useStorefrontClient(), oneReview))
  return <p>{data.reviews.length} review</p>
}

describe('suspense', () => {
  it('keeps suspense data fresh for at least 1 s', async () => {
    const client = emu.visitor()
    const queryClient = createQueryClient()
    render(
      <StorefrontProvider client={client} queryClient={queryClient}>
        <Suspense fallback={<p>loading</p>}>
          <OneReview />
        </Suspense>
      </StorefrontProvider>,
    )
    expect(await screen.findByText('1 review')).toBeTruthy()
    const query = queryClient.getQueryCache().find({ queryKey: reviewKeys.list(oneReview) })
    expect(query?.observers[0]?.options.staleTime).toBe(1000)
  })
})
