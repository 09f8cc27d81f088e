import type { CallOptions, RequestSpec } from './request-spec'

/**
 * What an auth strategy may use from the client it serves. The client (core) defines this seam;
 * the strategies in `auth/` implement it, so core never imports them.
 */
export interface AuthContext {
  /** The client's base URL. */
  readonly baseUrl: string
  /** Milliseconds since the epoch, from the client's clock. */
  now(): number
  /** Sends a request with the client's transport but without auth and without hooks (token calls). */
  send<T>(spec: RequestSpec<T>, options?: CallOptions): Promise<T>
}

/**
 * How a client authenticates its calls. {@link visitorAuth} and {@link apiKeyAuth} implement it;
 * write your own for other schemes.
 *
 * @example
 * ```ts
 * const bearer: AuthStrategy = { headers: async () => ({ authorization: `Bearer ${token}` }) }
 * const client = createClient({ auth: bearer })
 * ```
 */
export interface AuthStrategy {
  /**
   * Headers for the next attempt of a call (e.g. `Authorization`). Return them as they are when
   * they are at hand (a held token), and a promise only when they must be fetched: the attempt
   * then starts without waiting a microtask.
   */
  headers(context: AuthContext): Record<string, string> | Promise<Record<string, string>>
  /**
   * After a 401 answer to a request sent with `rejected` headers: renew the credentials and
   * resolve `true` to have the call repeated once, or `false` to let the 401 through.
   */
  renew?(context: AuthContext, rejected: Record<string, string>): Promise<boolean>
}
