import {
  createQueryClient,
  currentCartQueryOptions,
  currentCartV2QueryOptions,
  dehydrateStorefront,
  myMemberQueryOptions,
  prefetchStorefront,
  type StorefrontState,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import { loggedIn } from '@storefront-kit/sdk/auth'
import type { CartVersion } from '../config'
import { MEMBER_FIELDSETS } from '../lib/use-shop-auth'

/**
 * What every page starts with: the visitor's cart (the header counts it), the member's profile
 * when one is signed in (every page reads the sign-in state), and the tokens the server used,
 * which the browser continues with (no token request of its own).
 */
export async function loadRoot(client: Client, cartVersion: CartVersion): Promise<StorefrontState> {
  const queryClient = createQueryClient({ server: true })
  // A visitor without a cart gets `null` (the server's "no cart yet" never reaches the browser).
  await prefetchStorefront(queryClient, [
    cartVersion === 'v2' ? currentCartV2QueryOptions(client) : currentCartQueryOptions(client),
  ])
  if (loggedIn(client))
    await prefetchStorefront(queryClient, [
      myMemberQueryOptions(client, { fieldsets: MEMBER_FIELDSETS }),
    ])
  return dehydrateStorefront(queryClient, client)
}
