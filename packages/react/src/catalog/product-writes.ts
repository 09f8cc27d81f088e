import type { Client } from '@storefront-kit/sdk'
import {
  type BulkAdjustProductPropertiesRequest,
  type BulkProductsResponse,
  type BulkUpdateProductsRequest,
  bulkAdjustProductProperties,
  bulkUpdateProducts,
  type CreateProductRequest,
  createProduct,
  deleteProduct,
  deleteProductOptions,
  type EmptyResponse,
  type ProductResponse,
  resetAllVariantData,
  type UpdateProductRequest,
  type UpdateVariantsRequest,
  type UpdateVariantsResponse,
  updateProduct,
  updateVariants,
} from '@storefront-kit/sdk/catalog'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { catalogKeys } from './keys'

/** The owner's product writes, keyed under the products; each invalidates the whole catalog. */
const products = { key: () => catalogKeys.products.all, invalidates: () => [catalogKeys.all] }

/**
 * Mutation options of `createProduct`; invalidates the catalog.
 * @example useMutation(createProductMutationOptions(client))
 */
export function createProductMutationOptions(
  client: Client,
): StorefrontMutation<ProductResponse, CreateProductRequest> {
  return plainMutation(client, products, 'createProduct', createProduct)
}

/**
 * Creates a product (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateProduct()
 * create.mutate({
 *   product: { name: 'Oak Stool', priceData: { price: 80 }, costAndProfitData: { itemCost: 30 } },
 * })
 * ```
 */
export const useCreateProduct = /* @__PURE__ */ mutationHook(createProductMutationOptions)

/**
 * Mutation options of `updateProduct`; invalidates the catalog.
 * @example useMutation(updateProductMutationOptions(client))
 */
export function updateProductMutationOptions(
  client: Client,
): StorefrontMutation<ProductResponse, UpdateProductRequest & { id: string }> {
  return plainMutation(client, products, 'updateProduct', withId(updateProduct))
}

/**
 * Updates a product (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateProduct()
 * update.mutate({ id: productId, product: { name: 'Oak Stool II' } })
 * ```
 */
export const useUpdateProduct = /* @__PURE__ */ mutationHook(updateProductMutationOptions)

/**
 * Mutation options of `deleteProduct`; invalidates the catalog.
 * @example useMutation(deleteProductMutationOptions(client))
 */
export function deleteProductMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'deleteProduct', byId(deleteProduct))
}

/**
 * Deletes a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteProduct()
 * remove.mutate({ id: productId })
 * ```
 */
export const useDeleteProduct = /* @__PURE__ */ mutationHook(deleteProductMutationOptions)

/**
 * Mutation options of `updateVariants`; invalidates the catalog.
 * @example useMutation(updateVariantsMutationOptions(client))
 */
export function updateVariantsMutationOptions(
  client: Client,
): StorefrontMutation<UpdateVariantsResponse, UpdateVariantsRequest & { id: string }> {
  return plainMutation(client, products, 'updateVariants', withId(updateVariants))
}

/**
 * Updates variants of a product (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateVariants()
 * update.mutate({ id: productId, variants: [{ choices: { Size: 'M' }, price: 30 }] })
 * ```
 */
export const useUpdateVariants = /* @__PURE__ */ mutationHook(updateVariantsMutationOptions)

/**
 * Mutation options of `resetAllVariantData`; invalidates the catalog.
 * @example useMutation(resetAllVariantDataMutationOptions(client))
 */
export function resetAllVariantDataMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'resetAllVariantData', byId(resetAllVariantData))
}

/**
 * Resets the data of all variants of a product (owner).
 *
 * @example
 * ```tsx
 * const reset = useResetAllVariantData()
 * reset.mutate({ id: productId })
 * ```
 */
export const useResetAllVariantData = /* @__PURE__ */ mutationHook(
  resetAllVariantDataMutationOptions,
)

/**
 * Mutation options of `deleteProductOptions`; invalidates the catalog.
 * @example useMutation(deleteProductOptionsMutationOptions(client))
 */
export function deleteProductOptionsMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'deleteProductOptions', byId(deleteProductOptions))
}

/**
 * Deletes all options of a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteProductOptions()
 * remove.mutate({ id: productId })
 * ```
 */
export const useDeleteProductOptions = /* @__PURE__ */ mutationHook(
  deleteProductOptionsMutationOptions,
)

/**
 * Mutation options of `bulkUpdateProducts`; invalidates the catalog.
 * @example useMutation(bulkUpdateProductsMutationOptions(client))
 */
export function bulkUpdateProductsMutationOptions(
  client: Client,
): StorefrontMutation<BulkProductsResponse, BulkUpdateProductsRequest> {
  return plainMutation(client, products, 'bulkUpdateProducts', bulkUpdateProducts)
}

/**
 * Sets a property on many products (owner).
 *
 * @example
 * ```tsx
 * const update = useBulkUpdateProducts()
 * update.mutate({ ids: productIds, set: { ribbon: 'Sale' } })
 * ```
 */
export const useBulkUpdateProducts = /* @__PURE__ */ mutationHook(bulkUpdateProductsMutationOptions)

/**
 * Mutation options of `bulkAdjustProductProperties`; invalidates the catalog.
 * @example useMutation(bulkAdjustProductPropertiesMutationOptions(client))
 */
export function bulkAdjustProductPropertiesMutationOptions(
  client: Client,
): StorefrontMutation<BulkProductsResponse, BulkAdjustProductPropertiesRequest> {
  return plainMutation(client, products, 'bulkAdjustProductProperties', bulkAdjustProductProperties)
}

/**
 * Adjusts a numeric property of many products (owner).
 *
 * @example
 * ```tsx
 * const adjust = useBulkAdjustProductProperties()
 * adjust.mutate({ ids: productIds, adjust: { price: { percentage: { rate: 10 } } } })
 * ```
 */
export const useBulkAdjustProductProperties = /* @__PURE__ */ mutationHook(
  bulkAdjustProductPropertiesMutationOptions,
)
