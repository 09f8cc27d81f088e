import { forgetNoCart } from '../cart/no-cart'
import type { CallOptions, Client } from '../core/client'
import type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateCartRequest,
  CalculateCartResponse,
  CartV2Response,
  CreateCartRequest,
  DeleteCartResponse,
  EstimateCartRequest,
  EstimateCartResponse,
  GetUpsellOptionsResponse,
  RemoveCouponRequest,
  RemoveGiftCardRequest,
  RemoveLineItemsRequest,
  SetDeliveryMethodRequest,
  UpdateCartRequest,
  UpdateFormSubmissionsRequest,
  UpdateLineItemsRequest,
} from '../wire'
import { CURRENT, send } from './request'

/** A POST to the current cart (`action` empty: the cart itself). */
const post = <T>(
  client: Client,
  operation: string,
  action: string,
  payload: object,
  options: CallOptions | undefined,
  idempotent = true,
) =>
  send<T>(
    client,
    { operation, method: 'POST', path: `${CURRENT}/${action}`, payload, idempotent },
    options,
  )

/**
 * Creates the caller's current cart, optionally with items, a coupon, a gift card and a delivery
 * method. {@link addLineItemsToCurrentCart} also creates it, so most storefronts never call this.
 *
 * @example
 * ```ts
 * const { cart } = await createCurrentCart(client, { cart: { note: 'Gift wrap, please' } })
 * ```
 */
export function createCurrentCart(
  client: Client,
  request: CreateCartRequest = {},
  options?: CallOptions,
): Promise<CartV2Response> {
  return forgetNoCart(
    client,
    send(
      client,
      { operation: 'createCurrentCart', method: 'POST', path: CURRENT, payload: request },
      options,
    ),
  )
}

/**
 * Gets the caller's current cart as stored (no totals: see {@link calculateCurrentCart}). Before
 * the first add it rejects with a `NotFoundError`, code `OWNED_CART_NOT_FOUND`, as v1 does.
 *
 * @example
 * ```ts
 * const { cart } = await getCurrentCart(client)
 * const count = cart.lineItems.reduce((n, line) => n + (line.quantityInfo?.requestedQuantity ?? 0), 0)
 * ```
 */
export function getCurrentCart(client: Client, options?: CallOptions): Promise<CartV2Response> {
  return send(client, { operation: 'getCurrentCart', method: 'GET', path: CURRENT }, options)
}

/**
 * Updates the current cart's editable fields: note, buyer contact, delivery and billing address,
 * business location, custom checkout URL. Items, coupons, gift cards and the delivery method have
 * calls of their own.
 *
 * @example
 * ```ts
 * await updateCurrentCart(client, { cart: { customerInfo: { email: 'ada@example.com' } } })
 * ```
 */
export function updateCurrentCart(
  client: Client,
  request: UpdateCartRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return send(
    client,
    {
      operation: 'updateCurrentCart',
      method: 'PATCH',
      path: CURRENT,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes the caller's current cart (nothing happens when there is none).
 *
 * @example
 * ```ts
 * await deleteCurrentCart(client)
 * ```
 */
export function deleteCurrentCart(
  client: Client,
  options?: CallOptions,
): Promise<DeleteCartResponse> {
  return send(client, { operation: 'deleteCurrentCart', method: 'DELETE', path: CURRENT }, options)
}

/**
 * Re-reads today's catalog prices, stock and automatic discounts into the current cart.
 *
 * @example
 * ```ts
 * const { cart } = await refreshCurrentCart(client)
 * ```
 */
export function refreshCurrentCart(client: Client, options?: CallOptions): Promise<CartV2Response> {
  return post(client, 'refreshCurrentCart', 'refresh', {}, options)
}

/**
 * Calculates everything (delivery, tax, fees, gift cards) with every checkout validation, and
 * answers the summary with its `priceVerificationToken` for {@link placeOrder}.
 *
 * @example
 * ```ts
 * const { summary } = await calculateCurrentCart(client)
 * console.log(summary.priceSummary?.total?.amount, summary.violations)
 * ```
 */
export function calculateCurrentCart(
  client: Client,
  request: CalculateCartRequest = {},
  options?: CallOptions,
): Promise<CalculateCartResponse> {
  return post(client, 'calculateCurrentCart', 'calculate', request, options)
}

/**
 * Estimates only the components asked for (v1's estimate totals); no verification token.
 *
 * @example
 * ```ts
 * const { summary } = await estimateCurrentCart(client, { calculateTax: true, calculateDelivery: true })
 * ```
 */
export function estimateCurrentCart(
  client: Client,
  request: EstimateCartRequest = {},
  options?: CallOptions,
): Promise<EstimateCartResponse> {
  return post(client, 'estimateCurrentCart', 'estimate', request, options)
}

/**
 * Adds catalog items (and, with an API key, custom items), creating the current cart on the
 * first call. An item already in the cart gains quantity.
 *
 * @example
 * ```ts
 * const { cart } = await addLineItemsToCurrentCart(client, {
 *   catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } }],
 * })
 * ```
 */
export function addLineItemsToCurrentCart(
  client: Client,
  request: AddLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return forgetNoCart(
    client,
    post(client, 'addLineItemsToCurrentCart', 'add-line-items', request, options, false),
  )
}

/**
 * Removes lines by id; an id not in the cart rejects with `LINE_ITEM_NOT_FOUND_IN_CART`.
 *
 * @example
 * ```ts
 * await removeLineItemsFromCurrentCart(client, { lineItemIds: [line.id] })
 * ```
 */
export function removeLineItemsFromCurrentCart(
  client: Client,
  request: RemoveLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'removeLineItemsFromCurrentCart', 'remove-line-items', request, options)
}

/**
 * Sets line quantities (and membership payments), 1 to 100 entries.
 *
 * @example
 * ```ts
 * await updateLineItemsInCurrentCart(client, { lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 3 } }] })
 * ```
 */
export function updateLineItemsInCurrentCart(
  client: Client,
  request: UpdateLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'updateLineItemsInCurrentCart', 'update-line-items', request, options)
}

/**
 * Applies a coupon. A cart takes one: remove it before another (`MAX_COUPONS_PER_CART_EXCEEDED`).
 * An unknown code rejects with `INVALID_COUPON_CODE`, an unusable one with `INVALID_COUPON_STATUS`.
 *
 * @example
 * ```ts
 * const { cart } = await addCouponToCurrentCart(client, { coupon: { code: 'SAVE10' } })
 * ```
 */
export function addCouponToCurrentCart(
  client: Client,
  request: AddCouponRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'addCouponToCurrentCart', 'add-coupon', request, options)
}

