/**
 * Checkout hooks: read a checkout and its hosted page URL, adjust it, and turn it into an order.
 * @module
 */
export * from './checkout/complete'
export * from './checkout/queries'
export * from './checkout/writes'
