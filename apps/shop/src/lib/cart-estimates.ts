import type { EstimateCartRequest } from '@storefront-kit/sdk/cart-v2'

/**
 * The Cart V2 estimate the cart page shows once the cart holds a delivery address: everything
 * but gift cards. Without an address it asks for `{}` (the subtotal and discounts). The cart
 * page's data prefetches the same request, so the page shows it without asking again.
 */
export const V2_ESTIMATE_WITH_ADDRESS: EstimateCartRequest = {
  calculateDelivery: true,
  calculateTax: true,
  calculateAdditionalFees: true,
}

/** Whether a Cart V2 cart has the address that delivery and tax depend on. */
export const hasDeliveryAddress = (cart: {
  deliveryInfo: { address?: { country?: string } | undefined }
}): boolean => !!cart.deliveryInfo.address?.country
