import type { StorefrontError } from './errors/storefront-error'
import type { HttpMethod } from './request-spec'

/** What hooks learn about a call. Never holds headers, so never a token. */
export interface CallContext {
  operation: string
  method: HttpMethod
  /**
   * Full URL of an API call (API tokens never travel in URLs); only the origin of an absolute
   * link, whose query or path may hold a token.
   */
  url: string
  /** 0 for the first attempt, then 1, 2, ... */
  attempt: number
}

/**
 * Side-effect hooks of a client. They observe; they never change an outcome. A hook that throws
 * or rejects is ignored, and the call still returns or rethrows exactly what it would have.
 */
export interface Hooks {
  /** Before every attempt (including retries). */
  onRequest?: (context: CallContext) => void
  /** Before waiting `delay` ms to retry after `error`. */
  onRetry?: (context: CallContext & { error: StorefrontError; delay: number }) => void
  /** Once per call, with the result the caller receives. */
  onSuccess?: (result: unknown, context: CallContext) => void
  /** Once per call, with the error the caller receives. */
  onError?: (error: unknown, context: CallContext) => void
}

/** Calls a hook so that nothing it does can reach the caller. */
export function fire<A extends unknown[]>(hook: ((...args: A) => unknown) | undefined, ...args: A) {
  try {
    const outcome = hook?.(...args)
    if (outcome instanceof Promise) outcome.catch(() => {})
  } catch {}
}
