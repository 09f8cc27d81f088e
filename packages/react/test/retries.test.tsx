// @vitest-environment jsdom
import { RateLimitError, ServerError } from '@storefront-kit/sdk'
import { getCollectionBySlug } from '@storefront-kit/sdk/catalog'
import { act, waitFor } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { storefrontRetryDelay, useCollectionBySlug, useUpdateCollection } from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook, testQueryClient } from './support/render'
import { control } from './support/sign-in'

// One owner of retries per call: TanStack Query retries hook reads (3 times in the browser,
// never on the server) and the SDK makes one attempt of each; writes are never retried by
// TanStack Query, and the SDK repeats only those safe to repeat. The failures are real answers
// of the emulator, injected through its control API.

const emu = inProcessEmulator()
afterAll(() => emu.close())
afterEach(() => clearFaults())

const clearFaults = () =>
  emu.emulator.fetch(
    new Request('http://emulator.test/_emulator/faults', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  )
/** Every request to `path` fails with 503 from now on. */
const failAlways = (method: string, path: string) =>
  control(emu, '/_emulator/faults', { method, path, status: 503, times: 1000 })
const sentTo = (method: string, path: string) =>
  emu.requests.filter((r) => r.method === method && r.path === path).length

/** A visitor whose client retries as the SDK does by default (fast, so the test is too). */
const retryingVisitor = () => emu.visitor(undefined, { retry: { limit: 2, delay: 1 } })
/** The browser defaults (3 retries), without the waits between them. */
const browserQueries = (server = false) =>
  testQueryClient({
    server,
    defaultOptions: { queries: { notifyOnChangeProps: 'all', retryDelay: 0 } },
  })

const KITCHEN = '/v2/collections/slug/kitchen'
const ID = '00000000-0000-4000-8000-00000000000b'

describe('a failing GET through a hook', () => {
  it('is sent 4 times in the browser: once per TanStack Query attempt, never retried by the SDK', async () => {
    await failAlways('GET', KITCHEN)
    const before = sentTo('GET', KITCHEN)
    const { result } = renderStorefrontHook(
      () => useCollectionBySlug('kitchen'),
      retryingVisitor(),
      browserQueries(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(sentTo('GET', KITCHEN) - before).toBe(4)
    expect(result.current.error).toBeInstanceOf(ServerError)
    expect(result.current.error?.status).toBe(503)
    expect(result.current.error?.requestId).toBeTruthy()
  })

  it('is sent once on the server, where queries are not retried', async () => {
    await failAlways('GET', KITCHEN)
    const before = sentTo('GET', KITCHEN)
    const { result } = renderStorefrontHook(
      () => useCollectionBySlug('kitchen'),
      retryingVisitor(),
      browserQueries(true),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(sentTo('GET', KITCHEN) - before).toBe(1)
  })

  it('is retried by the SDK when called directly (3 attempts by default)', async () => {
    await failAlways('GET', KITCHEN)
    const before = sentTo('GET', KITCHEN)
    const error = await getCollectionBySlug(retryingVisitor(), 'kitchen').catch((e) => e)
    expect(error).toBeInstanceOf(ServerError)
    expect(sentTo('GET', KITCHEN) - before).toBe(3)
  })

  it('recovers on a TanStack Query retry when the platform fails once', async () => {
    await control(emu, '/_emulator/faults', { method: 'GET', path: KITCHEN, times: 1 })
    const before = sentTo('GET', KITCHEN)
    const { result } = renderStorefrontHook(
      () => useCollectionBySlug('kitchen'),
      retryingVisitor(),
      browserQueries(),
    )
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.collection.slug).toBe('kitchen')
    expect(sentTo('GET', KITCHEN) - before).toBe(2)
  })
})

describe('Retry-After', () => {
  it('is waited for by the query retry, as the platform asked', () => {
    const limited = new RateLimitError({
      message: 'slow down',
      status: 429,
      code: '429',
      retryable: true,
      retryAfter: 5000,
    })
    expect(storefrontRetryDelay(0, limited)).toBe(5000)
    expect(storefrontRetryDelay(0, new Error('offline'))).toBe(1000)
  })

  it('longer than a minute is not waited for: the error reaches the component after one request', async () => {
    await control(emu, '/_emulator/faults', {
      method: 'GET',
      path: KITCHEN,
      status: 429,
      retryAfterSeconds: 120,
      times: 1000,
    })
    const before = sentTo('GET', KITCHEN)
    const { result } = renderStorefrontHook(
      () => useCollectionBySlug('kitchen'),
      retryingVisitor(),
      browserQueries(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(RateLimitError)
    expect(result.current.error?.retryAfter).toBe(120_000)
    expect(sentTo('GET', KITCHEN) - before).toBe(1)
  })
})

describe('a failing write through a hook', () => {
  it('is repeated by the SDK alone, and only when safe (an idempotent update: 3 attempts)', async () => {
    const path = `/stores/v1/collections/${ID}`
    await failAlways('PATCH', path)
    const { result } = renderStorefrontHook(
      () => useUpdateCollection(),
      emu.owner({ retry: { limit: 2, delay: 1 } }),
      browserQueries(),
    )
    const error = await act(() =>
      result.current
        .mutateAsync({ id: ID, collection: { name: 'Renamed' } })
        .catch((e: unknown) => e),
    )
    expect(error).toBeInstanceOf(ServerError)
    expect(sentTo('PATCH', path)).toBe(3)
  })
})
