import type { Client } from '@storefront-kit/sdk'
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
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { catalogKeys } from './keys'

/** The owner's collection writes, keyed under the collections; each invalidates the whole catalog. */
const collections = { key: () => catalogKeys.collections.all, invalidates: () => [catalogKeys.all] }

/**
 * Mutation options of `createCollection`; invalidates the catalog.
 * @example useMutation(createCollectionMutationOptions(client))
 */
export function createCollectionMutationOptions(
  client: Client,
): StorefrontMutation<GetCollectionResponse, CreateCollectionRequest> {
  return plainMutation(client, collections, 'createCollection', createCollection)
}

/**
 * Creates a collection (owner).
 *
 * @example
 * ```tsx
 * const create = useCreateCollection()
 * create.mutate({ collection: { name: 'Summer' } })
 * ```
 */
export const useCreateCollection = /* @__PURE__ */ mutationHook(createCollectionMutationOptions)

/**
 * Mutation options of `updateCollection`; invalidates the catalog.
 * @example useMutation(updateCollectionMutationOptions(client))
 */
export function updateCollectionMutationOptions(
  client: Client,
): StorefrontMutation<GetCollectionResponse, UpdateCollectionRequest & { id: string }> {
  return plainMutation(client, collections, 'updateCollection', withId(updateCollection))
}

/**
 * Updates a collection (owner).
 *
 * @example
 * ```tsx
 * const update = useUpdateCollection()
 * update.mutate({ id: collectionId, collection: { name: 'Late Summer' } })
 * ```
 */
export const useUpdateCollection = /* @__PURE__ */ mutationHook(updateCollectionMutationOptions)

/**
 * Mutation options of `deleteCollection`; invalidates the catalog.
 * @example useMutation(deleteCollectionMutationOptions(client))
 */
export function deleteCollectionMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, collections, 'deleteCollection', byId(deleteCollection))
}

/**
 * Deletes a collection (owner).
 *
 * @example
 * ```tsx
 * const remove = useDeleteCollection()
 * remove.mutate({ id: collectionId })
 * ```
 */
export const useDeleteCollection = /* @__PURE__ */ mutationHook(deleteCollectionMutationOptions)

/**
 * Mutation options of `addProductsToCollection`; invalidates the catalog.
 * @example useMutation(addProductsToCollectionMutationOptions(client))
 */
export function addProductsToCollectionMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, CollectionProductIdsRequest & { id: string }> {
  return plainMutation(
    client,
    collections,
    'addProductsToCollection',
    withId(addProductsToCollection),
  )
}

/**
 * Adds products to a collection (owner).
 *
 * @example
 * ```tsx
 * const add = useAddProductsToCollection()
 * add.mutate({ id: collectionId, productIds })
 * ```
 */
export const useAddProductsToCollection = /* @__PURE__ */ mutationHook(
  addProductsToCollectionMutationOptions,
)

/**
 * Mutation options of `removeProductsFromCollection`; invalidates the catalog.
 * @example useMutation(removeProductsFromCollectionMutationOptions(client))
 */
export function removeProductsFromCollectionMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, CollectionProductIdsRequest & { id: string }> {
  return plainMutation(
    client,
    collections,
    'removeProductsFromCollection',
    withId(removeProductsFromCollection),
  )
}

/**
 * Removes products from a collection (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveProductsFromCollection()
 * remove.mutate({ id: collectionId, productIds })
 * ```
 */
export const useRemoveProductsFromCollection = /* @__PURE__ */ mutationHook(
  removeProductsFromCollectionMutationOptions,
)
