import { crossTabLock } from './cross-tab-lock'
import { parseTokens } from './token-codec'
import type { TokenLock, TokenStorage, Tokens } from './tokens'

/** Options of {@link cookieStorage} and {@link tokensCookie}. */
export interface CookieStorageOptions {
  /** Cookie name. Default `storefront-kit-tokens`. */
  name?: string
  /** Days the cookie lives. Default 30. */
  days?: number
  /** `Secure` attribute. Default: true except on `http:` pages (local development). */
  secure?: boolean
  /** `SameSite` attribute. Default `Lax`. */
  sameSite?: 'Strict' | 'Lax' | 'None'
  path?: string
  domain?: string
  /** The document whose cookies to use. Default: the global `document`. */
  document?: Pick<Document, 'cookie'>
  /** Lock for renewals. Default: {@link crossTabLock} on the cookie name. */
  lock?: TokenLock
}

/** Default cookie name of {@link cookieStorage}. */
export const TOKENS_COOKIE = 'storefront-kit-tokens'

/**
 * The `Set-Cookie`/`document.cookie` text that stores tokens (or, for null, deletes them) —
 * usable on a server to hand tokens to the browser.
 *
 * @example
 * ```ts
 * response.headers.append('set-cookie', tokensCookie(await auth.getTokens(), { days: 7 }))
 * ```
 */
export function tokensCookie(tokens: Tokens | null, options: CookieStorageOptions = {}): string {
  const days = tokens ? (options.days ?? 30) : -1
  const secure = options.secure ?? globalThis.location?.protocol !== 'http:'
  const sameSite = options.sameSite ?? 'Lax'
  return [
    `${options.name ?? TOKENS_COOKIE}=${tokens ? encodeURIComponent(JSON.stringify(tokens)) : ''}`,
    `Max-Age=${Math.round(days * 86_400)}`,
    `Path=${options.path ?? '/'}`,
    options.domain && `Domain=${options.domain}`,
    `SameSite=${sameSite}`,
    (secure || sameSite === 'None') && 'Secure',
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * Tokens from a `Cookie` header (or `document.cookie`), or null.
 *
 * @example
 * ```ts
 * const tokens = tokensFromCookies(request.headers.get('cookie'))
 * ```
 */
export function tokensFromCookies(
  cookies: string | null | undefined,
  name = TOKENS_COOKIE,
): Tokens | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return parseTokens(decodeURIComponent(value.join('=')))
    } catch {
      return null
    }
  }
  return null
}

/**
 * Keeps tokens in a cookie (expiry in days, `Secure`, `SameSite`), readable by the site's server
 * for server rendering, shared by the site's tabs (renewals under one lock). Not `HttpOnly`: the
 * SDK in the page must read it.
 *
 * @example
 * ```ts
 * const storage = cookieStorage({ days: 14, sameSite: 'Lax' })
 * const client = createClient({ auth: visitorAuth({ clientId, storage }) })
 * ```
 */
export function cookieStorage(options: CookieStorageOptions = {}): TokenStorage {
  const name = options.name ?? TOKENS_COOKIE
  const doc = () => options.document ?? globalThis.document
  return {
    get: () => tokensFromCookies(doc()?.cookie, name),
    set: (tokens) => {
      const target = doc()
      if (target) target.cookie = tokensCookie(tokens, options)
    },
    lock: options.lock ?? crossTabLock(name),
  }
}
