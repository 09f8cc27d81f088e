import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, TimeoutError } from '../src/index'
import { recordingClock, startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

describe('timeout and abort', () => {
  it('throws a TimeoutError when an attempt takes longer than the timeout', async () => {
    server = await startTestServer(() => ({ delay: 2000, body: {} }))
    const client = createClient({ baseUrl: server.url, timeout: 50, retry: false })
    const error = await client
      .request({ operation: 'op', method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', retryable: true })
  })

  it('lets a per-call timeout override the client one', async () => {
    server = await startTestServer(() => ({ delay: 150, body: { ok: 1 } }))
    const client = createClient({ baseUrl: server.url, timeout: 50, retry: false })
    expect(
      await client.request({ operation: 'op', method: 'GET', path: '/x' }, { timeout: 5000 }),
    ).toEqual({ ok: 1 })
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/x' }),
    ).rejects.toBeInstanceOf(TimeoutError)
  })

  it('retries a timed-out safe call with a fresh attempt', async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { delay: 10_000, body: {} } : { body: { ok: 2 } },
    )
    // The timeout must outlast a fast answer on a loaded machine, yet end the held first attempt.
    const client = createClient({
      baseUrl: server.url,
      timeout: 1500,
      clock: recordingClock().clock,
    })
    expect(await client.request({ operation: 'op', method: 'GET', path: '/x' })).toEqual({ ok: 2 })
    expect(server.requests).toHaveLength(2)
  })

  it('rejects with the signal reason when the caller aborts mid-flight', async () => {
    server = await startTestServer(() => ({ delay: 2000, body: {} }))
    const client = createClient({ baseUrl: server.url })
    const controller = new AbortController()
    const pending = client.request(
      { operation: 'op', method: 'GET', path: '/x' },
      { signal: controller.signal },
    )
    // Abort once the server holds the request (a fixed delay could fire before it is sent).
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    controller.abort(new Error('user left'))
    await expect(pending).rejects.toThrow('user left')
    expect(server.requests).toHaveLength(1)
  })

  it('does not send anything for an already aborted signal', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    const signal = AbortSignal.abort(new Error('too late'))
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/x' }, { signal }),
    ).rejects.toThrow('too late')
    expect(server.requests).toHaveLength(0)
  })

  it('stops waiting between retries when aborted', async () => {
    server = await startTestServer(() => ({
      status: 503,
      headers: { 'retry-after': '30' },
      body: {},
    }))
    const client = createClient({ baseUrl: server.url })
    const controller = new AbortController()
    const started = Date.now()
    const pending = client.request(
      { operation: 'op', method: 'GET', path: '/x' },
      { signal: controller.signal },
    )
    setTimeout(() => controller.abort(new Error('stop')), 50)
    await expect(pending).rejects.toThrow('stop')
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(server.requests).toHaveLength(1)
  })

  it('times out even when a custom fetch ignores the signal and never settles', async () => {
    let calls = 0
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 50,
      retry: false,
      fetch: () => {
        calls++
        return new Promise<Response>(() => {})
      },
    })
    const error = await client
      .request({ operation: 'op', method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true })
    expect(calls).toBe(1)
  })

  it('times out when the body of such a fetch never ends', async () => {
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 50,
      retry: false,
      fetch: async () => new Response(new ReadableStream({ start() {} }), { status: 200 }),
    })
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/x' }),
    ).rejects.toBeInstanceOf(TimeoutError)
  })

  it('retries a safe call whose fetch never settled, with a fresh attempt', async () => {
    let calls = 0
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 50,
      clock: recordingClock().clock,
      fetch: async () =>
        ++calls === 1 ? new Promise<Response>(() => {}) : Response.json({ ok: calls }),
    })
    expect(await client.request({ operation: 'op', method: 'GET', path: '/x' })).toEqual({ ok: 2 })
  })

  it('rejects with the reason when the caller aborts a fetch that ignores the signal', async () => {
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: false,
      fetch: () => new Promise<Response>(() => {}),
    })
    const controller = new AbortController()
    const pending = client.request(
      { operation: 'op', method: 'GET', path: '/x' },
      { signal: controller.signal },
    )
    controller.abort(new Error('user left'))
    await expect(pending).rejects.toThrow('user left')
  })
})
