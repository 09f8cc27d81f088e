/**
 * `@storefront-kit/sdk/cart`: the current cart of the calling visitor or member (Cart v1,
 * `/ecom/v1/carts/current`). Lines are priced from the catalog by the platform; totals come from
 * {@link estimateCurrentCartTotals}; {@link createCheckoutFromCurrentCart} starts the checkout.
 * @module
 */

export { catalogReferenceKey } from '@storefront-kit/wire/catalog-reference'

import { isNoCart, noCartMemoryOf, visitorFingerprint } from './cart/no-cart'
import type { CallOptions, Client } from './core/client'
import type {
  AddToCurrentCartRequest,
  Cart,
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

export { localStorageNoCart, type NoCartMemory, rememberNoCart } from './cart/no-cart'
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
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `getCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * The caller's cart, or `null` while there is none — without asking when the answer is known:
 * a visitor who holds no tokens yet (a first visit) cannot own a cart, and an anonymous visitor
 * this client was already told has none keeps having none until this client adds to it
 * ({@link addToCurrentCart}, {@link updateCurrentCart} with lines). So a first page load sends
 * no request that fails. A member is always asked (they may have added on another device).
 *
 * @example
 * ```ts
 * const cart = await getCurrentCartOrNull(client)
 * const count = cart?.lineItems.reduce((n, line) => n + line.quantity, 0) ?? 0
 * ```
 */
export async function getCurrentCartOrNull(
  client: Client,
  options?: CallOptions,
): Promise<Cart | null> {
  const memory = noCartMemoryOf(client)
  const visitor = await visitorFingerprint(client)
  if (visitor === null || (visitor && memory.get() === visitor)) return null
  try {
    return (await getCurrentCart(client, options)).cart
  } catch (error) {
    if (!isNoCart(error)) throw error
    if (visitor) memory.set(visitor)
    return null
  }
}

/** Answers `response` after forgetting that the caller had no cart. */
function cartExists<T>(client: Client, response: Promise<T>): Promise<T> {
  return response.then((answer) => {
    noCartMemoryOf(client).set(null)
    return answer
  })
}

/**
 * Adds catalog items (and, with an API key, custom items) to the caller's cart, creating the
 * cart on the first call. An item already in the cart (same catalog reference) gains quantity.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `addLineItemsToCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
  return cartExists(
    client,
    client.request(
      {
        operation: 'addToCurrentCart',
        method: 'POST',
        path: `${BASE}/add-to-cart`,
        payload: request,
      },
      options,
    ),
  )
}

/**
 * Updates the cart: buyer note and contact (`cartInfo`, optionally limited by `cartFieldmask`),
 * the coupon (one per cart; a new code replaces the old), merchant discounts (API key) and lines
 * to add. An unknown or expired coupon rejects with a `PreconditionError`.
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `updateCurrentCart` (coupons: addCouponToCurrentCart)
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
  return cartExists(
    client,
    client.request(
      {
        operation: 'updateCurrentCart',
        method: 'PATCH',
        path: BASE,
        payload: request,
        idempotent: !adds,
      },
      options,
    ),
  )
}

/**
 * Sets the quantities of cart lines (1 to 100,000 each).
 *
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `updateLineItemsInCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `removeLineItemsFromCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `removeCouponFromCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `estimateCurrentCart` (full totals: calculateCurrentCart)
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * @deprecated The platform removes Cart v1 on 2027-02-01. Cart V2 has no checkout step: prepare
 * the cart, then `placeOrder` from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
 * @deprecated The platform removes v1 carts and checkouts on 2027-02-01: use `deleteCurrentCart`
 * from `@storefront-kit/sdk/cart-v2` (docs/migrating-to-cart-v2.md).
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
