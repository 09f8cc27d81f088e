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
import { queryHook } from '../core/define'
import { queryCall } from '../core/query-call'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

const ALL = [...STOREFRONT_KEY, 'checkout'] as const

/**
 * Query keys of checkouts; checkout writes invalidate `checkoutKeys.all`.
 *
 * @example
 * ```ts
 * const cached = queryClient.getQueryData(checkoutKeys.detail(checkoutId))
 * ```
 */
export const checkoutKeys = {
  all: ALL,
  detail: (id: string) => [...ALL, 'detail', id] as const,
  byCart: (cartId: string) => [...ALL, 'byCart', cartId] as const,
  url: (id: string) => [...ALL, 'url', id] as const,
  paymentSettings: (id: string) => [...ALL, 'paymentSettings', id] as const,
}

/**
 * Query options of one checkout (`getCheckout`).
 * @example await queryClient.prefetchQuery(checkoutQueryOptions(client, checkoutId))
 */
export function checkoutQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.detail(id),
    queryFn: ({ signal }): Promise<CheckoutResponse> => getCheckout(client, id, queryCall(signal)),
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
export const useCheckout = /* @__PURE__ */ queryHook(checkoutQueryOptions, 1)

/**
 * Query options of the checkout made from a cart (`getCheckoutByCartId`).
 * @example const { checkout } = await queryClient.fetchQuery(checkoutByCartQueryOptions(client, cart.id))
 */
export function checkoutByCartQueryOptions(client: Client, cartId: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.byCart(cartId),
    queryFn: ({ signal }): Promise<CheckoutResponse> =>
      getCheckoutByCartId(client, cartId, queryCall(signal)),
  })
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
export const useCheckoutByCartId = /* @__PURE__ */ queryHook(checkoutByCartQueryOptions, 1)

/**
 * Query options of the hosted checkout page's URL (`getCheckoutUrl`).
 * @example const { checkoutUrl } = await queryClient.fetchQuery(checkoutUrlQueryOptions(client, checkoutId))
 */
export function checkoutUrlQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.url(id),
    queryFn: ({ signal }): Promise<GetCheckoutUrlResponse> =>
      getCheckoutUrl(client, id, queryCall(signal)),
  })
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
export const useCheckoutUrl = /* @__PURE__ */ queryHook(checkoutUrlQueryOptions, 1)

/**
 * Query options of a checkout's payment settings (`getCheckoutPaymentSettings`).
 * @example const settings = await queryClient.fetchQuery(checkoutPaymentSettingsQueryOptions(client, id))
 */
export function checkoutPaymentSettingsQueryOptions(client: Client, id: string) {
  return storefrontQueryOptions({
    queryKey: checkoutKeys.paymentSettings(id),
    queryFn: ({ signal }): Promise<GetCheckoutPaymentSettingsResponse> =>
      getCheckoutPaymentSettings(client, id, queryCall(signal)),
  })
}

/**
 * A checkout's payment settings (e.g. payment options the store blocks).
 *
 * @example
 * ```tsx
 * const { data } = useCheckoutPaymentSettings(checkoutId)
 * ```
 */
export const useCheckoutPaymentSettings = /* @__PURE__ */ queryHook(
  checkoutPaymentSettingsQueryOptions,
  1,
)
