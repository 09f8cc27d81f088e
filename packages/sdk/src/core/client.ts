import type { AuthContext, AuthStrategy } from './auth-strategy'
import { type Clock, systemClock } from './clock'
import { isStorefrontError } from './errors/storefront-error'
import { type CallContext, fire, type Hooks } from './hooks'
import { prepareRequest } from './prepare-request'
import type { CallOptions, RequestSpec } from './request-spec'
import { DEFAULT_RETRY, type RetryOptions, retryDelay } from './retry'
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

export type { CallOptions } from './request-spec'

/** A configured connection to the platform (or the emulator). Pass it to every SDK function. */
export interface Client {
  readonly baseUrl: string
  readonly auth: AuthStrategy | undefined
  /**
   * Sends one operation; area functions call this, so you rarely need to. It also reaches hosts
   * outside the API (an absolute URL), sends raw bodies and reads any answer: see
   * {@link RequestSpec}.
   */
  request<T>(spec: RequestSpec<T>, options?: CallOptions): Promise<T>
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
  const hooks = options.hooks
  const auth = options.auth
  // The consistency token of the last answer, as the header later requests send back.
  const state: { headers?: Record<string, string> } = {}
  const context: AuthContext = { baseUrl, now: () => clock.now(), send: run }

  /** One call: its attempts, retries and renewal; `authed` calls carry credentials and hooks. */
  async function run<T>(spec: RequestSpec<T>, call: CallOptions = {}, authed = false): Promise<T> {
    // Only calls made through `request` have hooks; without hooks, no context is built.
    let ctx: CallContext | false | undefined = authed &&
      hooks && {
        operation: spec.operation,
        method: spec.method,
        url: baseUrl,
        attempt: 0,
      }
    try {
      const timeout = call.timeout ?? options.timeout ?? DEFAULT_TIMEOUT
      const [method, url, body, type, api] = prepareRequest(baseUrl, spec)
      // Hooks see an absolute link only by its origin: such links carry their token.
      const shown = api || !ctx ? url : new URL(url).origin
      // Credentials go only to the API host, and only when the operation does not refuse them.
      const signed = authed && api && spec.auth !== false && auth
      let retries = 0
      let renewed = false
      for (let attempt = 0; ; attempt++) {
        if (ctx) ctx = { ...ctx, method, url: shown, attempt }
        if (ctx) fire(hooks?.onRequest, ctx)
        const credentials = signed ? await signed.headers(context) : undefined
        // Later sources win: the operation's headers over the client's, credentials over all.
        const headers: Record<string, string> = Object.assign(
          type ? { 'content-type': type } : {},
          api && options.headers,
          spec.headers,
          call.headers,
          api && state.headers,
          credentials,
        )
        try {
          // `duplex` lets a stream be the body (Node, Chromium); other bodies ignore it. Every
          // RawBody is a body `fetch` takes; the cast only bridges lib versions' views of
          // ArrayBufferView. `signal: null` holds the place of the attempt's signal, so that
          // setting it keeps the object's shape.
          const init = { method, headers, body, signal: null, duplex: 'half' } as RequestInit & {
            signal: null
          }
          const result = await sendOnce(
            url,
            init,
            spec.read,
            call.signal,
            timeout,
            clock,
            state,
            spec.transport ?? options.fetch,
          )
          if (ctx) fire(hooks?.onSuccess, result, ctx)
          return result
        } catch (error) {
          if (!isStorefrontError(error)) throw error
          if (error.status === 401 && signed && signed.renew && !renewed) {
            renewed = true
            if (await signed.renew(context, credentials ?? {})) continue
          }
          const policy = call.retry ?? options.retry
          const retry = { ...DEFAULT_RETRY, ...policy, ...(policy === false && { limit: 0 }) }
          const delay = retryDelay(error, retries, spec, retry, clock.random?.() ?? Math.random())
          if (delay === undefined) throw error
          retries++
          if (ctx) fire(hooks?.onRetry, { ...ctx, error, delay })
          await clock.sleep(delay, call.signal)
        }
      }
    } catch (error) {
      if (ctx) fire(hooks?.onError, error, ctx)
      throw error
    }
  }

  return { baseUrl, auth, request: (spec, call) => run(spec, call, true) }
}
