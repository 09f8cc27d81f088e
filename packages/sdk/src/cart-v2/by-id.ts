import { encodeQuery } from '@storefront-kit/wire/encoding'
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
import { byId, CARTS, send } from './request'

/** A POST to a cart by id; the platform's client repeats the id in the body. */
export const postById = <T>(
  client: Client,
  operation: string,
  cartId: string,
  action: string,
  payload: object,
  options: CallOptions | undefined,
  idempotent = true,
) =>
  send<T>(
    client,
    {
      operation,
      method: 'POST',
      path: byId(cartId, action),
      payload: { ...payload, cartId },
      idempotent,
    },
    options,
  )

/**
 * Creates a cart that is not the caller's current one (an app's or the API key's cart; with
 * `cart.customerInfo.openAccess` the first visitor or member to use it becomes its owner).
 *
 * @example
 * ```ts
 * const { cart } = await createCart(client, { catalogItems: [{ quantity: 1, catalogReference }] })
 * ```
 */
export function createCart(
  client: Client,
  request: CreateCartRequest = {},
  options?: CallOptions,
): Promise<CartV2Response> {
  return send(
    client,
    { operation: 'createCart', method: 'POST', path: CARTS, payload: request },
    options,
  )
}

/**
 * Gets a cart by id (the cart id is also its checkout id). Visitors and members reach only their
 * own carts: another's answers `NotFoundError`, code `CART_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const { cart } = await getCart(client, cartId)
 * ```
 */
export function getCart(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<CartV2Response> {
  return send(
    client,
    { operation: 'getCart', method: 'GET', path: byId(cartId), query: encodeQuery({ cartId }) },
    options,
  )
}

/**
 * Updates a cart's editable fields (`cart.id` names it).
 *
 * @example
 * ```ts
 * await updateCart(client, { cart: { id: cartId, deliveryInfo: { address } } })
 * ```
 */
export function updateCart(
  client: Client,
  request: UpdateCartRequest & { cart: { id: string } },
  options?: CallOptions,
): Promise<CartV2Response> {
  return send(
    client,
    {
      operation: 'updateCart',
      method: 'PATCH',
      path: byId(request.cart.id),
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Deletes a cart.
 *
 * @example
 * ```ts
 * await deleteCart(client, cartId)
 * ```
 */
export function deleteCart(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<DeleteCartResponse> {
  return send(
    client,
    {
      operation: 'deleteCart',
      method: 'DELETE',
      path: byId(cartId),
      query: encodeQuery({ cartId }),
    },
    options,
  )
}

/**
 * Re-reads today's catalog prices, stock and automatic discounts into a cart.
 *
 * @example
 * ```ts
 * const { cart } = await refreshCart(client, cartId)
 * ```
 */
export function refreshCart(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'refreshCart', cartId, 'refresh', {}, options)
}

/**
 * Estimates only the components asked for; no verification token.
 *
 * @example
 * ```ts
 * const { summary } = await estimateCart(client, cartId, { calculateTax: true })
 * ```
 */
export function estimateCart(
  client: Client,
  cartId: string,
  request: EstimateCartRequest = {},
  options?: CallOptions,
): Promise<EstimateCartResponse> {
  return postById(client, 'estimateCart', cartId, 'estimate', request, options)
}

/**
 * Calculates everything with every checkout validation; `summary.priceVerificationToken` goes
 * to {@link placeOrder}, which then fails with `CART_PRICES_OUT_OF_SYNC` if prices moved.
 *
 * @example
 * ```ts
 * const { summary } = await calculateCart(client, cartId)
 * ```
 */
export function calculateCart(
  client: Client,
  cartId: string,
  request: CalculateCartRequest = {},
  options?: CallOptions,
): Promise<CalculateCartResponse> {
  return postById(client, 'calculateCart', cartId, 'calculate', request, options)
}

/**
 * Adds catalog items (and, with an API key, custom items) to a cart.
 *
 * @example
 * ```ts
 * await addLineItems(client, cartId, { catalogItems: [{ quantity: 2, catalogReference }] })
 * ```
 */
export function addLineItems(
  client: Client,
  cartId: string,
  request: AddLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'addLineItems', cartId, 'add-line-items', request, options, false)
}

/**
 * Removes lines by id.
 *
 * @example
 * ```ts
 * await removeLineItems(client, cartId, { lineItemIds: [lineId] })
 * ```
 */
export function removeLineItems(
  client: Client,
  cartId: string,
  request: RemoveLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'removeLineItems', cartId, 'remove-line-items', request, options)
}

/**
 * Sets line quantities (1 to 300 entries).
 *
 * @example
 * ```ts
 * await updateLineItems(client, cartId, { lineItems: [{ lineItemId, quantity: { newQuantity: 2 } }] })
 * ```
 */
export function updateLineItems(
  client: Client,
  cartId: string,
  request: UpdateLineItemsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'updateLineItems', cartId, 'update-line-items', request, options)
}

/**
 * Applies a coupon to a cart (one per cart).
 *
 * @example
 * ```ts
 * await addCoupon(client, cartId, { coupon: { code: 'SAVE10' } })
 * ```
 */
export function addCoupon(
  client: Client,
  cartId: string,
  request: AddCouponRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'addCoupon', cartId, 'add-coupon', request, options)
}

