import { myMemberQueryOptions, orderQueryOptions, prefetchStorefront } from '@storefront-kit/react'
import { loggedIn } from '@storefront-kit/sdk/auth'
import type { PageHead } from '../lib/head'
import { placedOrderIds } from '../lib/placed-orders'
import { MEMBER_FIELDSETS } from '../lib/use-shop-auth'
import type { PageLoad } from './page-load'

/** The account page: the member's profile when signed in, and the orders placed from here. */
export const loadAccount: PageLoad<{ head: PageHead; orderIds: string[] }> = async ({
  client,
  queryClient,
  cookies,
}) => {
  const orderIds = placedOrderIds(cookies)
  await prefetchStorefront(queryClient, [
    ...(loggedIn(client) ? [myMemberQueryOptions(client, { fieldsets: MEMBER_FIELDSETS })] : []),
    ...orderIds.map((id) => orderQueryOptions(client, id)),
  ])
  return {
    orderIds,
    head: { title: 'Your account', description: 'Your profile and orders.', path: '/account' },
  }
}
