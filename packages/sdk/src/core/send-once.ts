import { CONSISTENCY_HEADER, REQUEST_ID_HEADER } from '@storefront-kit/wire/errors'
import type { Clock } from './clock'
import { deadline } from './deadline'
import { createError } from './errors/create-error'
import { NetworkError } from './errors/network-error'
import { StorefrontError } from './errors/storefront-error'
import { TimeoutError } from './errors/timeout-error'
import type { RawBody } from './request-spec'
import { parseRetryAfter } from './retry'

/** What an attempt sends besides its URL. */
export interface AttemptInit {
  method: string
  headers: Record<string, string>
  body: RawBody | undefined
}

type Read<T> = ((response: Response) => Promise<T>) | undefined

/**
 * One attempt: fetch, read, and decide. Success is HTTP 200 with a JSON body, or any 2xx for a
 * spec that reads the answer itself; everything else throws a typed error. An abort by the
 * caller rejects with the signal's own reason, a timeout with a {@link TimeoutError}.
 *
 * The fetch and the reading of its body race one timer and the caller's signal, which also
 * abort the fetch through one controller: a custom `fetch` (or its body) that ignores the signal
 * cannot hold a call past its timeout or the caller's abort. A shared {@link deadline}, and a
 * listener only on a signal the caller gave, cost a fraction of `AbortSignal.timeout` (a timer
 * per call that outlives it), `AbortSignal.any` and a listener per step.
 */
export function sendOnce<T>(
  url: string,
  init: AttemptInit,
  read: Read<T>,
  signal: AbortSignal | undefined,
  timeout: number | false,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fetcher: typeof fetch = fetch,
): Promise<T> {
  const controller = new AbortController()
  // `duplex` lets a stream be the body (Node, Chromium); other bodies ignore it. Every RawBody
  // is a body `fetch` takes; the cast only bridges lib versions' views of ArrayBufferView.
  const sent = { ...init, signal: controller.signal, duplex: 'half' } as RequestInit
  return new Promise<T>((resolve, reject) => {
    const end = () => {
      cancel?.()
      signal?.removeEventListener('abort', abandon)
    }
    // The first of the timeout, the caller's abort and a failure settles the call, and aborts the
    // fetch (and its body) with the same reason.
    const stop = (reason: unknown) => {
      end()
      reject(reason)
      controller.abort(reason)
    }
    const abandon = () => stop(signal?.reason)
    const cancel =
      timeout === false
        ? undefined
        : deadline(timeout, () =>
            stop(
              new TimeoutError({
                message: `No answer within ${timeout} ms`,
                status: 0,
                code: 'TIMEOUT',
                retryable: true,
              }),
            ),
          )
    if (signal?.aborted) return abandon()
    signal?.addEventListener('abort', abandon)
    exchange(url, sent, read, clock, state, fetcher).then(
      (result) => {
        // A response handed to `read` may still be streaming its body, which stays under the
        // timeout and the signal.
        if (!read) end()
        resolve(result)
      },
      (error) =>
        stop(
          error instanceof StorefrontError
            ? error
            : new NetworkError({
                message: `Network error: ${(error as Error)?.message ?? error}`,
                status: 0,
                code: 'NETWORK_ERROR',
                retryable: true,
                cause: error,
              }),
        ),
    )
  })
}

/** The fetch and its answer: the result, or a typed error for an answer that is not one. */
async function exchange<T>(
  url: string,
  init: RequestInit,
  read: Read<T>,
  clock: Clock,
  state: { headers?: Record<string, string> },
  fetcher: typeof fetch,
): Promise<T> {
  const response = await fetcher(url, init)
  const consistency = response.headers.get(CONSISTENCY_HEADER)
  if (consistency) state.headers = { [CONSISTENCY_HEADER]: consistency }
  if (read && response.ok) return await read(response)
  const text = await response.text()
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
