import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  CheckoutResponse,
  GetCheckoutPaymentSettingsResponse,
  GetCheckoutUrlResponse,
} from '../wire'

export const BASE = '/ecom/v1/checkouts'

/** A GET of one checkout path; the id is repeated in the query as the platform's client does. */
const get = <T>(
  client: Client,
  operation: string,
  id: string,
  path: string,
  options?: CallOptions,
) =>
  client.request<T>(
    { operation, method: 'GET', path: `${BASE}${path}`, query: encodeQuery({ id }) },
    options,
  )

/**
 * Gets a checkout with its current totals. Visitors and members see only their own checkouts
 * (others answer `NotFoundError`, code `CHECKOUT_NOT_FOUND`).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `getCart` (totals: calculateCart)
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await getCheckout(client, checkoutId)
 * console.log(checkout.priceSummary?.total?.formattedAmount)
 * ```
 */
export function getCheckout(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return get(client, 'getCheckout', id, `/${encodeURIComponent(id)}`, options)
}

/**
 * Gets the checkout made from a cart (its newest).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `getCart` (the cart id is the checkout id)
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await getCheckoutByCartId(client, cart.id)
 * ```
 */
export function getCheckoutByCartId(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return get(
    client,
    'getCheckoutByCartId',
    cartId,
    `/by-cart-id/${encodeURIComponent(cartId)}`,
    options,
  )
}

/**
 * Gets the URL of the checkout page: the override URL when one was set, else the platform's
 * hosted checkout.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `getCheckoutUrl`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkoutUrl } = await getCheckoutUrl(client, checkoutId)
 * window.location.assign(checkoutUrl)
 * ```
 */
export function getCheckoutUrl(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetCheckoutUrlResponse> {
  return get(client, 'getCheckoutUrl', id, `/${encodeURIComponent(id)}/checkout-url`, options)
}

/**
 * Gets the checkout's payment settings: payment options the checkout page must not offer.
 *
 * @example
 * ```ts
 * const { paymentSettings } = await getCheckoutPaymentSettings(client, checkoutId)
 * const offline = !paymentSettings.blockedPaymentOptions.includes('MANUAL')
 * ```
 */
export function getCheckoutPaymentSettings(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<GetCheckoutPaymentSettingsResponse> {
  return get(
    client,
    'getCheckoutPaymentSettings',
    id,
    `/${encodeURIComponent(id)}/payment-settings`,
    options,
  )
}
