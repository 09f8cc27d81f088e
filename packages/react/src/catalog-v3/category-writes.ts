import type { Client } from '@storefront-kit/sdk'
import {
  type CategoryResponse,
  deleteCategory,
  type InTree,
  type UpdateCategoryRequest,
  updateCategory,
  type V3EmptyResponse,
} from '@storefront-kit/sdk/catalog-v3'
import { byId, mutationHook, plainMutation, withId } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { catalogV3Keys } from './keys'

// Renaming or deleting a category changes product lists and filters too: the whole V3 catalog.
const categories = {
  key: () => catalogV3Keys.categories.all,
  invalidates: () => [catalogV3Keys.all],
}

/**
 * Mutation options of `updateCategory`; invalidates the V3 catalog.
 * @example useMutation(updateCategoryMutationOptions(client))
 */
export function updateCategoryMutationOptions(
  client: Client,
): StorefrontMutation<CategoryResponse, InTree<UpdateCategoryRequest> & { id: string }> {
  return plainMutation(client, categories, 'updateCategory', withId(updateCategory))
}

/**
 * Renames or redescribes a category (owner); `revision` is the category's current one.
 *
 * @example
 * ```tsx
 * const rename = useUpdateCategory()
 * rename.mutate({ id: category.id, category: { name: 'Scarves', revision: category.revision } })
 * ```
 */
export const useUpdateCategory = /* @__PURE__ */ mutationHook(updateCategoryMutationOptions)

/**
 * Mutation options of `deleteCategory`; invalidates the V3 catalog.
 * @example useMutation(deleteCategoryMutationOptions(client))
 */
export function deleteCategoryMutationOptions(
  client: Client,
): StorefrontMutation<V3EmptyResponse, { id: string }> {
  return plainMutation(client, categories, 'deleteCategory', byId(deleteCategory))
}

/**
 * Deletes a category (owner); its products stay in the catalog.
 *
 * @example
 * ```tsx
 * const remove = useDeleteCategory()
 * remove.mutate({ id: category.id })
 * ```
 */
export const useDeleteCategory = /* @__PURE__ */ mutationHook(deleteCategoryMutationOptions)
