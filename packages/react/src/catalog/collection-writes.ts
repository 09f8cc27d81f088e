import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  addProductsToCollection,
  type CollectionProductIdsRequest,
  type CreateCollectionRequest,
  createCollection,
  deleteCollection,
  type EmptyResponse,
  type GetCollectionResponse,
  removeProductsFromCollection,
  type UpdateCollectionRequest,
  updateCollection,
} from '@storefront-kit/sdk/catalog'
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { catalogKeys } from './keys'

/**
 * Mutation options of `createCollection`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(createCollectionMutationOptions(client))
 * ```
 */
export const createCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<GetCollectionResponse, CreateCollectionRequest> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.collections.all, 'createCollection'],
    mutationFn: (request: CreateCollectionRequest) => createCollection(client, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Creates a collection (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateCollection()
 * create.mutate({ collection: { name: 'Summer' } })
 * ```
 */
export function useCreateCollection(
  options?: StorefrontMutationOptions<GetCollectionResponse, CreateCollectionRequest>,
): UseMutationResult<GetCollectionResponse, StorefrontError, CreateCollectionRequest> {
  return useStorefrontMutation(createCollectionMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `updateCollection`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(updateCollectionMutationOptions(client))
 * ```
 */
export const updateCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<GetCollectionResponse, UpdateCollectionRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.collections.all, 'updateCollection'],
    mutationFn: ({ id, ...request }: UpdateCollectionRequest & { id: string }) =>
      updateCollection(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Updates a collection (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateCollection()
 * update.mutate({ id: collectionId, collection: { name: 'Late Summer' } })
 * ```
 */
export function useUpdateCollection(
  options?: StorefrontMutationOptions<
    GetCollectionResponse,
    UpdateCollectionRequest & { id: string }
  >,
): UseMutationResult<
  GetCollectionResponse,
  StorefrontError,
  UpdateCollectionRequest & { id: string }
> {
  return useStorefrontMutation(updateCollectionMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `deleteCollection`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(deleteCollectionMutationOptions(client))
 * ```
 */
export const deleteCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.collections.all, 'deleteCollection'],
    mutationFn: ({ id }: { id: string }) => deleteCollection(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Deletes a collection (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteCollection()
 * remove.mutate({ id: collectionId })
 * ```
 */
export function useDeleteCollection(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(deleteCollectionMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `addProductsToCollection`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(addProductsToCollectionMutationOptions(client))
 * ```
 */
export const addProductsToCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, CollectionProductIdsRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.collections.all, 'addProductsToCollection'],
    mutationFn: ({ id, ...request }: CollectionProductIdsRequest & { id: string }) =>
      addProductsToCollection(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Adds products to a collection (owner).
 *
 * @example
 * ```tsx
 * const add = useAddProductsToCollection()
 * add.mutate({ id: collectionId, productIds })
 * ```
 */
export function useAddProductsToCollection(
  options?: StorefrontMutationOptions<EmptyResponse, CollectionProductIdsRequest & { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, CollectionProductIdsRequest & { id: string }> {
  return useStorefrontMutation(
    addProductsToCollectionMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `removeProductsFromCollection`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeProductsFromCollectionMutationOptions(client))
 * ```
 */
export const removeProductsFromCollectionMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, CollectionProductIdsRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.collections.all, 'removeProductsFromCollection'],
    mutationFn: ({ id, ...request }: CollectionProductIdsRequest & { id: string }) =>
      removeProductsFromCollection(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Removes products from a collection (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveProductsFromCollection()
 * remove.mutate({ id: collectionId, productIds })
 * ```
 */
export function useRemoveProductsFromCollection(
  options?: StorefrontMutationOptions<EmptyResponse, CollectionProductIdsRequest & { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, CollectionProductIdsRequest & { id: string }> {
  return useStorefrontMutation(
    removeProductsFromCollectionMutationOptions(useStorefrontClient()),
    options,
  )
}
