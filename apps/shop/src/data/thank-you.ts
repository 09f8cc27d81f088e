import { orderQueryOptions, prefetchStorefront } from '@storefront-kit/react'
import type { PageHead } from '../lib/head'
import type { PageLoad } from './page-load'

/** The thank-you page the hosted checkout returns to (`?orderId=…`): the order. */
export const loadThankYou: PageLoad<{ head: PageHead }> = async ({ client, queryClient, url }) => {
  const orderId = url.searchParams.get('orderId')
  if (orderId) await prefetchStorefront(queryClient, [orderQueryOptions(client, orderId)])
  return { head: { title: 'Thank you', path: '/thank-you' } }
}
