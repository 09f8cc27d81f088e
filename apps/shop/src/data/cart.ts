import {
  cartEstimateQueryOptions,
  cartV2EstimateQueryOptions,
  currentCartQueryOptions,
  currentCartV2QueryOptions,
  prefetchStorefront,
} from '@storefront-kit/react'
import { hasDeliveryAddress, V2_ESTIMATE_WITH_ADDRESS } from '../lib/cart-estimates'
import type { PageHead } from '../lib/head'
import type { PageLoad } from './page-load'

const head: PageHead = {
  title: 'Cart',
  description: 'Your cart at Northwind Goods.',
  path: '/cart',
}

/**
 * The cart page: the cart (the browser has it from the root; the server reads it again) and,
 * once the cart has items, the totals its summary shows. Without a cart no estimate is asked
 * for: the platform would answer "no cart" with a failed request.
 */
export const loadCart: PageLoad<{ head: PageHead }> = async ({
  client,
  queryClient,
  cartVersion,
}) => {
  const hasItems = (cart: { lineItems: unknown[] } | null) => !!cart?.lineItems.length
  // A failed read skips the prefetch; the page shows the error with its retry.
  if (cartVersion === 'v2') {
    const cart = await queryClient
      .ensureQueryData(currentCartV2QueryOptions(client))
      .catch(() => null)
    if (cart && hasItems(cart))
      await prefetchStorefront(queryClient, [
        cartV2EstimateQueryOptions(
          client,
          hasDeliveryAddress(cart) ? V2_ESTIMATE_WITH_ADDRESS : {},
        ),
      ])
  } else {
    const cart = await queryClient
      .ensureQueryData(currentCartQueryOptions(client))
      .catch(() => null)
    if (hasItems(cart))
      await prefetchStorefront(queryClient, [cartEstimateQueryOptions(client, {})])
  }
  return { head }
}
