/**
 * `@storefront-kit/sdk/checkout`: checkouts (Checkout v1, `/ecom/v1/checkouts`): create, read,
 * adjust lines, codes and addresses, get the checkout page URL, and turn a checkout into an order.
 * Prices are computed by the platform on every change.
 * @module
 */

export { createOrder, createOrderAndCharge, markCheckoutAsCompleted } from './checkout/complete'
export {
  getCheckout,
  getCheckoutByCartId,
  getCheckoutPaymentSettings,
  getCheckoutUrl,
} from './checkout/read'
export {
  addToCheckout,
  createCheckout,
  removeCoupon,
  removeGiftCard,
  removeLineItems,
  removeOverrideCheckoutUrl,
  updateCheckout,
  updateLineItemsQuantity,
} from './checkout/write'
export type {
  AddToCheckoutRequest,
  AppliedDiscount,
  CalculationErrors,
  Checkout,
  CheckoutCreateOrderRequest,
  CheckoutCreateOrderResponse,
  CheckoutInfo,
  CheckoutLineItem,
  CheckoutPaymentSettings,
  CheckoutResponse,
  CreateCheckoutRequest,
  CreateOrderAndChargeRequest,
  CreateOrderAndChargeResponse,
  CustomLineItem,
  GetCheckoutPaymentSettingsResponse,
  GetCheckoutUrlResponse,
  GiftCard,
  LineItemInput,
  LineItemQuantityUpdate,
  PriceSummary,
  RemoveLineItemsRequest,
  ShippingInfo,
  UpdateCheckoutRequest,
  UpdateLineItemsQuantityRequest,
} from './wire'
