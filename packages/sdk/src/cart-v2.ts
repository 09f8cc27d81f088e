/**
 * `@storefront-kit/sdk/cart-v2`: Cart V2 (`/ecom/v2/carts`), the platform's cart and checkout in
 * one entity, replacing the v1 cart and checkout calls (removed by the platform on 2027-02-01).
 * Add items, set the buyer's address and a delivery method, {@link calculateCart} for totals,
 * then {@link placeOrder}: the cart id is the checkout id. The guide is
 * docs/migrating-to-cart-v2.md.
 * @module
 */

export { catalogReferenceKey } from '@storefront-kit/wire/catalog-reference'

export {
  addCoupon,
  addGiftCard,
  addLineItems,
  calculateCart,
  createCart,
  deleteCart,
  estimateCart,
  getCart,
  getUpsellOptions,
  refreshCart,
  removeCoupon,
  removeDeliveryMethod,
  removeGiftCard,
  removeLineItems,
  setDeliveryMethod,
  updateCart,
  updateFormSubmissions,
  updateLineItems,
} from './cart-v2/by-id'
export {
  getCheckoutUrl,
  handleAsyncCheckoutCompletion,
  markCartAsCompleted,
  placeOrder,
} from './cart-v2/checkout'
export {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  calculateCurrentCart,
  createCurrentCart,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  getUpsellOptionsForCurrentCart,
  refreshCurrentCart,
  removeCouponFromCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  removeGiftCardFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  updateCurrentCart,
  updateFormSubmissionsInCurrentCart,
  updateLineItemsInCurrentCart,
} from './cart-v2/current'
export { getCurrentCartOrNull } from './cart-v2/no-cart'
export type {
  AddCouponRequest,
  AddGiftCardRequest,
  AddLineItemsRequest,
  CalculateCartRequest,
  CalculateCartResponse,
  CartSummary,
  CartV2,
  CartV2Input,
  CartV2Response,
  CatalogItemInput,
  CatalogReference,
  ConvertedMoney,
  CouponInput,
  CreateCartRequest,
  CustomItemInput,
  DeleteCartResponse,
  DeliveryMethodInput,
  EstimateCartRequest,
  EstimateCartResponse,
  GetCheckoutUrlRequest,
  GetUpsellOptionsResponse,
  GiftCardInput,
  HandleAsyncCheckoutCompletionResponse,
  LineItemUpdate,
  MarkCartAsCompletedRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  RemoveCouponRequest,
  RemoveGiftCardRequest,
  RemoveLineItemsRequest,
  SetDeliveryMethodRequest,
  UpdateCartRequest,
  UpdateFormSubmissionsRequest,
  UpdateLineItemsRequest,
  V2LineItem,
  V2PriceSummary,
  V2Violation,
} from './wire'

/** The store catalog's app id: `catalogReference.appId` of store products. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'
