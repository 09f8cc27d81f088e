/**
 * Catalog V3 hooks: the catalog version, V3 products (query, search, by id and slug), read-only
 * variants, inventory items and categories for every visitor; the owner's writes (products,
 * inventory, categories); query keys.
 * @module
 */
export * from './catalog-v3/category-writes'
export * from './catalog-v3/keys'
export * from './catalog-v3/queries'
export * from './catalog-v3/writes'
