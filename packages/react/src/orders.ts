/**
 * Order hooks: read one order or search them page by page; the owner's order writes.
 * @module
 */
export * from './orders/queries'
export * from './orders/writes'
