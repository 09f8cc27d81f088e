import { useAuth } from '@storefront-kit/react'

// One set of options for every caller, so they all read the same member query (FULL carries the
// e-mail and name the account page and the forms show).
const OPTIONS = { memberFieldsets: ['FULL' as const] }

/** The shop's sign-in state and actions (`useAuth` with the member's full profile). */
export function useShopAuth() {
  return useAuth(OPTIONS)
}
