import type { CallOptions, Client } from '../core/client'
import type {
  AddToCheckoutRequest,
  CheckoutResponse,
  CreateCheckoutRequest,
  RemoveLineItemsRequest,
  UpdateCheckoutRequest,
  UpdateLineItemsQuantityRequest,
} from '../wire'
import { BASE } from './read'

/** A POST to one checkout's action; the id is repeated in the body as the platform's client does. */
export const post = <T>(
  client: Client,
  operation: string,
  id: string,
  action: string,
  payload: object,
  idempotent: boolean,
  options?: CallOptions,
) =>
  client.request<T>(
    {
      operation,
      method: 'POST',
      path: `${BASE}/${encodeURIComponent(id)}/${action}`,
      payload: { id, ...payload },
      idempotent,
    },
    options,
  )

/**
 * Creates a checkout from catalog lines (and, with an API key, custom lines), with an optional
 * coupon, gift card and initial fields. `channelType` is required (`WEB` for a storefront).
 * Unknown or expired codes reject (`ERROR_COUPON_DOES_NOT_EXIST`, `GIFT_CARD_NOT_FOUND`, ...).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `createCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await createCheckout(client, {
 *   channelType: 'WEB',
 *   lineItems: [{ quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
 *   couponCode: 'SAVE10',
 * })
 * ```
 */
export function createCheckout(
  client: Client,
  request: CreateCheckoutRequest,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return client.request(
    { operation: 'createCheckout', method: 'POST', path: BASE, payload: request },
    options,
  )
}

/**
 * Updates a checkout: addresses, shipping option, buyer note and e-mail, custom fields (only the
 * paths in `fieldMask` when given), coupon and gift card (replacing the previous ones), override
 * URL, and lines to add.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `updateCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await updateCheckout(client, checkoutId, {
 *   checkout: {
 *     shippingInfo: { shippingDestination: { address }, selectedCarrierServiceOption: { code: 'express' } },
 *     billingInfo: { address },
 *   },
 * })
 * ```
 */
export function updateCheckout(
  client: Client,
  id: string,
  request: UpdateCheckoutRequest,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  const adds = !!(request.lineItems?.length || request.customLineItems?.length)
  return client.request(
    {
      operation: 'updateCheckout',
      method: 'PATCH',
      path: `${BASE}/${encodeURIComponent(id)}`,
      payload: { ...request, checkout: { ...request.checkout, id } },
      idempotent: !adds,
    },
    options,
  )
}

/**
 * Adds lines to a checkout; an item already there gains quantity. A completed checkout rejects
 * with `CHECKOUT_IS_COMPLETE`.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `addLineItems`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * await addToCheckout(client, checkoutId, { lineItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export function addToCheckout(
  client: Client,
  id: string,
  request: AddToCheckoutRequest,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(client, 'addToCheckout', id, 'add-to-checkout', request, false, options)
}

/**
 * Removes lines from a checkout by id (ids not there are ignored).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `removeLineItems`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * await removeLineItems(client, checkoutId, { lineItemIds: [line.id] })
 * ```
 */
export function removeLineItems(
  client: Client,
  id: string,
  request: RemoveLineItemsRequest,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(client, 'removeLineItems', id, 'remove-line-items', request, true, options)
}

/**
 * Sets quantities of checkout lines.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `updateLineItems`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * await updateLineItemsQuantity(client, checkoutId, { lineItems: [{ id: line.id, quantity: 2 }] })
 * ```
 */
export function updateLineItemsQuantity(
  client: Client,
  id: string,
  request: UpdateLineItemsQuantityRequest,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(
    client,
    'updateLineItemsQuantity',
    id,
    'update-line-items-quantity',
    request,
    true,
    options,
  )
}

/**
 * Removes the checkout's coupon.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `removeCoupon`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await removeCoupon(client, checkoutId)
 * ```
 */
export function removeCoupon(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(client, 'removeCoupon', id, 'remove-coupon', {}, true, options)
}

/**
 * Removes the checkout's gift card.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `removeGiftCard`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * const { checkout } = await removeGiftCard(client, checkoutId)
 * ```
 */
export function removeGiftCard(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(client, 'removeGiftCard', id, 'remove-gift-card', {}, true, options)
}

/**
 * Removes the checkout's override URL (the checkout URL is the hosted page again).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `updateCart` (clear `customCheckoutUrl`)
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
 * @example
 * ```ts
 * await removeOverrideCheckoutUrl(client, checkoutId)
 * ```
 */
export function removeOverrideCheckoutUrl(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<CheckoutResponse> {
  return post(
    client,
    'removeOverrideCheckoutUrl',
    id,
    'remove-override-checkout-url',
    {},
    true,
    options,
  )
}
