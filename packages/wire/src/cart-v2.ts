/**
 * Cart V2 (eCommerce `wix.ecom.cart.v2`, wire/cart-v2.md): one entity for cart and checkout under
 * `/ecom/v2/carts`, the caller's current cart at `/ecom/v2/carts/current`, totals in the
 * calculation summary, and orders placed from the cart. Replaces Cart v1 and Checkout v1
 * (removal 2027-02-01).
 * @module
 */
export type * from './cart-v2-entity'
export type * from './cart-v2-requests'
export type * from './cart-v2-summary'
