import { generateCodeChallenge, generateCodeVerifier, generateState, isCodeVerifier } from './pkce'

/**
 * What a redirect sign-in must remember across the redirect: the PKCE verifier and challenge,
 * the state, where the platform sends the answer, and where the shopper was. Plain JSON.
 */
export interface OAuthData {
  state: string
  codeVerifier: string
  codeChallenge: string
  /** Registered redirect URI the answer comes back to (omitted for `web_message`). */
  redirectUri?: string
  /** The page the shopper started from, to return to after sign-in. */
  originalUri?: string
}

/**
 * New PKCE data and state for one sign-in.
 *
 * @example
 * ```ts
 * const oauthData = await generateOAuthData('https://shop.example/callback', location.href)
 * ```
 */
export async function generateOAuthData(
  redirectUri?: string,
  originalUri?: string,
): Promise<OAuthData> {
  const codeVerifier = generateCodeVerifier()
  return {
    state: generateState(),
    codeVerifier,
    codeChallenge: await generateCodeChallenge(codeVerifier),
    ...(redirectUri && { redirectUri }),
    ...(originalUri && { originalUri }),
  }
}

/** Where {@link saveOAuthData} keeps the data: any `Storage`-like object. */
export interface OAuthDataStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Default key of {@link saveOAuthData}. */
export const OAUTH_DATA_KEY = 'storefront-kit.oauth'

const defaultStore = (): OAuthDataStore | undefined => {
  try {
    return globalThis.sessionStorage
  } catch {
    // Access to sessionStorage throws in some privacy modes.
    return undefined
  }
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string'

/** Whether a parsed value is usable OAuth data (a tampered or stale entry is not). */
export function isOAuthData(value: unknown): value is OAuthData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Record<string, unknown>
  return (
    typeof data.state === 'string' &&
    data.state.length > 0 &&
    typeof data.codeVerifier === 'string' &&
    isCodeVerifier(data.codeVerifier) &&
    typeof data.codeChallenge === 'string' &&
    optionalString(data.redirectUri) &&
    optionalString(data.originalUri)
  )
}

/**
 * Keeps OAuth data across the redirect (default: `sessionStorage`, which stays in the tab).
 *
 * @example
 * ```ts
 * saveOAuthData(oauthData)
 * location.href = (await getAuthUrl(client, oauthData)).authUrl
 * ```
 */
export function saveOAuthData(
  data: OAuthData,
  options: { store?: OAuthDataStore; key?: string } = {},
): void {
  const store = options.store ?? defaultStore()
  if (!store) throw new TypeError('No storage for OAuth data: pass options.store')
  store.setItem(options.key ?? OAUTH_DATA_KEY, JSON.stringify(data))
}

/**
 * Reads back what {@link saveOAuthData} kept, and removes it (one sign-in, one use) unless
 * `remove` is false. Null when nothing usable is there.
 *
 * @example
 * ```ts
 * const oauthData = loadOAuthData()
 * if (oauthData) await getMemberTokens(client, code, state, oauthData)
 * ```
 */
export function loadOAuthData(
  options: { store?: OAuthDataStore; key?: string; remove?: boolean } = {},
): OAuthData | null {
  const store = options.store ?? defaultStore()
  const key = options.key ?? OAUTH_DATA_KEY
  const text = store?.getItem(key)
  if (!store || !text) return null
  if (options.remove !== false) store.removeItem(key)
  try {
    const data: unknown = JSON.parse(text)
    return isOAuthData(data) ? data : null
  } catch {
    return null
  }
}
