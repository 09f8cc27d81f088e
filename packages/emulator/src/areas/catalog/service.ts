/**
 * The catalog's rules, by concern: reads (visibility, merchant data, options availability),
 * product writes, variants, media, bulk changes and collections. Routes call only these.
 * @module
 */

export { bulkAdjustProductProperties, bulkUpdateProducts } from './bulk-writes'
export {
  getCollection,
  getCollectionBySlug,
  queryCollections,
  queryCollectionsV1,
} from './collection-reads'
export {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from './collection-writes'
export { addProductMedia, changeChoiceMedia, removeProductMedia } from './media-writes'
export {
  getProduct,
  getStoreVariant,
  productOptionsAvailability,
  queryProductsPlatformized,
  queryProductsV1,
  queryProductVariants,
  queryStoreVariants,
  type Reader,
} from './product-reads'
export {
  createProduct,
  deleteProduct,
  removeField,
  updateProduct,
  type Writer,
} from './product-writes'
export { deleteProductOptions, resetAllVariantData, updateVariants } from './variant-writes'
