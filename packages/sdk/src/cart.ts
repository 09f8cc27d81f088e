/**
 * `@storefront-kit/sdk/cart`: the current cart of the calling visitor or member (Cart v1,
 * `/ecom/v1/carts/current`). Lines are priced from the catalog by the platform; totals come from
 * {@link estimateCurrentCartTotals}; {@link createCheckoutFromCurrentCart} starts the checkout.
 * @module
 */

export { catalogReferenceKey } from '@storefront-kit/wire/catalog-reference'

import type { CallOptions, Client } from './core/client'
import type {
  AddToCurrentCartRequest,
  CartResponse,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutFromCurrentCartResponse,
  DeleteCurrentCartResponse,
  EstimateCurrentCartTotalsRequest,
  EstimateCurrentCartTotalsResponse,
  RemoveLineItemsFromCurrentCartRequest,
  UpdateCurrentCartLineItemQuantityRequest,
  UpdateCurrentCartRequest,
} from './wire'

export type {
  AddToCurrentCartRequest,
  CalculatedLineItem,
  Cart,
  CartBuyerInfo,
  CartDiscount,
  CartInfoUpdate,
  CartLineItem,
  CartResponse,
  CatalogReference,
  CreateCheckoutFromCurrentCartRequest,
  CreateCheckoutFromCurrentCartResponse,
  CustomLineItem,
  DeleteCurrentCartResponse,
  EstimateCurrentCartTotalsRequest,
  EstimateCurrentCartTotalsResponse,
  LineItemInput,
  LineItemQuantityUpdate,
  MerchantDiscountInput,
  MultiCurrencyPrice,
  PriceSummary,
  RemoveLineItemsFromCurrentCartRequest,
  UpdateCurrentCartLineItemQuantityRequest,
  UpdateCurrentCartRequest,
} from './wire'

const BASE = '/ecom/v1/carts/current'

/** The store catalog's app id: `catalogReference.appId` of store products. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'

/**
 * Gets the caller's cart. Before the first {@link addToCurrentCart} there is none: the call
 * rejects with a `NotFoundError` whose `code` is `OWNED_CART_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const { cart } = await getCurrentCart(client)
 * const count = cart.lineItems.reduce((n, line) => n + line.quantity, 0)
 * ```
 */
export function getCurrentCart(client: Client, options?: CallOptions): Promise<CartResponse> {
  return client.request({ operation: 'getCurrentCart', method: 'GET', path: BASE }, options)
}

/**
 * Adds catalog items (and, with an API key, custom items) to the caller's cart, creating the
 * cart on the first call. An item already in the cart (same catalog reference) gains quantity.
 *
 * @example
 * ```ts
 * const { cart } = await addToCurrentCart(client, {
 *   lineItems: [{ quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID, options: { variantId } } }],
 * })
 * ```
 */
export function addToCurrentCart(
  client: Client,
  request: AddToCurrentCartRequest,
  options?: CallOptions,
): Promise<CartResponse> {
  return client.request(
    {
      operation: 'addToCurrentCart',
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      payload: request,
    },
    options,
  )
}

/**
 * Updates the cart: buyer note and contact (`cartInfo`, optionally limited by `cartFieldmask`),
 * the coupon (one per cart; a new code replaces the old), merchant discounts (API key) and lines
 * to add. An unknown or expired coupon rejects with a `PreconditionError`.
 *
 * @example
 * ```ts
 * const { cart } = await updateCurrentCart(client, { couponCode: 'SAVE10', cartInfo: { buyerNote: 'Gift wrap, please' } })
 * ```
 */
export function updateCurrentCart(
  client: Client,
  request: UpdateCurrentCartRequest,
  options?: CallOptions,
): Promise<CartResponse> {
  const adds = !!(request.lineItems?.length || request.customLineItems?.length)
  return client.request(
    {
      operation: 'updateCurrentCart',
      method: 'PATCH',
      path: BASE,
      payload: request,
      idempotent: !adds,
    },
    options,
  )
}

/**
 * Sets the quantities of cart lines (1 to 100,000 each).
 *
 * @example
 * ```ts
 * await updateCurrentCartLineItemQuantity(client, { lineItems: [{ id: line.id, quantity: 3 }] })
 * ```
 */
export function updateCurrentCartLineItemQuantity(
  client: Client,
  request: UpdateCurrentCartLineItemQuantityRequest,
  options?: CallOptions,
): Promise<CartResponse> {
  return client.request(
    {
      operation: 'updateCurrentCartLineItemQuantity',
      method: 'POST',
      path: `${BASE}/update-line-items-quantity`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Removes lines from the cart by id; ids no longer in the cart are ignored.
 *
 * @example
 * ```ts
 * await removeLineItemsFromCurrentCart(client, { lineItemIds: [line.id] })
 * ```
 */
export function removeLineItemsFromCurrentCart(
  client: Client,
  request: RemoveLineItemsFromCurrentCartRequest,
  options?: CallOptions,
): Promise<CartResponse> {
  return client.request(
    {
      operation: 'removeLineItemsFromCurrentCart',
      method: 'POST',
      path: `${BASE}/remove-line-items`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Removes the cart's coupon.
 *
 * @example
 * ```ts
 * const { cart } = await removeCouponFromCurrentCart(client)
 * ```
 */
export function removeCouponFromCurrentCart(
  client: Client,
  options?: CallOptions,
): Promise<CartResponse> {
  return client.request(
    {
      operation: 'removeCouponFromCurrentCart',
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      payload: {},
      idempotent: true,
    },
    options,
  )
}

/**
 * Estimates the cart's totals. Tax, shipping and additional fees are computed only when
 * `calculateTax`, `calculateShipping` and `calculateAdditionalFees` ask for them; problems (an
 * expired coupon, an unserved address) come back in `calculationErrors`, not as a rejection.
 *
 * @example
 * ```ts
 * const { priceSummary, shippingInfo } = await estimateCurrentCartTotals(client, {
 *   shippingAddress: { country: 'US', subdivision: 'US-CA' },
 *   calculateTax: true, calculateShipping: true, calculateAdditionalFees: true,
 * })
 * console.log(priceSummary.total?.formattedAmount)
 * ```
 */
export function estimateCurrentCartTotals(
  client: Client,
  request: EstimateCurrentCartTotalsRequest = {},
  options?: CallOptions,
): Promise<EstimateCurrentCartTotalsResponse> {
  return client.request(
    {
      operation: 'estimateCurrentCartTotals',
      method: 'POST',
      path: `${BASE}/estimate-totals`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Creates the checkout of the cart and answers its id; calling it again for the same cart
 * brings that checkout up to date and answers the same id. Send `channelType: 'WEB'`.
 *
 * @example
 * ```ts
 * const { checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
 * ```
 */
export function createCheckoutFromCurrentCart(
  client: Client,
  request: CreateCheckoutFromCurrentCartRequest,
  options?: CallOptions,
): Promise<CreateCheckoutFromCurrentCartResponse> {
  return client.request(
    {
      operation: 'createCheckoutFromCurrentCart',
      method: 'POST',
      path: `${BASE}/create-checkout`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes the caller's cart. Answers `{}`, also when there was no cart.
 *
 * @example
 * ```ts
 * await deleteCurrentCart(client)
 * ```
 */
export function deleteCurrentCart(
  client: Client,
  options?: CallOptions,
): Promise<DeleteCurrentCartResponse> {
  return client.request(
    { operation: 'deleteCurrentCart', method: 'DELETE', path: BASE, idempotent: true },
    options,
  )
}
