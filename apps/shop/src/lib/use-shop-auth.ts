import { useAuth } from '@storefront-kit/react'

/** The member profile the shop reads: FULL carries the e-mail and name the account page shows. */
export const MEMBER_FIELDSETS: ['FULL'] = ['FULL']

// One set of options for every caller, so they all read the same member query.
const OPTIONS = { memberFieldsets: MEMBER_FIELDSETS }

/** The shop's sign-in state and actions (`useAuth` with the member's full profile). */
export function useShopAuth() {
  return useAuth(OPTIONS)
}
