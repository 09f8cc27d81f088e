import { orderQueryOptions, prefetchStorefront } from '@storefront-kit/react'
import type { PageHead } from '../lib/head'
import { placedOrderIds } from '../lib/placed-orders'
import type { PageLoad } from './page-load'

/** The account page: the orders placed from here (the member's profile comes with every page). */
export const loadAccount: PageLoad<{ head: PageHead; orderIds: string[] }> = async ({
  client,
  queryClient,
  cookies,
}) => {
  const orderIds = placedOrderIds(cookies)
  await prefetchStorefront(
    queryClient,
    orderIds.map((id) => orderQueryOptions(client, id)),
  )
  return {
    orderIds,
    head: { title: 'Your account', description: 'Your profile and orders.', path: '/account' },
  }
}
