import { CONSISTENCY_HEADER } from '@storefront-kit/wire/errors'
import type { AuthContext, AuthStrategy } from './auth-strategy'
import { type Clock, systemClock } from './clock'
import { clearDeadline, deadline } from './deadline'
import { isStorefrontError } from './errors/storefront-error'
import { TimeoutError } from './errors/timeout-error'
import { answer, failure } from './exchange'
import { type CallContext, fire, type Hooks } from './hooks'
import { prepareRequest } from './prepare-request'
import type { CallOptions, RequestSpec } from './request-spec'
import { DEFAULT_RETRY, type RetryOptions, retryDelay } from './retry'

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

  /**
   * One call: its attempts, retries and renewal; `authed` calls carry credentials and hooks. The
   * call has one promise, which its attempt settles directly: an async function awaiting a
   * promise per attempt cost each call a promise and a microtask more.
   */
  function run<T>(spec: RequestSpec<T>, call: CallOptions = {}, authed = false): Promise<T> {
    let attempt = 0
    // Only calls made through `request` have hooks; without hooks, no context is built.
    let ctx: CallContext | false | undefined = authed &&
      hooks && { operation: spec.operation, method: spec.method, url: baseUrl, attempt }
    return new Promise<T>((resolve, reject) => {
      const fail = (error: unknown) => {
        if (ctx) fire((hooks as Hooks).onError, error, ctx)
        reject(error)
      }
      try {
        const timeout = call.timeout ?? options.timeout ?? DEFAULT_TIMEOUT
        const [method, url, body, type, api] = prepareRequest(baseUrl, spec)
        // Hooks see an absolute link only by its origin: such links carry their token.
        const shown = api || !ctx ? url : new URL(url).origin
        // Credentials go only to the API host, and only when the operation does not refuse them.
        const signed = authed && api && spec.auth !== false ? auth : undefined
        let retries = 0
        let renewed = false
        const signal = call.signal
        // One attempt. Its fetch, and the reading of the body, race one deadline and the
        // caller's signal, which also abort the fetch through one controller: a custom `fetch`
        // (or its body) that ignores the signal cannot hold a call past its timeout or the
        // caller's abort. A shared deadline, and a listener only on a signal the caller gave,
        // cost a fraction of `AbortSignal.timeout` (a timer per call that outlives it),
        // `AbortSignal.any` (several times a listener) and a listener per step.
        const send = async (credentials?: Record<string, string>) => {
          const controller = new AbortController()
          let open = true
          const end = () => {
            if (pending) clearDeadline(pending)
            signal?.removeEventListener('abort', abandon)
          }
          // The first of the deadline (called without a reason), the caller's abort and a
          // failure ends the attempt, and aborts the fetch (and its body) with the same reason.
          const stop = (
            reason: unknown = new TimeoutError({
              message: `No answer within ${timeout} ms`,
              status: 0,
              code: 'TIMEOUT',
              retryable: true,
            }),
          ) => {
            end()
            if (open) {
              // Closed before the abort, whose listeners may end the fetch at once.
              open = false
              controller.abort(reason)
              again(reason, credentials).catch(fail)
            } else controller.abort(reason)
          }
          const abandon = () => stop(signal?.reason)
          const pending = timeout !== false && deadline(timeout, stop)
          if (signal?.aborted) return abandon()
          signal?.addEventListener('abort', abandon)
          // `duplex` lets a stream be the body (Node, Chromium); other bodies ignore it. Every
          // RawBody is a body `fetch` takes; the cast only bridges lib versions' views of
          // ArrayBufferView. Later header sources win: the operation's headers over the
          // client's, credentials over all.
          const init = {
            method,
            headers: Object.assign(
              type ? { 'content-type': type } : {},
              api && options.headers,
              spec.headers,
              call.headers,
              api && state.headers,
              credentials,
            ),
            body,
            signal: controller.signal,
            duplex: 'half',
          } as RequestInit
          try {
            // The global `fetch` is read at call time: a page or test may replace it after import.
            const response = await (spec.transport ?? options.fetch ?? fetch)(url, init)
            const consistency = response.headers.get(CONSISTENCY_HEADER)
            if (consistency) state.headers = { [CONSISTENCY_HEADER]: consistency }
            // Success is HTTP 200 with a JSON body, or any 2xx when `read` reads the answer.
            const result =
              spec.read && response.ok
                ? await spec.read(response)
                : answer<T>(response, await response.text(), clock)
            // A response handed to `read` may still be streaming its body, which stays under
            // the deadline and the signal.
            if (!spec.read) end()
            if (open) {
              open = false
              if (ctx) fire((hooks as Hooks).onSuccess, result, ctx)
              resolve(result)
            }
          } catch (error) {
            stop(failure(error))
          }
        }
        const start = () => {
          if (ctx) ctx = { ...ctx, method, url: shown, attempt }
          if (ctx) fire((hooks as Hooks).onRequest, ctx)
          const credentials = signed?.headers(context)
          // Held credentials come as they are: the attempt then starts without a microtask.
          credentials instanceof Promise ? credentials.then(send, fail) : send(credentials)
        }
        // After a failed attempt: the next one, or a throw of the error that ends the call.
        const again = async (error: unknown, credentials?: Record<string, string>) => {
          if (!isStorefrontError(error)) throw error
          attempt++
          if (error.status === 401 && signed?.renew && !renewed) {
            renewed = true
            if (await signed.renew(context, credentials ?? {})) return start()
          }
          const policy = call.retry ?? options.retry
          const retry = { ...DEFAULT_RETRY, ...policy, ...(policy === false && { limit: 0 }) }
          const delay = retryDelay(error, retries, spec, retry, clock.random?.() ?? Math.random())
          if (delay === undefined) throw error
          retries++
          if (ctx) fire((hooks as Hooks).onRetry, { ...ctx, error, delay })
          await clock.sleep(delay, signal)
          start()
        }
        start()
      } catch (error) {
        fail(error)
      }
    })
  }

  return { baseUrl, auth, request: (spec, call) => run(spec, call, true) }
}
