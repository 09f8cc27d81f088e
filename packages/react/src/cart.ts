/**
 * Current-cart hooks: the cart (`null` when there is none), its estimate, and optimistic changes
 * that settle to the platform's cart.
 * @module
 */
export * from './cart/mutations'
export { cartSubtotal, isProvisionalLineItem, type LinePreview } from './cart/predict'
export * from './cart/queries'
