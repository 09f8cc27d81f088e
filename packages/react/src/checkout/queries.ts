import type { Client } from '@storefront-kit/sdk'
import {
  type CheckoutResponse,
  type GetCheckoutPaymentSettingsResponse,
  type GetCheckoutUrlResponse,
  getCheckout,
  getCheckoutByCartId,
  getCheckoutPaymentSettings,
  getCheckoutUrl,
} from '@storefront-kit/sdk/checkout'
import { useStorefrontClient } from '../core/provider'
import { STOREFRONT_KEY, type StorefrontQueryOptions } from '../core/types'
import { storefrontQueryOptions, useStorefrontQuery } from '../core/use-storefront'

/**
 * Query keys of checkouts; checkout writes invalidate `checkoutKeys.all`.
 *
 * @example
 * ```ts
 * const cached = queryClient.getQueryData(checkoutKeys.detail(checkoutId))
 * ```
 */
export const checkoutKeys = {
  all: [...STOREFRONT_KEY, 'checkout'] as const,
  detail: (id: string) => [...checkoutKeys.all, 'detail', id] as const,
  byCart: (cartId: string) => [...checkoutKeys.all, 'byCart', cartId] as const,
  url: (id: string) => [...checkoutKeys.all, 'url', id] as const,
  paymentSettings: (id: string) => [...checkoutKeys.all, 'paymentSettings', id] as const,
}

/**
 * Query options of one checkout (`getCheckout`).
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(checkoutQueryOptions(client, checkoutId))
 * ```
 */
export function checkoutQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.detail(id),
    queryFn: ({ signal }): Promise<CheckoutResponse> => getCheckout(client, id, { signal }),
  })
}

/**
 * Query options of the checkout made from a cart (`getCheckoutByCartId`).
 *
 * @example
 * ```ts
 * const { checkout } = await queryClient.fetchQuery(checkoutByCartQueryOptions(client, cart.id))
 * ```
 */
export function checkoutByCartQueryOptions(client: Client, cartId: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.byCart(cartId),
    queryFn: ({ signal }): Promise<CheckoutResponse> =>
      getCheckoutByCartId(client, cartId, { signal }),
  })
}

/**
 * Query options of the hosted checkout page's URL (`getCheckoutUrl`).
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await queryClient.fetchQuery(checkoutUrlQueryOptions(client, checkoutId))
 * ```
 */
export function checkoutUrlQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.url(id),
    queryFn: ({ signal }): Promise<GetCheckoutUrlResponse> =>
      getCheckoutUrl(client, id, { signal }),
  })
}

/**
 * Query options of a checkout's payment settings (`getCheckoutPaymentSettings`).
 *
 * @example
 * ```ts
 * const settings = await queryClient.fetchQuery(checkoutPaymentSettingsQueryOptions(client, id))
 * ```
 */
export function checkoutPaymentSettingsQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.paymentSettings(id),
    queryFn: ({ signal }): Promise<GetCheckoutPaymentSettingsResponse> =>
      getCheckoutPaymentSettings(client, id, { signal }),
  })
}

/**
 * One checkout, priced by the platform.
 *
 * @example
 * ```tsx
 * const { data } = useCheckout(checkoutId)
 * return <p>Total: {data?.checkout.priceSummary?.total?.formattedAmount}</p>
 * ```
 */
export function useCheckout<TSelected = CheckoutResponse>(
  id: string,
  options?: StorefrontQueryOptions<CheckoutResponse, TSelected>,
) {
  return useStorefrontQuery(checkoutQueryOptions(useStorefrontClient(), id), options)
}

/**
 * The checkout made from a cart.
 *
 * @example
 * ```tsx
 * const { data: cart } = useCurrentCart()
 * const { data } = useCheckoutByCartId(cart?.id ?? '', { enabled: !!cart?.checkoutId })
 * ```
 */
export function useCheckoutByCartId<TSelected = CheckoutResponse>(
  cartId: string,
  options?: StorefrontQueryOptions<CheckoutResponse, TSelected>,
) {
  return useStorefrontQuery(checkoutByCartQueryOptions(useStorefrontClient(), cartId), options)
}

/**
 * The URL of the platform's hosted checkout page for a checkout.
 *
 * @example
 * ```tsx
 * const { data } = useCheckoutUrl(checkoutId)
 * return <a href={data?.checkoutUrl}>Pay</a>
 * ```
 */
export function useCheckoutUrl<TSelected = GetCheckoutUrlResponse>(
  id: string,
  options?: StorefrontQueryOptions<GetCheckoutUrlResponse, TSelected>,
) {
  return useStorefrontQuery(checkoutUrlQueryOptions(useStorefrontClient(), id), options)
}

/**
 * A checkout's payment settings (e.g. payment options the store blocks).
 *
 * @example
 * ```tsx
 * const { data } = useCheckoutPaymentSettings(checkoutId)
 * ```
 */
export function useCheckoutPaymentSettings<TSelected = GetCheckoutPaymentSettingsResponse>(
  id: string,
  options?: StorefrontQueryOptions<GetCheckoutPaymentSettingsResponse, TSelected>,
) {
  return useStorefrontQuery(checkoutPaymentSettingsQueryOptions(useStorefrontClient(), id), options)
}
