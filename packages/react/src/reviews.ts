/**
 * Review hooks: read, query page by page, count and write reviews; the owner's replies,
 * moderation and bulk calls.
 * @module
 */
export * from './reviews/queries'
export * from './reviews/writes'