/**
 * Removes a cart's coupon by its cart-level id.
 *
 * @example
 * ```ts
 * await removeCoupon(client, cartId, { couponId })
 * ```
 */
export function removeCoupon(
  client: Client,
  cartId: string,
  request: RemoveCouponRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'removeCoupon', cartId, 'remove-coupon', request, options)
}

/**
 * Chooses a cart's delivery method by code.
 *
 * @example
 * ```ts
 * await setDeliveryMethod(client, cartId, { deliveryMethod: { code: 'express' } })
 * ```
 */
export function setDeliveryMethod(
  client: Client,
  cartId: string,
  request: SetDeliveryMethodRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'setDeliveryMethod', cartId, 'set-delivery-method', request, options)
}

/**
 * Clears a cart's delivery method.
 *
 * @example
 * ```ts
 * await removeDeliveryMethod(client, cartId)
 * ```
 */
export function removeDeliveryMethod(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'removeDeliveryMethod', cartId, 'remove-delivery-method', {}, options)
}

/**
 * Applies a gift card to a cart (one per cart).
 *
 * @example
 * ```ts
 * await addGiftCard(client, cartId, { giftCard: { code: 'GIFTCARD-50' } })
 * ```
 */
export function addGiftCard(
  client: Client,
  cartId: string,
  request: AddGiftCardRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'addGiftCard', cartId, 'add-gift-card', request, options)
}

/**
 * Removes a cart's gift card by its cart-level id.
 *
 * @example
 * ```ts
 * await removeGiftCard(client, cartId, { giftCardId })
 * ```
 */
export function removeGiftCard(
  client: Client,
  cartId: string,
  request: RemoveGiftCardRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(client, 'removeGiftCard', cartId, 'remove-gift-card', request, options)
}

/**
 * Links form submissions to a cart.
 *
 * @example
 * ```ts
 * await updateFormSubmissions(client, cartId, { formSubmissions: [{ id: formId, formSubmissionId }] })
 * ```
 */
export function updateFormSubmissions(
  client: Client,
  cartId: string,
  request: UpdateFormSubmissionsRequest,
  options?: CallOptions,
): Promise<CartV2Response> {
  return postById(
    client,
    'updateFormSubmissions',
    cartId,
    'update-forms-submission',
    request,
    options,
  )
}

/**
 * Upsell offers for a cart's lines (a platform preview; the emulator offers none).
 *
 * @example
 * ```ts
 * const { itemsUpsells } = await getUpsellOptions(client, cartId)
 * ```
 */
export function getUpsellOptions(
  client: Client,
  cartId: string,
  options?: CallOptions,
): Promise<GetUpsellOptionsResponse> {
  return send(
    client,
    {
      operation: 'getUpsellOptions',
      method: 'GET',
      path: byId(cartId, 'upsell-options'),
      query: encodeQuery({ cartId }),
    },
    options,
  )
}
