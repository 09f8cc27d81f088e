import { CONSISTENCY_HEADER, REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { clearDeadline, type Deadline, deadline } from './deadline'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { TimeoutError } from './errors/timeout-error'
import { parseRetryAfter } from './retry'

type Read<T> = ((response: Response) => Promise<T>) | undefined

/**
 * One attempt: fetch, read, and decide. Success is HTTP 200 with a JSON body, or any 2xx for a
 * spec that reads the answer itself; everything else throws a typed error. An abort by the
 * caller rejects with the signal's own reason, a timeout with a {@link TimeoutError}. `init` is
 * the attempt's own: its `signal` is set here.
 *
 * The fetch and the reading of its body race one timer and the caller's signal, which also
 * abort the fetch through one controller: a custom `fetch` (or its body) that ignores the signal
 * cannot hold a call past its timeout or the caller's abort. A shared {@link deadline}, and a
 * listener only on a signal the caller gave, cost a fraction of `AbortSignal.timeout` (a timer
 * per call that outlives it), `AbortSignal.any` and a listener per step.
 */
export function sendOnce<T>(
  url: string,
  init: RequestInit & { signal: AbortSignal | null },
  read: Read<T>,
  signal: AbortSignal | undefined,
  timeout: number | false,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fetcher: typeof fetch = fetch,
): Promise<T> {
  const controller = new AbortController()
  init.signal = controller.signal
  return new Promise<T>((resolve, reject) => {
    const end = () => {
      if (pending) clearDeadline(pending)
      signal?.removeEventListener('abort', abandon)
    }
    // The first of the timeout (called without a reason), the caller's abort and a failure
    // settles the call, and aborts the fetch (and its body) with the same reason.
    const stop = (
      reason: unknown = new TimeoutError({
        message: `No answer within ${timeout} ms`,
        status: 0,
        code: 'TIMEOUT',
        retryable: true,
      }),
    ) => {
      end()
      reject(reason)
      controller.abort(reason)
    }
    const abandon = () => stop(signal?.reason)
    const pending: Deadline | false = timeout !== false && deadline(timeout, stop)
    if (signal?.aborted) return abandon()
    signal?.addEventListener('abort', abandon)
    exchange(url, init, read, clock, state, fetcher, stop, (result) => {
      // A response handed to `read` may still be streaming its body, which stays under the
      // timeout and the signal.
      if (!read) end()
      resolve(result)
    })
  })
}

/**
 * The fetch and its answer: `done` with the result, or `fail` with a typed error (for an answer
 * that is not one, or a {@link NetworkError} for what the fetch threw). Settling the call from
 * here, rather than from a reaction to this function's promise, saves each call a microtask.
 */
async function exchange<T>(
  url: string,
  init: RequestInit,
  read: Read<T>,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fetcher: typeof fetch,
  fail: (error: unknown) => void,
  done: (result: T) => void,
): Promise<void> {
  try {
    const response = await fetcher(url, init)
    const consistency = response.headers.get(CONSISTENCY_HEADER)
    if (consistency) state.headers = { [CONSISTENCY_HEADER]: consistency }
    if (read && response.ok) return done(await read(response))
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {}
    if (response.status === 200 && body !== undefined) return done(body as T)
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
    if (response.ok)
      throw new StorefrontError({
        message: `Unexpected answer: HTTP ${response.status} without a JSON body`,
        status: response.status,
        code: 'UNEXPECTED_RESPONSE',
        requestId,
      })
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), clock.now())
    throw createError(response.status, response.statusText, body, requestId, retryAfter)
  } catch (error) {
    fail(
      error instanceof StorefrontError
        ? error
        : new NetworkError({
            message: `Network error: ${(error as Error)?.message ?? error}`,
            status: 0,
            code: 'NETWORK_ERROR',
            retryable: true,
            cause: error,
          }),
    )
  }
}
