import type { Client } from '@storefront-kit/sdk'
import {
  type AddProductMediaRequest,
  addProductMedia,
  addProductMediaToChoices,
  type EmptyResponse,
  type ProductMediaToChoicesRequest,
  type RemoveProductMediaRequest,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeRibbon,
} from '@storefront-kit/sdk/catalog'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { catalogKeys } from './keys'

/** The owner's product media writes, keyed under the products; each invalidates the whole catalog. */
const products = { key: () => catalogKeys.products.all, invalidates: () => [catalogKeys.all] }

/**
 * Mutation options of `addProductMedia`; invalidates the catalog.
 * @example useMutation(addProductMediaMutationOptions(client))
 */
export function addProductMediaMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, AddProductMediaRequest & { id: string }> {
  return plainMutation(client, products, 'addProductMedia', withId(addProductMedia))
}

/**
 * Adds media to a product (owner).
 *
 * @example
 * ```tsx
 * const add = useAddProductMedia()
 * add.mutate({ id: productId, media: [{ url: imageUrl }] })
 * ```
 */
export const useAddProductMedia = /* @__PURE__ */ mutationHook(addProductMediaMutationOptions)

/**
 * Mutation options of `removeProductMedia`; invalidates the catalog.
 * @example useMutation(removeProductMediaMutationOptions(client))
 */
export function removeProductMediaMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, RemoveProductMediaRequest & { id: string }> {
  return plainMutation(client, products, 'removeProductMedia', withId(removeProductMedia))
}

/**
 * Removes media from a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveProductMedia()
 * remove.mutate({ id: productId, mediaIds: [mediaId] })
 * ```
 */
export const useRemoveProductMedia = /* @__PURE__ */ mutationHook(removeProductMediaMutationOptions)

/**
 * Mutation options of `addProductMediaToChoices`; invalidates the catalog.
 * @example useMutation(addProductMediaToChoicesMutationOptions(client))
 */
export function addProductMediaToChoicesMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, ProductMediaToChoicesRequest & { id: string }> {
  return plainMutation(
    client,
    products,
    'addProductMediaToChoices',
    withId(addProductMediaToChoices),
  )
}

/**
 * Shows media for option choices (owner).
 *
 * @example
 * ```tsx
 * const assign = useAddProductMediaToChoices()
 * assign.mutate({ id: productId, media: [{ option: 'Color', choice: 'Green', mediaIds: [mediaId] }] })
 * ```
 */
export const useAddProductMediaToChoices = /* @__PURE__ */ mutationHook(
  addProductMediaToChoicesMutationOptions,
)

/**
 * Mutation options of `removeProductMediaFromChoices`; invalidates the catalog.
 * @example useMutation(removeProductMediaFromChoicesMutationOptions(client))
 */
export function removeProductMediaFromChoicesMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, ProductMediaToChoicesRequest & { id: string }> {
  return plainMutation(
    client,
    products,
    'removeProductMediaFromChoices',
    withId(removeProductMediaFromChoices),
  )
}

/**
 * Stops showing media for option choices (owner).
 *
 * @example
 * ```tsx
 * const unassign = useRemoveProductMediaFromChoices()
 * unassign.mutate({ id: productId, media: [{ option: 'Color', choice: 'Green', mediaIds: [mediaId] }] })
 * ```
 */
export const useRemoveProductMediaFromChoices = /* @__PURE__ */ mutationHook(
  removeProductMediaFromChoicesMutationOptions,
)

/**
 * Mutation options of `removeBrand`; invalidates the catalog.
 * @example useMutation(removeBrandMutationOptions(client))
 */
export function removeBrandMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'removeBrand', byId(removeBrand))
}

/**
 * Removes a product's brand (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveBrand()
 * remove.mutate({ id: productId })
 * ```
 */
export const useRemoveBrand = /* @__PURE__ */ mutationHook(removeBrandMutationOptions)

/**
 * Mutation options of `removeRibbon`; invalidates the catalog.
 * @example useMutation(removeRibbonMutationOptions(client))
 */
export function removeRibbonMutationOptions(
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> {
  return plainMutation(client, products, 'removeRibbon', byId(removeRibbon))
}

/**
 * Removes a product's ribbon (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveRibbon()
 * remove.mutate({ id: productId })
 * ```
 */
export const useRemoveRibbon = /* @__PURE__ */ mutationHook(removeRibbonMutationOptions)
