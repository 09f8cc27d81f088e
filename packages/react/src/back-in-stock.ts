/**
 * Back-in-stock hooks: a shopper's "notify me" request, and the owner's reads and reports.
 * @module
 */
export * from './back-in-stock/queries'
export * from './back-in-stock/writes'
