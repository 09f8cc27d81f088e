import { CONSISTENCY_HEADER } from '@storefront-kit/wire/errors'
import type { AuthContext, AuthStrategy } from './auth-strategy'
import { type Clock, systemClock } from './clock'
import { isStorefrontError, type StorefrontError } from './errors/storefront-error'
import { type CallContext, fire, type Hooks } from './hooks'
import { type PreparedRequest, prepareRequest } from './prepare-request'
import type { RequestSpec } from './request-spec'
import { backoff, DEFAULT_RETRY, type RetryOptions } from './retry'
import { sendOnce } from './send-once'

/** The platform's public API host. */
export const DEFAULT_BASE_URL = 'https://www.wixapis.com'

/** Default time allowed for one attempt of a call, in ms. */
export const DEFAULT_TIMEOUT = 30_000

/** Options of {@link createClient}. All are optional. */
export interface ClientOptions {
  /** API host; point it at the emulator for local work. Default: the platform's public host. */
  baseUrl?: string
  /** How calls authenticate: {@link visitorAuth}, {@link apiKeyAuth} or your own. */
  auth?: AuthStrategy
  /** `fetch` to use (tests, proxies, edge runtimes). Default: the global `fetch`. */
  fetch?: typeof fetch
  /** Headers added to every request. */
  headers?: Record<string, string>
  /** Side-effect hooks; they observe and never change an outcome. */
  hooks?: Hooks
  /** Retry policy for safe calls, or `false` for none. */
  retry?: RetryOptions | false
  /** Milliseconds one attempt may take, or `false` for no limit. Default 30,000. */
  timeout?: number | false
  /** Time source (tests and simulations). Default: the system clock. */
  clock?: Clock
}

/** Options of a single call. */
export interface CallOptions {
  /** Aborts the call, including retry waits; the call rejects with the signal's reason. */
  signal?: AbortSignal
  /** Milliseconds one attempt may take, or `false`; overrides the client's value. */
  timeout?: number | false
  /** Headers added to this call's requests. */
  headers?: Record<string, string>
  /** Retry policy for this call, or `false`; overrides the client's value. */
  retry?: RetryOptions | false
}

/** A configured connection to the platform (or the emulator). Pass it to every SDK function. */
export interface Client {
  readonly baseUrl: string
  readonly auth: AuthStrategy | undefined
  /** Sends one platform operation; area functions call this, so you rarely need to. */
  request<T>(spec: RequestSpec, options?: CallOptions): Promise<T>
}

/**
 * Creates a client.
 *
 * @example
 * ```ts
 * import { createClient, visitorAuth } from '@storefront-kit/sdk'
 * const client = createClient({ auth: visitorAuth({ clientId: 'my-client-id' }) })
 * ```
 */
export function createClient(options: ClientOptions = {}): Client {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')
  const clock = options.clock ?? systemClock
  const hooks = options.hooks ?? {}
  const auth = options.auth
  const state: { consistency?: string } = {}
  const context: AuthContext = {
    baseUrl,
    now: () => clock.now(),
    send: (spec, callOptions) => run(prepareRequest(baseUrl, spec), callOptions ?? {}, false),
  }

  async function run<T>(
    req: PreparedRequest,
    call: CallOptions,
    authed: boolean,
    seen: { ctx?: CallContext } = {},
  ): Promise<T> {
    const policy = call.retry ?? options.retry
    const retry = { ...DEFAULT_RETRY, ...policy, ...(policy === false && { limit: 0 }) }
    const timeout = call.timeout ?? options.timeout ?? DEFAULT_TIMEOUT
    let retries = 0
    let renewed = false
    let repeated = false
    for (let attempt = 0; ; attempt++) {
      const ctx: CallContext = {
        operation: req.operation,
        method: req.method,
        url: req.url,
        attempt,
      }
      seen.ctx = ctx
      if (authed) fire(hooks.onRequest, ctx)
      const credentials = authed && auth ? await auth.headers(context) : {}
      const headers: Record<string, string> = {
        ...(req.body !== undefined && { 'content-type': 'application/json' }),
        ...options.headers,
        ...call.headers,
        ...(state.consistency && { [CONSISTENCY_HEADER]: state.consistency }),
        ...credentials,
      }
      try {
        return (await sendOnce(
          req,
          headers,
          call.signal,
          timeout,
          clock,
          state,
          options.fetch,
        )) as T
      } catch (error) {
        if (!isStorefrontError(error)) throw error
        if (error.status === 401 && authed && auth?.renew && !renewed) {
          renewed = true
          if (await auth.renew(context, credentials)) continue
        }
        if (req.repeatOnFailure && !repeated) {
          repeated = true
          continue
        }
        const delay = retryDelay(error, retries, req.safe, retry, clock)
        if (delay === undefined) throw error
        retries++
        if (authed) fire(hooks.onRetry, { ...ctx, error, delay })
        await clock.sleep(delay, call.signal)
      }
    }
  }

  return {
    baseUrl,
    auth,
    async request<T>(spec: RequestSpec, call: CallOptions = {}): Promise<T> {
      const seen: { ctx?: CallContext } = {}
      const fallback = { operation: spec.operation, method: spec.method, url: baseUrl, attempt: 0 }
      try {
        const result = await run<T>(prepareRequest(baseUrl, spec), call, true, seen)
        fire(hooks.onSuccess, result, seen.ctx ?? fallback)
        return result
      } catch (error) {
        fire(hooks.onError, error, seen.ctx ?? fallback)
        throw error
      }
    },
  }
}

/** Milliseconds to wait before repeating, or undefined when the error must be thrown. */
function retryDelay(
  error: StorefrontError,
  retries: number,
  safe: boolean,
  retry: Required<RetryOptions>,
  clock: Clock,
): number | undefined {
  if (!safe || !error.retryable || retries >= retry.limit) return undefined
  if (error.retryAfter !== undefined)
    return error.retryAfter <= retry.maxRetryAfter ? error.retryAfter : undefined
  return backoff(retries, retry, clock.random?.() ?? Math.random())
}
