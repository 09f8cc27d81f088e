import type { Client } from '@storefront-kit/sdk'
import {
  type CalculateCartResponse,
  type CartV2,
  calculateCurrentCart,
  type EstimateCartRequest,
  type EstimateCartResponse,
  estimateCurrentCart,
  getCurrentCartOrNull,
} from '@storefront-kit/sdk/cart-v2'
import { isNoCartError } from '../cart/queries'
import { queryHook } from '../core/define'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

/**
 * Query keys of the Cart V2 current cart. Its changes invalidate `cartV2Keys.all` (the cart, its
 * estimates and its calculation).
 *
 * @example
 * ```ts
 * const cart = queryClient.getQueryData(cartV2Keys.current())
 * ```
 */
export const cartV2Keys = {
  all: [...STOREFRONT_KEY, 'cartV2'] as const,
  current: () => [...cartV2Keys.all, 'current'] as const,
  estimate: (request: EstimateCartRequest = {}) =>
    [...cartV2Keys.all, 'estimate', request] as const,
  calculation: () => [...cartV2Keys.all, 'calculation'] as const,
}

/** Runs a read of the current cart; "no cart" is an answer (`null`), not an error. */
async function orNoCart<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (isNoCartError(error)) return null
    throw error
  }
}

/**
 * Query options of the caller's Cart V2 cart (`getCurrentCartOrNull`): the cart, or `null` while
 * there is none, without a request when that is already known (a first visit sends none).
 * @example await queryClient.prefetchQuery(currentCartV2QueryOptions(client))
 */
export function currentCartV2QueryOptions(client: Client) {
  return storefrontQueryOptions({
    queryKey: cartV2Keys.current(),
    queryFn: ({ signal }): Promise<CartV2 | null> =>
      getCurrentCartOrNull(client, queryCall(signal)),
  })
}

/**
 * The visitor's or member's Cart V2 cart, kept up to date by the V2 cart mutations
 * (optimistically); `null` while there is none.
 *
 * @example
 * ```tsx
 * const { data: cart } = useCurrentCartV2()
 * const count = cart?.lineItems.reduce((n, l) => n + (l.quantityInfo?.requestedQuantity ?? 0), 0) ?? 0
 * ```
 */
export const useCurrentCartV2 = /* @__PURE__ */ queryHook(currentCartV2QueryOptions, 0)

/**
 * Query options of an estimate of the current cart (`estimateCurrentCart`), or `null` without
 * a cart.
 * @example await queryClient.fetchQuery(cartV2EstimateQueryOptions(client, { calculateTax: true }))
 */
export function cartV2EstimateQueryOptions(client: Client, request: EstimateCartRequest = {}) {
  return storefrontQueryOptions({
    queryKey: cartV2Keys.estimate(request),
    queryFn: ({ signal }): Promise<EstimateCartResponse | null> =>
      orNoCart(() => estimateCurrentCart(client, request, queryCall(signal))),
  })
}

/**
 * The current cart's estimate (only the components asked for); refreshed after every change.
 *
 * @example
 * ```tsx
 * const { data } = useCartV2Estimate({ calculateTax: true })
 * return <p>Subtotal: {data?.summary.priceSummary?.subtotal?.amount}</p>
 * ```
 */
export const useCartV2Estimate = /* @__PURE__ */ queryHook(cartV2EstimateQueryOptions, 1)

/**
 * Query options of the current cart's full calculation (`calculateCurrentCart`), or `null`
 * without a cart.
 * @example await queryClient.fetchQuery(cartV2CalculationQueryOptions(client))
 */
export function cartV2CalculationQueryOptions(client: Client) {
  return storefrontQueryOptions({
    queryKey: cartV2Keys.calculation(),
    queryFn: ({ signal }): Promise<CalculateCartResponse | null> =>
      orNoCart(() => calculateCurrentCart(client, {}, queryCall(signal))),
  })
}

/**
 * The current cart's full calculation: totals, violations and the `priceVerificationToken` to
 * pass to `placeOrder`; refreshed after every change.
 *
 * @example
 * ```tsx
 * const { data } = useCartV2Calculation()
 * const blocked = data?.summary.violations.some((v) => v.severity === 'ERROR')
 * ```
 */
export const useCartV2Calculation = /* @__PURE__ */ queryHook(cartV2CalculationQueryOptions, 0)
