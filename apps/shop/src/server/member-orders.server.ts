import { apiKeyAuth, createClient, isStorefrontError, type Order } from '@storefront-kit/sdk'
import { loggedIn } from '@storefront-kit/sdk/auth'
import { getMyMember } from '@storefront-kit/sdk/members'
import { searchMemberOrders } from '@storefront-kit/sdk/orders'
import type { RouterContextProvider } from 'react-router'
import { readOwnerKey } from '../config'
import { requestStorefront } from './storefront.server'

/** The account page lists at most this many of a member's orders, newest first. */
export const MEMBER_ORDERS = 20

/**
 * The signed-in member's orders from every device, read with the site's API key; `undefined`
 * when the shop has no key, or the request has no member. The member is the one the platform
 * names for the request's own tokens (`getMyMember`): no member id from the browser is trusted.
 *
 * @example
 * ```ts
 * const orders = await memberOrders(context) // Order[] | undefined
 * ```
 */
export async function memberOrders(
  context: Readonly<RouterContextProvider>,
): Promise<Order[] | undefined> {
  const key = readOwnerKey(process.env)
  const { client, config } = requestStorefront(context)
  if (!key || !loggedIn(client)) return undefined
  const member = await getMyMember(client).then(
    (answer) => answer.member,
    (error: unknown) => {
      // Tokens the platform no longer takes: the page shows the shopper signed out.
      if (isStorefrontError(error) && (error.status === 401 || error.status === 403)) return
      throw error
    },
  )
  if (!member?.id) return undefined
  const owner = createClient({ baseUrl: config.apiUrl, auth: apiKeyAuth(key) })
  const { orders } = await searchMemberOrders(owner, {
    memberId: member.id,
    search: { cursorPaging: { limit: MEMBER_ORDERS } },
  })
  return orders ?? []
}
