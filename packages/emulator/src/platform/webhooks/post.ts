import { RECEIVER_DEADLINE_MS } from './schedule'

/** What a receiver answered to one webhook POST. */
export interface PostResult {
  /** HTTP status; 0 when there was no answer. */
  status: number
  latencyMs: number
  /** Why there was no answer: `timeout`, or the connection error's code. */
  error?: string
  /** The start of the answer's body, for tools that show it. */
  answer?: string
}

const ANSWER_CHARS = 200

const reason = (error: unknown, timedOut: boolean): string => {
  if (timedOut) return 'timeout'
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error)
}

/**
 * POSTs a webhook body (the JWT, as text) to a receiver the way the platform does: the answer must
 * arrive within {@link RECEIVER_DEADLINE_MS}; redirects are not followed (only a 200 counts).
 * `stop` aborts it when the emulator closes.
 *
 * @example
 * ```ts
 * const { status, latencyMs } = await postWebhook('http://localhost:3000/webhooks', jwt)
 * ```
 */
export async function postWebhook(
  url: string,
  body: string,
  stop?: AbortSignal,
): Promise<PostResult> {
  const deadline = AbortSignal.timeout(RECEIVER_DEADLINE_MS)
  const signal = stop ? AbortSignal.any([deadline, stop]) : deadline
  const started = performance.now()
  const latency = () => Math.round(performance.now() - started)
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
      redirect: 'manual',
      signal,
    })
    // The answer counts once it is complete: a receiver still streaming at the deadline failed.
    const text = await res.text()
    return { status: res.status, latencyMs: latency(), answer: text.slice(0, ANSWER_CHARS) }
  } catch (error) {
    return { status: 0, latencyMs: latency(), error: reason(error, deadline.aborted) }
  }
}
