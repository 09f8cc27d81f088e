import type { CallOptions, Client } from '../core/client'
import { createRedirectSession } from '../redirects'
import type { Prompt, ResponseMode, TokenResponse, UserInfo } from '../wire'
import type { OAuthData } from './oauth-data'
import { OAuthError } from './oauth-error'
import { tokenAuthOf } from './token-auth'
import { type Tokens, tokensFrom } from './tokens'

/** Options of {@link getAuthUrl}. */
export interface AuthUrlOptions {
  /** `login` (default) shows the login page; `none` answers at once or fails with `login_required`. */
  prompt?: Prompt
  /** How the answer returns: `fragment` (default), `query`, or `web_message` (popup, iframe). */
  responseMode?: ResponseMode
  /** A direct login's session token, for the silent exchange. */
  sessionToken?: string
}

/**
 * The hosted authorization URL for a sign-in (a redirect session with the `auth` intent,
 * PKCE S256 and `offline_access`). Keep `oauthData` (`saveOAuthData`) for the way back.
 *
 * @example
 * ```ts
 * const oauthData = await generateOAuthData(`${location.origin}/callback`, location.href)
 * saveOAuthData(oauthData)
 * location.href = (await getAuthUrl(client, oauthData)).authUrl
 * ```
 */
export async function getAuthUrl(
  client: Client,
  oauthData: OAuthData,
  options: AuthUrlOptions = {},
  callOptions?: CallOptions,
): Promise<{ authUrl: string; authorizationEndpoint: string }> {
  const responseMode = options.responseMode ?? 'fragment'
  const origin = responseMode === 'web_message' ? globalThis.location?.origin : undefined
  const { redirectSession } = await createRedirectSession(
    client,
    {
      auth: {
        authRequest: {
          clientId: tokenAuthOf(client).clientId,
          responseType: 'code',
          ...(oauthData.redirectUri && { redirectUri: oauthData.redirectUri }),
          scope: 'offline_access',
          state: oauthData.state,
          responseMode,
          codeChallenge: oauthData.codeChallenge,
          codeChallengeMethod: 'S256',
          ...(options.sessionToken && { sessionToken: options.sessionToken }),
        },
        prompt: options.prompt ?? 'login',
      },
      ...(origin && origin !== 'null' && { origin }),
    },
    callOptions,
  )
  return {
    authUrl: redirectSession.fullUrl,
    authorizationEndpoint: redirectSession.urlDetails.endpoint,
  }
}

/** What the platform sent back to the redirect URI. */
export interface AuthorizationAnswer {
  code?: string
  state?: string
  error?: string
  errorDescription?: string
}

/**
 * Reads the answer of the hosted authorize page from the callback URL (the fragment by default,
 * or the query string).
 *
 * @example
 * ```ts
 * const { code, state, error } = parseFromUrl()
 * ```
 */
export function parseFromUrl(
  url: string = globalThis.location?.href ?? '',
  responseMode: 'fragment' | 'query' = 'fragment',
): AuthorizationAnswer {
  let params: URLSearchParams
  try {
    const parsed = new URL(url)
    params = new URLSearchParams(responseMode === 'query' ? parsed.search : parsed.hash.slice(1))
  } catch {
    return {}
  }
  const read = (name: string) => params.get(name) ?? undefined
  const answer: AuthorizationAnswer = {}
  for (const [key, name] of [
    ['code', 'code'],
    ['state', 'state'],
    ['error', 'error'],
    ['errorDescription', 'error_description'],
  ] as const) {
    const value = read(name)
    if (value) answer[key] = value
  }
  return answer
}

/**
 * Exchanges the code of the callback for member tokens (the `authorization_code` grant with the
 * PKCE verifier), after checking the callback: both code and state present ('Missing code or
 * _state'), and the state the one sent ('Invalid _state'). The client is signed in afterwards.
 *
 * @example
 * ```ts
 * const { code, state } = parseFromUrl()
 * const oauthData = loadOAuthData()
 * if (oauthData) await getMemberTokens(client, code, state, oauthData)
 * ```
 * @throws OAuthError `MISSING_CODE_OR_STATE`, `INVALID_STATE`, or `MEMBER_TOKENS_FAILED` (with the server's error as `cause`).
 */
export async function getMemberTokens(
  client: Client,
  code: string | undefined,
  state: string | undefined,
  oauthData: OAuthData,
  options?: CallOptions,
): Promise<Tokens> {
  if (!code || !state) throw new OAuthError('MISSING_CODE_OR_STATE', 'Missing code or _state')
  if (state !== oauthData.state) throw new OAuthError('INVALID_STATE', 'Invalid _state')
  const auth = tokenAuthOf(client)
  let response: TokenResponse
  try {
    response = await client.request<TokenResponse>(
      {
        operation: 'token',
        method: 'POST',
        path: '/oauth2/token',
        payload: {
          clientId: auth.clientId,
          grantType: 'authorization_code',
          ...(oauthData.redirectUri && { redirectUri: oauthData.redirectUri }),
          code,
          codeVerifier: oauthData.codeVerifier,
        },
      },
      options,
    )
  } catch (error) {
    const status = (error as { status?: number }).status ?? 0
    throw new OAuthError('MEMBER_TOKENS_FAILED', 'Failed to get member tokens', {
      cause: error,
      status,
    })
  }
  const tokens = tokensFrom(response, 'member', Date.now())
  await auth.setTokens(tokens)
  return tokens
}

/**
 * Whether the client holds a member's tokens (the refresh token's role is `member`).
 *
 * @example
 * ```ts
 * if (!loggedIn(client)) showLoginButton()
 * ```
 */
export function loggedIn(client: Client): boolean {
  return tokenAuthOf(client).loggedIn()
}

/**
 * Signs out: asks for the hosted logout URL (which ends the platform's session and returns to
 * `postFlowUrl`), and clears both tokens — even when that call fails. The next call runs as a
 * new visitor.
 *
 * @example
 * ```ts
 * const { logoutUrl } = await logout(client, { postFlowUrl: location.origin })
 * location.href = logoutUrl
 * ```
 */
export async function logout(
  client: Client,
  input: { postFlowUrl?: string } = {},
  options?: CallOptions,
): Promise<{ logoutUrl: string }> {
  const auth = tokenAuthOf(client)
  try {
    const { redirectSession } = await createRedirectSession(
      client,
      {
        logout: { clientId: auth.clientId },
        ...(input.postFlowUrl && { callbacks: { postFlowUrl: input.postFlowUrl } }),
      },
      options,
    )
    return { logoutUrl: redirectSession.fullUrl }
  } finally {
    await auth.setTokens({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    })
  }
}

/**
 * The signed-in member's OpenID-style profile (`GET /oauth2/user-info`; member token).
 *
 * @example
 * ```ts
 * const { email, givenName } = await getUserInfo(client)
 * ```
 */
export function getUserInfo(client: Client, options?: CallOptions): Promise<UserInfo> {
  return client.request(
    { operation: 'userInfo', method: 'GET', path: '/oauth2/user-info' },
    options,
  )
}
