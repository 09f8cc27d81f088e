import { REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { parseRetryAfter } from './retry'

/**
 * What an answer read as `text` stands for: its JSON when it is HTTP 200 with a JSON body, else
 * the typed error it is, thrown (with the request id, and for a 429 or 503 its `Retry-After`).
 * The attempt awaits the fetch and the body itself and calls this in between: an async function
 * of its own here cost each call a promise and a frame more.
 *
 * @example
 * ```ts
 * const response = await fetch(url)
 * const body = answer<{ cart: Cart }>(response, await response.text(), systemClock)
 * ```
 */
export function answer<T>(response: Response, text: string, clock: Clock): T {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {}
  if (response.status === 200 && body !== undefined) return body as T
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
}

/**
 * The typed error an attempt ends with: a {@link StorefrontError} as it is, anything else the
 * fetch or the reading of the body threw as a {@link NetworkError} that keeps it as its cause.
 *
 * @example
 * ```ts
 * failure(new TypeError('fetch failed')).code // 'NETWORK_ERROR'
 * ```
 */
export function failure(error: unknown): StorefrontError {
  return error instanceof StorefrontError
    ? error
    : new NetworkError({
        message: `Network error: ${(error as Error)?.message ?? error}`,
        status: 0,
        code: 'NETWORK_ERROR',
        retryable: true,
        cause: error,
      })
}
