import type { AuthStrategy } from '../core/auth-strategy'
import { type CallOptions, type Client, createClient } from '../core/client'
import type { AuthorizedClientTokenRequest, TokenResponse } from '../wire'
import { tokenAuthOf } from './token-auth'
import { type Tokens, tokensFrom } from './tokens'

/** What {@link getMemberTokensForExternalLogin} needs. */
export interface ExternalLoginInput {
  /** The member to sign in (`identity.id` of `signOn`'s answer). */
  memberId: string
  /** The site's API key. Server only: never ship it to a browser. */
  apiKey: string
  /** From `signOn` (or a direct login): proves the member passed your own check; used once. */
  sessionToken?: string
  /** OAuth scope; without one the member gets a refresh token (`offline_access`). */
  scope?: string
}

/**
 * Signs a visitor's client in as a member your server vouches for (external login, the
 * `authorized_client` grant): your backend checks the shopper its own way, calls `signOn` with
 * the API key, then hands the member id and session token to this function. The request carries
 * the visitor's access token and the API key together, so the member's token names that visitor
 * and their cart carries over. The client holds the member tokens afterwards. Failures are the
 * server's typed errors with their request id: `ValidationError` for a bad input or a refused
 * grant (code `INVALID_GRANT`: unknown or blocked member, used session token),
 * `AuthenticationError` for a wrong API key.
 *
 * @example
 * ```ts
 * const { sessionToken, identity } = await signOn(admin, { loginId: { email } })
 * await getMemberTokensForExternalLogin(visitorClient, {
 *   memberId: identity.id,
 *   sessionToken,
 *   apiKey: process.env.API_KEY!,
 * })
 * ```
 */
export async function getMemberTokensForExternalLogin(
  client: Client,
  input: ExternalLoginInput,
  options?: CallOptions,
): Promise<Tokens> {
  const auth = tokenAuthOf(client)
  // The visitor's own strategy renews their token first; the API key rides along after a comma.
  const acting: AuthStrategy = {
    headers: async (context) => ({
      authorization: `${(await auth.generateVisitorTokens(context)).accessToken.value},${input.apiKey}`,
    }),
  }
  const exchange = createClient({ baseUrl: client.baseUrl, auth: acting, retry: false })
  const payload: AuthorizedClientTokenRequest = {
    grant_type: 'authorized_client',
    member_id: input.memberId,
    ...(input.sessionToken && { session_token: input.sessionToken }),
    ...(input.scope && { scope: input.scope }),
  }
  const response = await exchange.request<TokenResponse>(
    { operation: 'token', method: 'POST', path: '/oauth2/token', payload },
    options,
  )
  const tokens = tokensFrom(response, 'member', Date.now())
  await auth.setTokens(tokens)
  return tokens
}
