import { describe, expect, it } from 'vitest'
import { createClient, type Hooks, TimeoutError, visitorAuth } from '../src/index'
import { recordingClock } from './support/test-server'

const spec = { operation: 'op', method: 'GET', path: '/x' } as const

/** A `fetch` that never answers and rejects with its signal's reason once aborted, as fetch does. */
const abortable = (calls: AbortSignal[]) => (_: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal as AbortSignal
    calls.push(signal)
    signal.addEventListener('abort', () => reject(signal.reason))
  })

describe("the call path's one promise per call", () => {
  it('sends at once with a held visitor token, without waiting for a microtask', async () => {
    let sent = 0
    const client = createClient({
      baseUrl: 'http://unused.test',
      fetch: async () => {
        sent++
        return Response.json({ ok: 1 })
      },
      auth: visitorAuth({
        clientId: 'id',
        tokens: {
          accessToken: { value: 'held', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
          refreshToken: { value: 'refresh', role: 'visitor' },
        },
      }),
    })
    const pending = client.request(spec)
    expect(sent).toBe(1)
    expect(await pending).toEqual({ ok: 1 })
  })

  it('retries a timed-out attempt once, although its aborted fetch then fails too', async () => {
    const calls: AbortSignal[] = []
    const retries: number[] = []
    const errors: unknown[] = []
    const hooks: Hooks = {
      onRetry: ({ attempt }) => retries.push(attempt),
      onError: (error) => errors.push(error),
    }
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 20,
      retry: { limit: 1 },
      clock: recordingClock().clock,
      fetch: abortable(calls),
      hooks,
    })
    const error = await client.request(spec).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    // Each attempt failed once for the call (its timeout), not again when its fetch rejected.
    expect(calls).toHaveLength(2)
    expect(calls.every((signal) => signal.aborted)).toBe(true)
    expect(retries).toEqual([0])
    expect(errors).toEqual([error])
  })

  it("ends with the caller's reason, once, when the caller aborts a fetch that then fails", async () => {
    const calls: AbortSignal[] = []
    const errors: unknown[] = []
    const client = createClient({
      baseUrl: 'http://unused.test',
      fetch: abortable(calls),
      hooks: { onError: (error) => errors.push(error) },
    })
    const controller = new AbortController()
    const reason = new Error('user left')
    const pending = client.request(spec, { signal: controller.signal })
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    // A second settle would reach the hooks a microtask later.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toHaveLength(1)
    expect(errors).toEqual([reason])
  })
})
