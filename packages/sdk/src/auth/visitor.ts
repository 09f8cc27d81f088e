import type { AuthContext, AuthStrategy } from '../core/auth-strategy'
import { isStorefrontError } from '../core/errors/storefront-error'
import type { TokenRequest, TokenResponse } from '../wire'
import {
  isAccessTokenValid,
  memoryStorage,
  type TokenRole,
  type TokenStorage,
  type Tokens,
  tokensFrom,
} from './tokens'

/** Options of {@link visitorAuth}. */
export interface VisitorAuthOptions {
  /** The headless OAuth client id of the site. */
  clientId: string
  /** Tokens to start from (e.g. handed over from a server render); used while valid. */
  tokens?: Tokens
  /** Where tokens persist. Default: memory. */
  storage?: TokenStorage
}

/** The visitor token strategy, with access to the tokens it holds. */
export interface VisitorAuth extends AuthStrategy {
  readonly clientId: string
  /** Tokens currently held (loading them from storage first); no network call. */
  getTokens(): Promise<Tokens | null>
  /** Replaces the held tokens (and stores them); `null` forgets them. */
  setTokens(tokens: Tokens | null): Promise<void>
  /** Valid tokens, renewing them if needed (supplied → refresh → new anonymous visitor). */
  generateVisitorTokens(context: AuthContext): Promise<Tokens>
  /** True only when the held refresh token belongs to a member. */
  loggedIn(): boolean
}

/**
 * Anonymous visitor tokens (SPEC §4): an access token is obtained with the `anonymous` grant and
 * renewed when empty or expired, trying the supplied tokens, then the refresh token, then a new
 * anonymous visitor. Concurrent calls share one token request; a call answered 401 renews once
 * and is repeated.
 *
 * @example
 * ```ts
 * const client = createClient({ auth: visitorAuth({ clientId: 'my-client-id' }) })
 * ```
 */
export function visitorAuth(options: VisitorAuthOptions): VisitorAuth {
  const { clientId } = options
  const storage = options.storage ?? memoryStorage()
  let current: Tokens | null = options.tokens ?? null
  let loaded = !!options.tokens
  let pending: Promise<Tokens> | undefined
  // The access token the server last refused: never offered again, wherever it is read from.
  let rejected: string | undefined

  const load = async (again = false) => {
    if (!loaded || again) {
      current = (await storage.get()) ?? current
      loaded = true
    }
    return current
  }

  const usable = (tokens: Tokens | null, context: AuthContext): tokens is Tokens =>
    !!tokens && tokens.accessToken.value !== rejected && isAccessTokenValid(tokens, context.now())

  const keep = async (tokens: Tokens | null) => {
    current = tokens
    loaded = true
    await storage.set(tokens)
  }

  const grant = async (
    context: AuthContext,
    request: Omit<TokenRequest, 'clientId'>,
    role: TokenRole,
    refresh?: string,
  ) => {
    const response = await context.send<TokenResponse>({
      operation: 'token',
      method: 'POST',
      path: '/oauth2/token',
      payload: { clientId, ...request },
    })
    const tokens = tokensFrom(response, role, context.now(), refresh)
    await keep(tokens)
    return tokens
  }

  const renew = async (context: AuthContext): Promise<Tokens> => {
    const refresh = (await load())?.refreshToken
    if (refresh?.value) {
      try {
        return await grant(
          context,
          { grantType: 'refresh_token', refreshToken: refresh.value },
          refresh.role,
          refresh.value,
        )
      } catch (error) {
        // Only a rejected refresh token starts a new visitor; an outage must not lose the session.
        if (!isStorefrontError(error) || error.status < 400 || error.status >= 500) throw error
      }
    }
    return grant(context, { grantType: 'anonymous' }, 'visitor')
  }

  // Under a shared storage's lock another tab may have renewed meanwhile: read again first.
  const renewShared = async (context: AuthContext) => {
    const latest = await load(true)
    return usable(latest, context) ? latest : renew(context)
  }

  const generateVisitorTokens = async (context: AuthContext): Promise<Tokens> => {
    const tokens = await load()
    if (usable(tokens, context)) return tokens
    const lock = storage.lock
    pending ??= (lock ? lock(() => renewShared(context)) : renew(context)).finally(() => {
      pending = undefined
    })
    return pending
  }

  return {
    clientId,
    getTokens: load,
    setTokens: keep,
    generateVisitorTokens,
    loggedIn: () => current?.refreshToken.role === 'member',
    headers(context) {
      // A held, valid token (every call after a visitor's first) comes as it is, not in a
      // promise: the call then sends at once, not a microtask later.
      if (loaded && usable(current, context)) return { authorization: current.accessToken.value }
      return generateVisitorTokens(context).then((tokens) => ({
        authorization: tokens.accessToken.value,
      }))
    },
    async renew(context, refused) {
      rejected = refused.authorization
      await generateVisitorTokens(context)
      return true
    },
  }
}
