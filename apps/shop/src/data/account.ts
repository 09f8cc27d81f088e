import { orderKeys, orderQueryOptions, prefetchStorefront } from '@storefront-kit/react'
import type { Order } from '@storefront-kit/sdk'
import type { PageHead } from '../lib/head'
import { placedOrderIds } from '../lib/placed-orders'
import type { PageInput } from './page-load'

/** What the account page shows besides the member's profile (which comes with every page). */
export interface AccountData {
  head: PageHead
  /** Orders to list, newest first: the member's, then those placed from this browser. */
  orderIds: string[]
  /** Whether the list has the member's orders from every device, or only this browser's. */
  everyDevice: boolean
}

/**
 * The account page's orders: the member's own from every device when the server could read them
 * (`memberOrders`, with the site's API key), then the ones placed from this browser (a cookie;
 * orders placed before signing in stay the visitor's, so only the browser knows them). Orders
 * already read come into the cache as they are; the others are read with the shopper's tokens.
 */
export async function loadAccount(
  { client, queryClient, cookies }: PageInput,
  memberOrders: Order[] | undefined,
): Promise<AccountData> {
  const known = (memberOrders ?? []).filter((order): order is Order & { id: string } => !!order.id)
  for (const order of known) queryClient.setQueryData(orderKeys.detail(order.id), { order })
  const fromMember = new Set(known.map((order) => order.id))
  const fromBrowser = placedOrderIds(cookies).filter((id) => !fromMember.has(id))
  await prefetchStorefront(
    queryClient,
    fromBrowser.map((id) => orderQueryOptions(client, id)),
  )
  return {
    orderIds: [...fromMember, ...fromBrowser],
    everyDevice: memberOrders !== undefined,
    head: { title: 'Your account', description: 'Your profile and orders.', path: '/account' },
  }
}
