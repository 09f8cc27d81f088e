import { CONSISTENCY_HEADER, REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { parseRetryAfter } from './retry'

/**
 * The fetch of one attempt and its answer: `done` with the result, or `fail` with a typed error
 * (for an answer that is not one, or a {@link NetworkError} for what the fetch threw). Success is
 * HTTP 200 with a JSON body, or any 2xx when `read` reads the answer. Settling the call from
 * here, rather than from a reaction to this function's promise, saves each call a microtask.
 *
 * @example
 * ```ts
 * exchange(url, { method: 'GET' }, undefined, systemClock, {}, console.error, console.log)
 * ```
 */
export async function exchange<T>(
  url: string,
  init: RequestInit,
  read: ((response: Response) => Promise<T>) | undefined,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fail: (error: unknown) => void,
  done: (result: T) => void,
  // The global `fetch` is read at call time: a page or test may replace it after import.
  fetcher: typeof fetch = fetch,
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
