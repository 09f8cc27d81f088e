import type { Client, StorefrontError } from '@storefront-kit/sdk'
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
import type { UseMutationResult } from '@tanstack/react-query'
import { type StorefrontMutation, storefrontMutationOptions } from '../core/mutation'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { catalogKeys } from './keys'

/**
 * Mutation options of `addProductMedia`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(addProductMediaMutationOptions(client))
 * ```
 */
export const addProductMediaMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, AddProductMediaRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'addProductMedia'],
    mutationFn: ({ id, ...request }: AddProductMediaRequest & { id: string }) =>
      addProductMedia(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Adds media to a product (owner).
 *
 * @example
 * ```tsx
 * const add = useAddProductMedia()
 * add.mutate({ id: productId, media: [{ url: imageUrl }] })
 * ```
 */
export function useAddProductMedia(
  options?: StorefrontMutationOptions<EmptyResponse, AddProductMediaRequest & { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, AddProductMediaRequest & { id: string }> {
  return useStorefrontMutation(addProductMediaMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `removeProductMedia`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeProductMediaMutationOptions(client))
 * ```
 */
export const removeProductMediaMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, RemoveProductMediaRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'removeProductMedia'],
    mutationFn: ({ id, ...request }: RemoveProductMediaRequest & { id: string }) =>
      removeProductMedia(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Removes media from a product (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveProductMedia()
 * remove.mutate({ id: productId, mediaIds: [mediaId] })
 * ```
 */
export function useRemoveProductMedia(
  options?: StorefrontMutationOptions<EmptyResponse, RemoveProductMediaRequest & { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, RemoveProductMediaRequest & { id: string }> {
  return useStorefrontMutation(removeProductMediaMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `addProductMediaToChoices`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(addProductMediaToChoicesMutationOptions(client))
 * ```
 */
export const addProductMediaToChoicesMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, ProductMediaToChoicesRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'addProductMediaToChoices'],
    mutationFn: ({ id, ...request }: ProductMediaToChoicesRequest & { id: string }) =>
      addProductMediaToChoices(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Shows media for option choices (owner).
 *
 * @example
 * ```tsx
 * const assign = useAddProductMediaToChoices()
 * assign.mutate({ id: productId, media: [{ option: 'Color', choice: 'Green', mediaIds: [mediaId] }] })
 * ```
 */
export function useAddProductMediaToChoices(
  options?: StorefrontMutationOptions<EmptyResponse, ProductMediaToChoicesRequest & { id: string }>,
): UseMutationResult<
  EmptyResponse,
  StorefrontError,
  ProductMediaToChoicesRequest & { id: string }
> {
  return useStorefrontMutation(
    addProductMediaToChoicesMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `removeProductMediaFromChoices`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeProductMediaFromChoicesMutationOptions(client))
 * ```
 */
export const removeProductMediaFromChoicesMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, ProductMediaToChoicesRequest & { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'removeProductMediaFromChoices'],
    mutationFn: ({ id, ...request }: ProductMediaToChoicesRequest & { id: string }) =>
      removeProductMediaFromChoices(client, id, request),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Stops showing media for option choices (owner).
 *
 * @example
 * ```tsx
 * const unassign = useRemoveProductMediaFromChoices()
 * unassign.mutate({ id: productId, media: [{ option: 'Color', choice: 'Green', mediaIds: [mediaId] }] })
 * ```
 */
export function useRemoveProductMediaFromChoices(
  options?: StorefrontMutationOptions<EmptyResponse, ProductMediaToChoicesRequest & { id: string }>,
): UseMutationResult<
  EmptyResponse,
  StorefrontError,
  ProductMediaToChoicesRequest & { id: string }
> {
  return useStorefrontMutation(
    removeProductMediaFromChoicesMutationOptions(useStorefrontClient()),
    options,
  )
}

/**
 * Mutation options of `removeBrand`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeBrandMutationOptions(client))
 * ```
 */
export const removeBrandMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'removeBrand'],
    mutationFn: ({ id }: { id: string }) => removeBrand(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Removes a product's brand (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveBrand()
 * remove.mutate({ id: productId })
 * ```
 */
export function useRemoveBrand(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(removeBrandMutationOptions(useStorefrontClient()), options)
}

/**
 * Mutation options of `removeRibbon`; invalidates the catalog.
 *
 * @example
 * ```ts
 * const mutation = useMutation(removeRibbonMutationOptions(client))
 * ```
 */
export const removeRibbonMutationOptions = (
  client: Client,
): StorefrontMutation<EmptyResponse, { id: string }> =>
  storefrontMutationOptions({
    mutationKey: [...catalogKeys.products.all, 'removeRibbon'],
    mutationFn: ({ id }: { id: string }) => removeRibbon(client, id),
    invalidates: () => [catalogKeys.all],
  })

/**
 * Removes a product's ribbon (owner).
 *
 * @example
 * ```tsx
 * const remove = useRemoveRibbon()
 * remove.mutate({ id: productId })
 * ```
 */
export function useRemoveRibbon(
  options?: StorefrontMutationOptions<EmptyResponse, { id: string }>,
): UseMutationResult<EmptyResponse, StorefrontError, { id: string }> {
  return useStorefrontMutation(removeRibbonMutationOptions(useStorefrontClient()), options)
}
