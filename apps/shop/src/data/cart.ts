import { cartEstimateQueryOptions, prefetchStorefront } from '@storefront-kit/react'
import type { PageHead } from '../lib/head'
import type { PageLoad } from './page-load'

/** The cart page: the cart comes with every page (the header counts it); here its totals too. */
export const loadCart: PageLoad<{ head: PageHead }> = async ({ client, queryClient }) => {
  await prefetchStorefront(queryClient, [cartEstimateQueryOptions(client, {})])
  return { head: { title: 'Cart', description: 'Your cart at Northwind Goods.', path: '/cart' } }
}
