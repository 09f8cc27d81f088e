/**
 * Order hooks: a shopper's orders and order history, and the owner's order writes, bulk calls
 * and imports.
 * @module
 */
export * from './orders/bulk-writes'
export * from './orders/queries'
export * from './orders/writes'
