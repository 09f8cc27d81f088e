import { type Client, type ClientOptions, createClient } from '@storefront-kit/sdk'

/** Where the back office's server forwards the platform's API (with the owner's key). */
export const API_PREFIX = '/api'

/**
 * The SDK client of the back office in the browser: every call goes to the back office's own
 * server under {@link API_PREFIX}, which checks the session cookie and adds the API key. The
 * browser holds no credential but that HttpOnly cookie, so the client has no auth strategy.
 *
 * @example
 * ```ts
 * const client = createAdminClient(window.location.origin)
 * ```
 */
export function createAdminClient(origin: string, options: ClientOptions = {}): Client {
  return createClient({ baseUrl: `${origin}${API_PREFIX}`, ...options })
}
