/**
 * Store catalog hooks: products, variants and collections (reads for every visitor, writes for
 * the owner), with their query keys.
 * @module
 */
export * from './catalog/collection-writes'
export * from './catalog/collections'
export * from './catalog/keys'
export * from './catalog/product-media-writes'
export * from './catalog/product-writes'
export * from './catalog/products'
