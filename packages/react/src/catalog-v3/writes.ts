import type { Client } from '@storefront-kit/sdk'
import {
  addItemToCategories,
  type BulkCategoryItemsResponse,
  type BulkInventoryItemsResponse,
  type BulkItemCategoriesRequest,
  type BulkUpdateInventoryItemsRequest,
  bulkUpdateInventoryItems,
  type CategoryResponse,
  type CreateCategoryRequest,
  createCategory,
  createProductV3,
  deleteProductV3,
  type InTree,
  type InventoryItemResponse,
  removeItemFromCategories,
  type UpdateInventoryItemRequest,
  updateInventoryItem,
  updateProductV3,
  type V3CreateProductRequest,
  type V3EmptyResponse,
  type V3ProductResponse,
  type V3UpdateProductRequest,
} from '@storefront-kit/sdk/catalog-v3'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { catalogV3Keys } from './keys'

// The owner's Catalog V3 writes: each invalidates the whole V3 catalog (a product change moves
// prices, stock and category lists alike).
const products = { key: () => catalogV3Keys.products.all, invalidates: () => [catalogV3Keys.all] }
const inventory = { key: () => catalogV3Keys.inventory.all, invalidates: () => [catalogV3Keys.all] }
const categories = {
  key: () => catalogV3Keys.categories.all,
  invalidates: () => [catalogV3Keys.all],
}

/**
 * Mutation options of `createProductV3`; invalidates the V3 catalog.
 * @example useMutation(createProductV3MutationOptions(client))
 */
export function createProductV3MutationOptions(
  client: Client,
): StorefrontMutation<V3ProductResponse, V3CreateProductRequest> {
  return plainMutation(client, products, 'createProductV3', createProductV3)
}

/**
 * Creates a V3 product (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateProductV3()
 * create.mutate({ product: { name: 'Scarf', productType: 'PHYSICAL', physicalProperties: {}, variantsInfo } })
 * ```
 */
export const useCreateProductV3 = /* @__PURE__ */ mutationHook(createProductV3MutationOptions)

/**
 * Mutation options of `updateProductV3`; invalidates the V3 catalog.
 * @example useMutation(updateProductV3MutationOptions(client))
 */
export function updateProductV3MutationOptions(
  client: Client,
): StorefrontMutation<V3ProductResponse, V3UpdateProductRequest & { id: string }> {
  return plainMutation(client, products, 'updateProductV3', withId(updateProductV3))
}

/**
 * Updates a V3 product (owner); give its current revision.
 *
 * @example
 * ```tsx
 * const update = useUpdateProductV3()
 * update.mutate({ id: product.id, product: { revision: product.revision, name: 'Wrap' } })
 * ```
 */
export const useUpdateProductV3 = /* @__PURE__ */ mutationHook(updateProductV3MutationOptions)

/**
 * Mutation options of `deleteProductV3`; invalidates the V3 catalog.
 * @example useMutation(deleteProductV3MutationOptions(client))
 */
export function deleteProductV3MutationOptions(
  client: Client,
): StorefrontMutation<V3EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'deleteProductV3', byId(deleteProductV3))
}

/**
 * Deletes a V3 product (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteProductV3()
 * remove.mutate({ id: productId })
 * ```
 */
export const useDeleteProductV3 = /* @__PURE__ */ mutationHook(deleteProductV3MutationOptions)

/**
 * Mutation options of `updateInventoryItem`; invalidates the V3 catalog.
 * @example useMutation(updateInventoryItemMutationOptions(client))
 */
export function updateInventoryItemMutationOptions(
  client: Client,
): StorefrontMutation<InventoryItemResponse, UpdateInventoryItemRequest & { id: string }> {
  return plainMutation(client, inventory, 'updateInventoryItem', withId(updateInventoryItem))
}

/**
 * Sets a variant's stock (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateInventoryItem()
 * update.mutate({ id: item.id, inventoryItem: { revision: item.revision, quantity: 10 } })
 * ```
 */
export const useUpdateInventoryItem = /* @__PURE__ */ mutationHook(
  updateInventoryItemMutationOptions,
)

/**
 * Mutation options of `bulkUpdateInventoryItems`; invalidates the V3 catalog.
 * @example useMutation(bulkUpdateInventoryItemsMutationOptions(client))
 */
export function bulkUpdateInventoryItemsMutationOptions(
  client: Client,
): StorefrontMutation<BulkInventoryItemsResponse, BulkUpdateInventoryItemsRequest> {
  return plainMutation(client, inventory, 'bulkUpdateInventoryItems', bulkUpdateInventoryItems)
}

/**
 * Sets the stock of several variants (owner).
 *
 * @example
 * ```tsx
 * const update = useBulkUpdateInventoryItems()
 * update.mutate({ inventoryItems: [{ inventoryItem: { id, revision, inStock: true } }] })
 * ```
 */
export const useBulkUpdateInventoryItems = /* @__PURE__ */ mutationHook(
  bulkUpdateInventoryItemsMutationOptions,
)

/**
 * Mutation options of `createCategory`; invalidates the V3 catalog.
 * @example useMutation(createCategoryMutationOptions(client))
 */
export function createCategoryMutationOptions(
  client: Client,
): StorefrontMutation<CategoryResponse, InTree<CreateCategoryRequest>> {
  return plainMutation(client, categories, 'createCategory', createCategory)
}

/**
 * Creates a category (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateCategory()
 * create.mutate({ category: { name: 'Gifts' } })
 * ```
 */
export const useCreateCategory = /* @__PURE__ */ mutationHook(createCategoryMutationOptions)

/**
 * Mutation options of `addItemToCategories`; invalidates the V3 catalog.
 * @example useMutation(addItemToCategoriesMutationOptions(client))
 */
export function addItemToCategoriesMutationOptions(
  client: Client,
): StorefrontMutation<BulkCategoryItemsResponse, InTree<BulkItemCategoriesRequest>> {
  return plainMutation(client, categories, 'addItemToCategories', addItemToCategories)
}

/**
 * Puts a product in categories (owner).
 *
 * @example
 * ```tsx
 * const add = useAddItemToCategories()
 * add.mutate({ item: { catalogItemId: productId, appId: STORES_APP_ID }, categoryIds })
 * ```
 */
export const useAddItemToCategories = /* @__PURE__ */ mutationHook(
  addItemToCategoriesMutationOptions,
)

/**
 * Mutation options of `removeItemFromCategories`; invalidates the V3 catalog.
 * @example useMutation(removeItemFromCategoriesMutationOptions(client))
 */
export function removeItemFromCategoriesMutationOptions(
  client: Client,
): StorefrontMutation<BulkCategoryItemsResponse, InTree<BulkItemCategoriesRequest>> {
  return plainMutation(client, categories, 'removeItemFromCategories', removeItemFromCategories)
}

/**
 * Takes a product out of categories (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveItemFromCategories()
 * remove.mutate({ item: { catalogItemId: productId, appId: STORES_APP_ID }, categoryIds })
 * ```
 */
export const useRemoveItemFromCategories = /* @__PURE__ */ mutationHook(
  removeItemFromCategoriesMutationOptions,
)
