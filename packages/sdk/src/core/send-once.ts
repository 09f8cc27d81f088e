import { CONSISTENCY_HEADER, REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { TimeoutError } from './errors/timeout-error'
import type { RawBody } from './request-spec'
import { parseRetryAfter } from './retry'
import { settleBy } from './settle-by'

/**
 * One attempt: fetch, read, and decide. Success is HTTP 200 with a JSON body, or any 2xx for a
 * spec that reads the answer itself; everything else throws a typed error. An abort by the
 * caller rejects with the signal's own reason.
 */
export async function sendOnce<T>(
  url: string,
  init: { method: string; headers: Record<string, string>; body: RawBody | undefined },
  read: ((response: Response) => Promise<T>) | undefined,
  signal: AbortSignal | undefined,
  timeout: number | false,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fetcher: typeof fetch = fetch,
): Promise<T> {
  const deadline = timeout === false ? undefined : AbortSignal.timeout(timeout)
  // Combining signals costs more than the rest of the attempt; only do it when both exist.
  const combined = signal && deadline ? AbortSignal.any([signal, deadline]) : (signal ?? deadline)
  try {
    // `duplex` lets a stream be the body (Node, Chromium); other bodies ignore it. Every RawBody
    // is a body `fetch` takes; the cast only bridges lib versions' views of ArrayBufferView.
    const sent = { ...init, signal: combined, duplex: 'half' } as RequestInit
    const response = await settleBy(fetcher(url, sent), combined)
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
    const consistency = response.headers.get(CONSISTENCY_HEADER)
    if (consistency) state.headers = { [CONSISTENCY_HEADER]: consistency }
    if (read && response.ok) return await settleBy(read(response), combined)
    const text = await settleBy(response.text(), combined)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {}
    if (response.status === 200 && body !== undefined) return body as T
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
    if (signal?.aborted) throw signal.reason
    if (deadline?.aborted)
      throw new TimeoutError({
        message: `No answer within ${timeout} ms`,
        status: 0,
        code: 'TIMEOUT',
        retryable: true,
      })
    if (error instanceof StorefrontError) throw error
    throw new NetworkError({
      message: `Network error: ${(error as Error)?.message ?? error}`,
      status: 0,
      code: 'NETWORK_ERROR',
      retryable: true,
      cause: error,
    })
  }
}
