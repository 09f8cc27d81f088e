import type { AuthStrategy } from '../core/auth-strategy'

/** Options of {@link apiKeyAuth}. */
export interface ApiKeyAuthOptions {
  /** The site owner's or app's API key. Keep it on the server. */
  apiKey: string
  /** Site id for site-level APIs (every area of this SDK). */
  siteId?: string
  /** Account id for account-level APIs. */
  accountId?: string
}

/**
 * Authenticates as the site owner or an app with an API key (administrative calls).
 * Never ship an API key to a browser.
 *
 * @example
 * ```ts
 * const admin = createClient({ auth: apiKeyAuth({ apiKey: process.env.API_KEY!, siteId }) })
 * ```
 */
export function apiKeyAuth(options: ApiKeyAuthOptions): AuthStrategy {
  const headers: Record<string, string> = { authorization: options.apiKey }
  if (options.siteId) headers['wix-site-id'] = options.siteId
  if (options.accountId) headers['wix-account-id'] = options.accountId
  return { headers: async () => headers }
}
