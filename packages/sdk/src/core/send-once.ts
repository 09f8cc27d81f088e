import { CONSISTENCY_HEADER, REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { TimeoutError } from './errors/timeout-error'
import type { PreparedRequest } from './prepare-request'
import { parseRetryAfter } from './retry'

/**
 * `work`, or a rejection as soon as `signal` aborts: a custom `fetch` (or its body) that ignores
 * the signal cannot hold the call past its timeout or the caller's abort.
 */
const settleBy = <T>(work: Promise<T>, signal?: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal?.reason)
    signal?.aborted ? abort() : signal?.addEventListener('abort', abort)
    work.then(resolve, reject).finally(() => signal?.removeEventListener('abort', abort))
  })

/**
 * One attempt: fetch, read, and decide. Only HTTP 200 with a JSON body is success; everything
 * else throws a typed error. An abort by the caller rejects with the signal's own reason.
 */
export async function sendOnce(
  req: PreparedRequest,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  timeout: number | false,
  clock: Clock,
  state: { consistency?: string },
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  const deadline = timeout === false ? undefined : AbortSignal.timeout(timeout)
  // Combining signals costs more than the rest of the attempt; only do it when both exist.
  const combined = signal && deadline ? AbortSignal.any([signal, deadline]) : (signal ?? deadline)
  try {
    const response = await settleBy(
      fetcher(req.url, { method: req.method, headers, body: req.body, signal: combined }),
      combined,
    )
    const text = await settleBy(response.text(), combined)
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
    const consistency = response.headers.get(CONSISTENCY_HEADER)
    if (consistency) state.consistency = consistency
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {}
    if (response.status === 200 && body !== undefined) return body
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
