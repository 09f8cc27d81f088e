import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  CartV2Response,
  GetCheckoutUrlRequest,
  HandleAsyncCheckoutCompletionResponse,
  MarkCartAsCompletedRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../wire'
import { postById } from './by-id'
import { CARTS, send } from './request'

/**
 * The URL of the hosted checkout page for a cart (the cart's `customCheckoutUrl` when it has
 * one). The cart id is the checkout id: there is no separate checkout to create.
 *
 * @example
 * ```ts
 * const { checkoutUrl } = await getCheckoutUrl(client, cart.id)
 * location.assign(checkoutUrl)
 * ```
 */
export function getCheckoutUrl(
  client: Client,
  cartId: string,
  request: GetCheckoutUrlRequest = {},
  options?: CallOptions,
): Promise<{ checkoutUrl: string }> {
  return postById(client, 'getCheckoutUrl', cartId, 'get-checkout-url', request, options)
}

/**
 * Places the order for a cart: the platform recalculates it, refuses on ERROR violations
 * (`PreconditionError` with the violation's code, e.g. `MISSING_DELIVERY_METHOD`), on prices that
 * moved since the `priceVerificationToken`'s calculation (`CART_PRICES_OUT_OF_SYNC`), and on a
 * cart already ordered (`CART_ALREADY_ORDERED`). With `delayCapture` the payment is only
 * authorized (capture it through the payments calls). Not retried: a repeat could not order twice,
 * but it would fail with `CART_ALREADY_ORDERED`.
 *
 * @example
 * ```ts
 * const { summary } = await calculateCart(client, cartId)
 * const { orderId, completed } = await placeOrder(client, cartId, {
 *   priceVerificationToken: summary.priceVerificationToken,
 * })
 * ```
 */
export function placeOrder(
  client: Client,
  cartId: string,
  request: PlaceOrderRequest = {},
  options?: CallOptions,
): Promise<PlaceOrderResponse> {
  return postById(client, 'placeOrder', cartId, 'place-order', request, options, false)
}

/**
 * Marks a cart as ordered when its order was made by another flow; the cart can then no longer
 * change.
 *
 * @example
 * ```ts
 * const { cart } = await markCartAsCompleted(client, cartId, { orderId })
 * ```
 */
export function markCartAsCompleted(
  client: Client,
  cartId: string,
  request: MarkCartAsCompletedRequest = {},
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'markCartAsCompleted', cartId, 'mark-cart-as-completed', request, options)
}

/**
 * Completes an asynchronous checkout from a payment provider's signed token (called by payment
 * systems, not storefronts).
 *
 * @example
 * ```ts
 * const answer = await handleAsyncCheckoutCompletion(client, token)
 * ```
 */
export function handleAsyncCheckoutCompletion(
  client: Client,
  token: string,
  options?: CallOptions,
): Promise<HandleAsyncCheckoutCompletionResponse> {
  return send(
    client,
    {
      operation: 'handleAsyncCheckoutCompletion',
      method: 'GET',
      path: `${CARTS}/handle-async-checkout-completion`,
      query: encodeQuery({ token }),
    },
    options,
  )
}
