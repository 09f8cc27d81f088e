import { afterEach, describe, expect, it } from 'vitest'
import { parseRetryAfter } from '../src/core/retry'
import { createClient, DEFAULT_RETRY, encodeQuery, ServerError } from '../src/index'
import { recordingClock, startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

const failing = (status: number, times: number, headers: Record<string, string> = {}) =>
  startTestServer((_, i) =>
    i < times
      ? { status, headers, body: { message: 'busy', details: {} } }
      : { body: { ok: true } },
  )

describe('retries', () => {
  it.each([429, 502, 503, 504])(
    'repeats a GET answered %i, with exponential backoff',
    async (status) => {
      server = await failing(status, 2)
      const { clock, sleeps } = recordingClock()
      const client = createClient({ baseUrl: server.url, clock })
      expect(await client.request({ operation: 'op', method: 'GET', path: '/x' })).toEqual({
        ok: true,
      })
      expect(server.requests).toHaveLength(3)
      expect(sleeps).toEqual([DEFAULT_RETRY.delay, DEFAULT_RETRY.delay * 2])
    },
  )

  it('gives up after the limit and throws the last error', async () => {
    server = await failing(503, 10)
    const { clock } = recordingClock()
    const client = createClient({ baseUrl: server.url, clock, retry: { limit: 3 } })
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/x' }),
    ).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(4)
  })

  it('does not repeat 500, 400 or other non-retryable answers', async () => {
    for (const status of [500, 400, 404, 409]) {
      server = await failing(status, 1)
      const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
      await expect(
        client.request({ operation: 'op', method: 'GET', path: '/x' }),
      ).rejects.toMatchObject({ status })
      expect(server.requests).toHaveLength(1)
      await server.close()
    }
  })

  it('never repeats an unsafe call', async () => {
    server = await failing(503, 1)
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    await expect(
      client.request({ operation: 'op', method: 'POST', path: '/x' }),
    ).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(1)
  })

  it('repeats a call declared idempotent, and a GET sent as its POST fallback', async () => {
    server = await failing(503, 1)
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    await client.request({ operation: 'op', method: 'POST', path: '/x', idempotent: true })
    expect(server.requests).toHaveLength(2)
    await server.close()

    server = await failing(503, 1)
    const fallback = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    const ids = Array.from({ length: 600 }, (_, i) => `id-${i}`)
    await fallback.request({
      operation: 'op',
      method: 'GET',
      path: '/q',
      query: encodeQuery({ query: { filter: { id: { $in: ids } } } }, true),
      payload: { query: { filter: { id: { $in: ids } } } },
      postFallback: true,
    })
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST'])
  })

  it('repeats after a network error', async () => {
    server = await startTestServer((_, i) => (i === 0 ? { drop: true } : { body: {} }))
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(server.requests).toHaveLength(2)
  })

  it('waits exactly the Retry-After seconds', async () => {
    server = await failing(429, 1, { 'retry-after': '7' })
    const { clock, sleeps } = recordingClock()
    const client = createClient({ baseUrl: server.url, clock })
    await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(sleeps).toEqual([7000])
  })

  it('waits until a Retry-After HTTP date', async () => {
    const { clock, sleeps } = recordingClock(Date.UTC(2026, 0, 1, 12, 0, 0))
    server = await failing(503, 1, {
      'retry-after': new Date(Date.UTC(2026, 0, 1, 12, 0, 12)).toUTCString(),
    })
    const client = createClient({ baseUrl: server.url, clock })
    await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(sleeps).toEqual([12_000])
  })

  it('throws rather than wait for a Retry-After beyond maxRetryAfter', async () => {
    server = await failing(429, 1, { 'retry-after': '3600' })
    const { clock, sleeps } = recordingClock()
    const client = createClient({ baseUrl: server.url, clock })
    const error = await client
      .request({ operation: 'op', method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, retryAfter: 3_600_000 })
    expect(sleeps).toEqual([])
  })

  it('caps backoff at maxDelay and can be switched off per client and per call', async () => {
    server = await failing(503, 5)
    const { clock, sleeps } = recordingClock()
    const client = createClient({
      baseUrl: server.url,
      clock,
      retry: { limit: 5, delay: 1000, maxDelay: 3000 },
    })
    await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(sleeps).toEqual([1000, 2000, 3000, 3000, 3000])
    await client.request({ operation: 'op', method: 'GET', path: '/x' }, { retry: false })
    await server.close()

    server = await failing(503, 1)
    const off = createClient({ baseUrl: server.url, clock, retry: false })
    await expect(
      off.request({ operation: 'op', method: 'GET', path: '/x' }),
    ).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(1)
  })

  it('applies jitter between half and all of the backoff', async () => {
    server = await failing(503, 1)
    const { clock, sleeps } = recordingClock()
    const client = createClient({ baseUrl: server.url, clock: { ...clock, random: () => 0 } })
    await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(sleeps).toEqual([DEFAULT_RETRY.delay / 2])
  })

  it('repeats a failed file-descriptor read once as a plain GET, even on a non-retryable answer', async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { status: 500, body: {} } : { body: { file: { id: 'f' } } },
    )
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    const spec = {
      operation: 'getFileDescriptor',
      method: 'GET' as const,
      path: '/site-media/v1/files/get-file-by-id',
      query: encodeQuery({ fileId: 'f' }),
      retryAnyFailure: true,
    }
    expect(await client.request(spec)).toEqual({ file: { id: 'f' } })
    expect(server.requests.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual([
      'GET /site-media/v1/files/get-file-by-id?fileId=f',
      'GET /site-media/v1/files/get-file-by-id?fileId=f',
    ])
  })
})

describe('a call that repeats any failure (the file fetch of SPEC §7)', () => {
  const spec = {
    operation: 'getFileDescriptor',
    method: 'GET' as const,
    path: '/site-media/v1/files/get-file-by-id',
    retryAnyFailure: true,
  }

  it('repeats a non-transient failure only once, through the retry policy and its hook', async () => {
    server = await startTestServer(() => ({ status: 404, body: { message: 'gone', details: {} } }))
    const { clock, sleeps } = recordingClock()
    const retries: number[] = []
    const client = createClient({
      baseUrl: server.url,
      clock,
      hooks: { onRetry: (ctx) => retries.push(ctx.attempt) },
    })
    await expect(client.request(spec)).rejects.toMatchObject({ status: 404 })
    expect(server.requests).toHaveLength(2)
    expect(sleeps).toEqual([DEFAULT_RETRY.delay])
    expect(retries).toEqual([0])
  })

  it('still repeats transient failures up to the limit, and not at all with retry: false', async () => {
    server = await failing(503, 10)
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    await expect(client.request(spec)).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(1 + DEFAULT_RETRY.limit)
    await expect(client.request(spec, { retry: false })).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(2 + DEFAULT_RETRY.limit)
  })

  it('never repeats an unsafe call', async () => {
    server = await failing(500, 1)
    const client = createClient({ baseUrl: server.url, clock: recordingClock().clock })
    await expect(client.request({ ...spec, method: 'POST' })).rejects.toBeInstanceOf(ServerError)
    expect(server.requests).toHaveLength(1)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds, dates and garbage', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter('1.5', now)).toBe(1500)
    expect(parseRetryAfter(new Date(now + 5000).toUTCString(), now)).toBe(5000)
    expect(parseRetryAfter(new Date(now - 5000).toUTCString(), now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})
