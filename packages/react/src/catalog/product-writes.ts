import type { Client, StorefrontError } from '@storefront-kit/sdk'
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
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { catalogKeys } from './keys'

/**
 * Mutation options of `createProduct`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createProductMutationOptions(client))
 * ```
 */
export const createProductMutationOptions = (
  client: Client,
): StorefrontMutation<ProductResponse, CreateProductRequest> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'createProduct'],
    mutationFn: (request: CreateProductRequest) => createProduct(client, request),
    invalidates: () => [catalogKeys.all],
  })

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
export function useCreateProduct(
  options?: StorefrontMutationOptions<ProductResponse, CreateProductRequest>,
): UseMutationResult<ProductResponse, StorefrontError, CreateProductRequest> {
  return useStorefrontMutation(createProductMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateProduct`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateProductMutationOptions(client))
 * ```
 */
export const updateProductMutationOptions = (
  client: Client,
): StorefrontMutation<ProductResponse, UpdateProductRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'updateProduct'],
    mutationFn: ({ id, ...request }: UpdateProductRequest & { id: string }) =>
      updateProduct(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Updates a product (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateProduct()
 * update.mutate({ id: productId, product: { name: 'Oak Stool II' } })
 * ```
 */
export function useUpdateProduct(
  options?: StorefrontMutationOptions<ProductResponse, UpdateProductRequest & { id: string }>,
): UseMutationResult<ProductResponse, StorefrontError, UpdateProductRequest & { id: string }> {
  return useStorefrontMutation(updateProductMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteProduct`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteProductMutationOptions(client))
 * ```
 */
export const deleteProductMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'deleteProduct'],
    mutationFn: ({ id }: { id: string }) => deleteProduct(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Deletes a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteProduct()
 * remove.mutate({ id: productId })
 * ```
 */
export function useDeleteProduct(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteProductMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateVariants`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateVariantsMutationOptions(client))
 * ```
 */
export const updateVariantsMutationOptions = (
  client: Client,
): StorefrontMutation<UpdateVariantsResponse, UpdateVariantsRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'updateVariants'],
    mutationFn: ({ id, ...request }: UpdateVariantsRequest & { id: string }) =>
      updateVariants(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Updates variants of a product (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateVariants()
 * update.mutate({ id: productId, variants: [{ choices: { Size: 'M' }, price: 30 }] })
 * ```
 */
export function useUpdateVariants(
  options?: StorefrontMutationOptions<
    UpdateVariantsResponse,
    UpdateVariantsRequest & { id: string }
  >,
): UseMutationResult<
  UpdateVariantsResponse,
  StorefrontError,
  UpdateVariantsRequest & { id: string }
> {
  return useStorefrontMutation(updateVariantsMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `resetAllVariantData`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(resetAllVariantDataMutationOptions(client))
 * ```
 */
export const resetAllVariantDataMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'resetAllVariantData'],
    mutationFn: ({ id }: { id: string }) => resetAllVariantData(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Resets the data of all variants of a product (owner).
 *
 * @example
 * ```tsx
 * const reset = useResetAllVariantData()
 * reset.mutate({ id: productId })
 * ```
 */
export function useResetAllVariantData(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(resetAllVariantDataMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteProductOptions`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteProductOptionsMutationOptions(client))
 * ```
 */
export const deleteProductOptionsMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'deleteProductOptions'],
    mutationFn: ({ id }: { id: string }) => deleteProductOptions(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Deletes all options of a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteProductOptions()
 * remove.mutate({ id: productId })
 * ```
 */
export function useDeleteProductOptions(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteProductOptionsMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkUpdateProducts`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkUpdateProductsMutationOptions(client))
 * ```
 */
export const bulkUpdateProductsMutationOptions = (
  client: Client,
): StorefrontMutation<BulkProductsResponse, BulkUpdateProductsRequest> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'bulkUpdateProducts'],
    mutationFn: (request: BulkUpdateProductsRequest) => bulkUpdateProducts(client, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Sets a property on many products (owner).
 *
 * @example
 * ```tsx
 * const update = useBulkUpdateProducts()
 * update.mutate({ ids: productIds, set: { ribbon: 'Sale' } })
 * ```
 */
export function useBulkUpdateProducts(
  options?: StorefrontMutationOptions<BulkProductsResponse, BulkUpdateProductsRequest>,
): UseMutationResult<BulkProductsResponse, StorefrontError, BulkUpdateProductsRequest> {
  return useStorefrontMutation(bulkUpdateProductsMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `bulkAdjustProductProperties`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(bulkAdjustProductPropertiesMutationOptions(client))
 * ```
 */
export const bulkAdjustProductPropertiesMutationOptions = (
  client: Client,
): StorefrontMutation<BulkProductsResponse, BulkAdjustProductPropertiesRequest> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'bulkAdjustProductProperties'],
    mutationFn: (request: BulkAdjustProductPropertiesRequest) =>
      bulkAdjustProductProperties(client, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Adjusts a numeric property of many products (owner).
 *
 * @example
 * ```tsx
 * const adjust = useBulkAdjustProductProperties()
 * adjust.mutate({ ids: productIds, adjust: { price: { percentage: { rate: 10 } } } })
 * ```
 */
export function useBulkAdjustProductProperties(
  options?: StorefrontMutationOptions<BulkProductsResponse, BulkAdjustProductPropertiesRequest>,
): UseMutationResult<BulkProductsResponse, StorefrontError, BulkAdjustProductPropertiesRequest> {
  return useStorefrontMutation(
    bulkAdjustProductPropertiesMutationOptions(useStorefrontClient()),
    options,
  )
}
