import { StorefrontError, type StorefrontErrorInit } from '../core/errors/storefront-error'

/** Stable codes of the client-side sign-in failures. */
export type OAuthErrorCode =
  | 'MISSING_CODE_OR_STATE'
  | 'INVALID_STATE'
  | 'OAUTH_TIMEOUT'
  | 'THIRD_PARTY_COOKIES_BLOCKED'
  | 'MEMBER_TOKENS_FAILED'
  | 'BROWSER_REQUIRED'
  | 'NOT_TOKEN_AUTH'
  | 'OAUTH_ERROR'
  | (string & {})

/**
 * A sign-in flow failed on the client: a callback without code or state, a state that does not
 * match, a silent login that timed out, a code the server refused. `status` is 0 unless a server
 * answer caused it (then `cause` holds that error).
 *
 * @example
 * ```ts
 * try { await getMemberTokens(client, code, state, oauthData) }
 * catch (error) { if (error instanceof OAuthError && error.code === 'INVALID_STATE') restart() }
 * ```
 */
export class OAuthError extends StorefrontError {
  override name = 'OAuthError'
  declare readonly code: OAuthErrorCode
  constructor(code: OAuthErrorCode, message: string, init: Partial<StorefrontErrorInit> = {}) {
    super({ status: 0, ...init, code, message })
  }
}

/**
 * The silent login could not keep the platform's sign-in cookie because the browser blocks
 * third-party cookies. Fall back to a full-page redirect (`getAuthUrl` with `prompt: 'none'` and
 * the same session token, response mode `query` or `fragment`).
 */
export class ThirdPartyCookiesBlockedError extends OAuthError {
  override name = 'ThirdPartyCookiesBlockedError'
  constructor(message: string) {
    super('THIRD_PARTY_COOKIES_BLOCKED', message)
  }
}
