import type { StorefrontError } from './errors/storefront-error'

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

/**
 * Milliseconds to wait before repeating a call, or undefined when its error must be thrown: the
 * one retry mechanism. A safe call (a GET, also in its POST fallback form, or one declared
 * idempotent) repeats transient failures up to the limit, and any failure once when it asks
 * (`retryAnyFailure`). It waits what `Retry-After` says, up to `maxRetryAfter`, else an
 * exponential backoff with jitter: between half and all of `delay * 2^retries`, capped.
 */
export function retryDelay(
  error: StorefrontError,
  retries: number,
  spec: { method: string; idempotent?: boolean; retryAnyFailure?: boolean },
  policy: Required<RetryOptions>,
  random: number,
): number | undefined {
  const safe = spec.method === 'GET' || spec.idempotent
  const repeatable = error.retryable || (spec.retryAnyFailure && retries === 0)
  if (!safe || !repeatable || retries >= policy.limit) return undefined
  if (error.retryAfter !== undefined)
    return error.retryAfter <= policy.maxRetryAfter ? error.retryAfter : undefined
  const full = Math.min(policy.maxDelay, policy.delay * 2 ** retries)
  return Math.round(full / 2 + (full / 2) * random)
}
