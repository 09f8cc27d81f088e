/**
 * The wire types the SDK speaks, taken from the wire package's sources by relative path on
 * purpose: declaration bundling then inlines them into the SDK's own `.d.ts` files, so the
 * published SDK has no dependency, not even for types. Everything else imports types from here.
 * @module
 */
export type * from '../../wire/src/types'