/**
 * Removes the coupon by its cart-level id (`cart.coupons[0].id`).
 *
 * @example
 * ```ts
 * await removeCouponFromCurrentCart(client, { couponId: cart.coupons[0]?.id ?? '' })
 * ```
 */
export function removeCouponFromCurrentCart(
  client: Client,
  request: RemoveCouponRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'removeCouponFromCurrentCart', 'remove-coupon', request, options)
}

/**
 * Chooses the delivery method by code (`standard`, `express`, `store-pickup` in the demo store).
 *
 * @example
 * ```ts
 * await setDeliveryMethodForCurrentCart(client, { deliveryMethod: { code: 'standard' } })
 * ```
 */
export function setDeliveryMethodForCurrentCart(
  client: Client,
  request: SetDeliveryMethodRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'setDeliveryMethodForCurrentCart', 'set-delivery-method', request, options)
}

/**
 * Clears the chosen delivery method.
 *
 * @example
 * ```ts
 * await removeDeliveryMethodFromCurrentCart(client)
 * ```
 */
export function removeDeliveryMethodFromCurrentCart(
  client: Client,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'removeDeliveryMethodFromCurrentCart', 'remove-delivery-method', {}, options)
}

/**
 * Applies a gift card (one per cart); it pays its share when the order is placed.
 *
 * @example
 * ```ts
 * await addGiftCardToCurrentCart(client, { giftCard: { code: 'GIFTCARD-50' } })
 * ```
 */
export function addGiftCardToCurrentCart(
  client: Client,
  request: AddGiftCardRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'addGiftCardToCurrentCart', 'add-gift-card', request, options)
}

/**
 * Removes the gift card by its cart-level id (`cart.paymentInfo.giftCards[0].id`).
 *
 * @example
 * ```ts
 * await removeGiftCardFromCurrentCart(client, { giftCardId: cart.paymentInfo?.giftCards?.[0]?.id ?? '' })
 * ```
 */
export function removeGiftCardFromCurrentCart(
  client: Client,
  request: RemoveGiftCardRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(client, 'removeGiftCardFromCurrentCart', 'remove-gift-card', request, options)
}

/**
 * Links form submissions (by form id) to the current cart.
 *
 * @example
 * ```ts
 * await updateFormSubmissionsInCurrentCart(client, { formSubmissions: [{ id: formId, formSubmissionId }] })
 * ```
 */
export function updateFormSubmissionsInCurrentCart(
  client: Client,
  request: UpdateFormSubmissionsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return post(
    client,
    'updateFormSubmissionsInCurrentCart',
    'update-forms-submission',
    request,
    options,
  )
}

/**
 * Upsell offers for the current cart's lines (a platform preview; the emulator offers none).
 *
 * @example
 * ```ts
 * const { itemsUpsells } = await getUpsellOptionsForCurrentCart(client)
 * ```
 */
export function getUpsellOptionsForCurrentCart(
  client: Client,
  options?: CallOptions,
): Promise<GetUpsellOptionsResponse> {
  return send(
    client,
    {
      operation: 'getUpsellOptionsForCurrentCart',
      method: 'GET',
      path: `${CURRENT}/upsell-options`,
    },
    options,
  )
}
