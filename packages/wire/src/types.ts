/**
 * Every wire shape and constant, without the zod schemas: what clients (the SDK) need. The
 * schemas live beside each area (`<area>.schema.ts`) and are exported from the package root.
 * @module
 */
export * from './back-in-stock'
export * from './cart'
export * from './cart-v2'
export * from './catalog'
export * from './catalog-v3'
export * from './checkout'
export * from './common'
export * from './ecom-common'
export * from './errors'
export * from './identity'
export * from './media'
export * from './members'
export * from './orders'
export * from './payments'
export * from './purchase-flow'
export * from './purchase-totals'
export * from './query'
export * from './recommendations'
export * from './redirects'
export * from './reviews'
export * from './webhooks'
