/**
 * The wire types the SDK speaks, from the wire package's `types` subpath (shapes and constants,
 * no schemas). Declaration bundling inlines them into the SDK's own `.d.ts` files, so the
 * published SDK has no dependency, not even for types. Everything else imports types from here.
 * @module
 */
export type * from '@storefront-kit/wire/types'
