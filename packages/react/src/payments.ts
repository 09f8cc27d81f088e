/**
 * Payment-collection hooks for the owner: collectability, prepare, capture and void.
 * @module
 */
export * from './payments/queries'
export * from './payments/writes'
