import type { CallOptions, Client } from '../core/client'
import type {
  CheckoutCreateOrderRequest,
  CheckoutCreateOrderResponse,
  CreateOrderAndChargeRequest,
  CreateOrderAndChargeResponse,
} from '../wire'
import { post } from './write'

/**
 * Turns a checkout into an order. It needs at least one line, every item available, a billing
 * address when the total is above zero, and a shipping destination and option for shippable
 * items; otherwise it rejects (`EMPTY_CHECKOUT`, `FULL_OUT_OF_STOCK`, `CALCULATION_ERROR`, ...).
 * With `delayCapture` the payment is only authorized, to capture later.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `placeOrder`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { orderId, paymentGatewayOrderId } = await createOrder(client, checkoutId)
 * ```
 */
export function createOrder(
  client: Client,
  id: string,
  request: CheckoutCreateOrderRequest = {},
  options?: CallOptions,
): Promise<CheckoutCreateOrderResponse> {
  return post(client, 'createOrder', id, 'create-order', request, false, options)
}

/**
 * Turns a checkout into an order and charges it with a payment token in one call.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `placeOrder`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { orderId } = await createOrderAndCharge(client, checkoutId, { paymentToken })
 * ```
 */
export function createOrderAndCharge(
  client: Client,
  id: string,
  request: CreateOrderAndChargeRequest = {},
  options?: CallOptions,
): Promise<CreateOrderAndChargeResponse> {
  return post(
    client,
    'createOrderAndCharge',
    id,
    'create-order-and-charge',
    request,
    false,
    options,
  )
}

/**
 * Marks a checkout completed (for flows that complete the purchase elsewhere). Answers `{}`.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `markCartAsCompleted`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * await markCheckoutAsCompleted(client, checkoutId)
 * ```
 */
export function markCheckoutAsCompleted(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return post(client, 'markCheckoutAsCompleted', id, 'mark-as-completed', {}, true, options)
}
