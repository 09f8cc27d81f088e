/** Retry policy of safe calls. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2. */
  limit?: number
  /** Backoff base in ms; attempt n waits about `delay * 2^n`, with jitter. Default 300. */
  delay?: number
  /** Longest backoff wait in ms. Default 10,000. */
  maxDelay?: number
  /** A `Retry-After` longer than this (ms) is not waited for; the error is thrown. Default 60,000. */
  maxRetryAfter?: number
}

/** Defaults of {@link RetryOptions}. */
export const DEFAULT_RETRY: Required<RetryOptions> = {
  limit: 2,
  delay: 300,
  maxDelay: 10_000,
  maxRetryAfter: 60_000,
}

/**
 * Milliseconds a `Retry-After` value asks for: delta seconds or an HTTP date.
 * Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Exponential backoff with jitter: between half and all of `delay * 2^retry`, capped. */
export function backoff(retry: number, options: Required<RetryOptions>, random: number): number {
  const full = Math.min(options.maxDelay, options.delay * 2 ** retry)
  return Math.round(full / 2 + (full / 2) * random)
}
