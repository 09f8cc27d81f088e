import type { Client, VisitorAuth } from '@storefront-kit/sdk'
import { getLoginState, type LoginState, loggedIn } from '@storefront-kit/sdk/auth'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { cartKeys } from '../cart/queries'
import { cartV2Keys } from '../cart-v2/queries'
import { checkoutKeys } from '../checkout/queries'
import { STOREFRONT_KEY } from '../core/types'
import { memberKeys } from '../members/queries'
import { orderKeys } from '../orders/queries'

/**
 * Query keys of the sign-in session. It never leaves the browser (not dehydrated).
 *
 * @example
 * ```ts
 * const session = queryClient.getQueryData(authKeys.session())
 * ```
 */
export const authKeys = {
  all: [...STOREFRONT_KEY, 'auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
}

/** Where sign-in stands: the login state machine and whether a member is signed in. */
export interface AuthSession {
  loginState: LoginState
  /** True only while the held refresh token belongs to a member. */
  loggedIn: boolean
}

/** Queries whose answer depends on who is signed in: reset when that changes. */
export const MEMBER_DEPENDENT_KEYS = [
  cartKeys.all,
  cartV2Keys.all,
  checkoutKeys.all,
  orderKeys.all,
  memberKeys.all,
]

const tokenAuth = (client: Client): VisitorAuth | undefined => {
  const auth = client.auth as Partial<VisitorAuth> | undefined
  return typeof auth?.getTokens === 'function' ? (auth as VisitorAuth) : undefined
}

/** The session as the client holds it now (an API-key client is never signed in). */
export function currentSession(client: Client): AuthSession {
  return {
    loginState: getLoginState(client),
    loggedIn: tokenAuth(client) ? loggedIn(client) : false,
  }
}

/**
 * Query options of the sign-in session: read once (tokens loaded from their storage first),
 * then kept up to date by the sign-in mutations.
 *
 * @example
 * ```ts
 * const { loggedIn } = await queryClient.fetchQuery(authSessionQueryOptions(client))
 * ```
 */
export function authSessionQueryOptions(client: Client) {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: async (): Promise<AuthSession> => {
      await tokenAuth(client)?.getTokens()
      return currentSession(client)
    },
    placeholderData: () => currentSession(client),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * Records the client's session in the cache. After a sign-in or sign-out (`identityChanged`) it
 * also drops and refetches every member-dependent query (cart, checkouts, orders, members), so no
 * data of the previous identity stays on screen.
 */
export async function recordSession(
  queryClient: QueryClient,
  client: Client,
  identityChanged: boolean,
): Promise<AuthSession> {
  const session = currentSession(client)
  queryClient.setQueryData(authKeys.session(), session)
  if (identityChanged)
    await Promise.all(
      MEMBER_DEPENDENT_KEYS.map((queryKey) => queryClient.resetQueries({ queryKey })),
    )
  return session
}
