import { authSessionQueryOptions, useStorefrontClient } from '@storefront-kit/react'
import { useQuery } from '@tanstack/react-query'

/**
 * Whether a member is signed in, read from the same session query `useAuth` keeps up to date.
 * For what every page shows (the header's Account or Sign in link): `useAuth` would bring the
 * sign-in, registration and hosted-login code into the first load of every page.
 *
 * @example
 * ```tsx
 * const signedIn = useSignedIn()
 * return signedIn ? <Link to="/account">Account</Link> : <Link to="/sign-in">Sign in</Link>
 * ```
 */
export function useSignedIn(): boolean {
  const client = useStorefrontClient()
  // The placeholder is the client's session as it stands, so this is never undefined in effect.
  return useQuery(authSessionQueryOptions(client)).data?.loggedIn ?? false
}
