/**
 * Cart V2 hooks (`@storefront-kit/sdk/cart-v2`): the current cart (`null` when there is none),
 * its estimate and full calculation, optimistic line changes that settle to the platform's cart
 * as the v1 cart's do, codes, delivery method and placing the order.
 * @module
 */
export * from './cart-v2/mutations'
export { isProvisionalV2LineItem, type V2LinePreview } from './cart-v2/predict'
export * from './cart-v2/queries'
