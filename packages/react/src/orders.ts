/**
 * Order hooks: read one order or search them page by page; the owner's order writes, status,
 * notes and figures (aggregates).
 * @module
 */

export * from './orders/manage'
export * from './orders/queries'
export * from './orders/writes'
