import { type Client, isStorefrontError } from '@storefront-kit/sdk'
import {
  type Cart,
  type EstimateCurrentCartTotalsRequest,
  type EstimateCurrentCartTotalsResponse,
  estimateCurrentCartTotals,
  getCurrentCartOrNull,
} from '@storefront-kit/sdk/cart'
import { queryHook } from '../core/define'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

/**
 * Query keys of the current cart. Cart changes invalidate `cartKeys.all` (the cart and its
 * estimates); sign-in and sign-out too, as the cart belongs to the identity.
 *
 * @example
 * ```ts
 * const cart = queryClient.getQueryData(cartKeys.current())
 * ```
 */
export const cartKeys = {
  all: [...STOREFRONT_KEY, 'cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
  estimates: () => [...cartKeys.all, 'estimate'] as const,
  estimate: (request: EstimateCurrentCartTotalsRequest = {}) =>
    [...cartKeys.estimates(), request] as const,
}

/**
 * True for the platform's "this caller has no cart" (before the first add, after an order).
 *
 * @example
 * ```ts
 * const cart = await getCurrentCart(client).then((r) => r.cart, (e) => (isNoCartError(e) ? null : Promise.reject(e)))
 * ```
 */
export function isNoCartError(error: unknown): boolean {
  return isStorefrontError(error) && error.status === 404 && error.code === 'OWNED_CART_NOT_FOUND'
}

/** Runs a cart read; "no cart" is an answer (`null`), not an error. */
async function orNoCart<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isNoCartError(error)) return null
    throw error
  }
}

/**
 * Query options of the caller's cart (`getCurrentCartOrNull`): the cart, or `null` while the
 * visitor has none — not asked at all for a visitor with no tokens yet, or one this client was
 * already told has no cart, so a first visit sends no request that fails.
 * @example await queryClient.prefetchQuery(currentCartQueryOptions(client))
 */
export function currentCartQueryOptions(client: Client) {
  return storefrontQueryOptions({
    queryKey: cartKeys.current(),
    queryFn: ({ signal }): Promise<Cart | null> => getCurrentCartOrNull(client, queryCall(signal)),
  })
}

/**
 * The visitor's or member's cart, kept up to date by the cart mutations (optimistically).
 * `data` is `null` while there is no cart, which is not an error.
 *
 * @example
 * ```tsx
 * const { data: cart, isPending } = useCurrentCart()
 * if (isPending) return <Spinner />
 * const count = cart?.lineItems.reduce((n, line) => n + line.quantity, 0) ?? 0
 * ```
 */
export const useCurrentCart = /* @__PURE__ */ queryHook(currentCartQueryOptions, 0)

/**
 * Query options of the cart's totals (`estimateCurrentCartTotals`), or `null` without a cart.
 * @example const totals = await queryClient.fetchQuery(cartEstimateQueryOptions(client, { calculateTax: true }))
 */
export function cartEstimateQueryOptions(
  client: Client,
  request: EstimateCurrentCartTotalsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: cartKeys.estimate(request),
    queryFn: ({ signal }): Promise<EstimateCurrentCartTotalsResponse | null> =>
      orNoCart(() => estimateCurrentCartTotals(client, request, queryCall(signal))),
  })
}

/**
 * The cart's totals as the platform computes them (subtotal, discounts, and tax or shipping
 * when asked for); refreshed after every cart change.
 *
 * @example
 * ```tsx
 * const { data } = useCartEstimate({ calculateTax: true })
 * return <p>Total: {data?.priceSummary.total?.formattedAmount}</p>
 * ```
 */
export const useCartEstimate = /* @__PURE__ */ queryHook(cartEstimateQueryOptions, 1)
