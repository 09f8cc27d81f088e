import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  ArrangedItemsResponse,
  BulkCategoryItemsRequest,
  BulkCategoryItemsResponse,
  BulkItemCategoriesRequest,
  CategoryResponse,
  CreateCategoryRequest,
  SetArrangedItemsRequest,
  UpdateCategoryRequest,
  UpdateCategoryVisibilityRequest,
  V3EmptyResponse,
} from '../wire'
import { type InTree, inTree } from './categories'

const C = '/categories/v1/categories'
const BULK = '/categories/v1/bulk/categories'

/**
 * CreateCategory (owner): in the Stores tree, under `parentCategory` when given.
 *
 * @example
 * ```ts
 * const { category } = await createCategory(owner, { category: { name: 'Gifts' } })
 * ```
 */
export function createCategory(
  client: Client,
  request: InTree<CreateCategoryRequest>,
  options?: CallOptions,
): Promise<CategoryResponse> {
  return client.request(
    { operation: 'createCategory', method: 'POST', path: C, payload: inTree(request) },
    options,
  )
}

/**
 * UpdateCategory (owner): name, slug, description, image, SEO; `revision` must be current.
 *
 * @example
 * ```ts
 * await updateCategory(owner, category.id, {
 *   category: { revision: category.revision, name: 'Gift ideas' },
 * })
 * ```
 */
export function updateCategory(
  client: Client,
  categoryId: string,
  request: InTree<UpdateCategoryRequest>,
  options?: CallOptions,
): Promise<CategoryResponse> {
  return client.request(
    {
      operation: 'updateCategory',
      method: 'PATCH',
      path: `${C}/${encodeURIComponent(categoryId)}`,
      payload: inTree({ ...request, category: { ...request.category, id: categoryId } }),
    },
    options,
  )
}

/**
 * UpdateCategoryVisibility (owner): shows or hides a category and its subcategories.
 *
 * @example
 * ```ts
 * await updateCategoryVisibility(owner, { categoryId, visible: false, revision: category.revision })
 * ```
 */
export function updateCategoryVisibility(
  client: Client,
  request: InTree<UpdateCategoryVisibilityRequest>,
  options?: CallOptions,
): Promise<CategoryResponse> {
  return client.request(
    {
      operation: 'updateCategoryVisibility',
      method: 'PATCH',
      path: `${C}/visibility`,
      payload: inTree(request),
    },
    options,
  )
}

/**
 * DeleteCategory (owner): its products stay, out of that category.
 *
 * @example
 * ```ts
 * await deleteCategory(owner, categoryId)
 * ```
 */
export function deleteCategory(
  client: Client,
  categoryId: string,
  options?: CallOptions,
): Promise<V3EmptyResponse> {
  return client.request(
    {
      operation: 'deleteCategory',
      method: 'DELETE',
      path: `${C}/${encodeURIComponent(categoryId)}`,
      query: encodeQuery(inTree({ categoryId })),
    },
    options,
  )
}

/**
 * BulkAddItemsToCategory (owner): puts up to 100 products in one category.
 *
 * @example
 * ```ts
 * await addItemsToCategory(owner, categoryId, { items: [{ catalogItemId: productId, appId }] })
 * ```
 */
export function addItemsToCategory(
  client: Client,
  categoryId: string,
  request: InTree<BulkCategoryItemsRequest>,
  options?: CallOptions,
): Promise<BulkCategoryItemsResponse> {
  return client.request(
    {
      operation: 'addItemsToCategory',
      method: 'POST',
      path: `${BULK}/${encodeURIComponent(categoryId)}/add-items`,
      payload: inTree({ categoryId, ...request }),
    },
    options,
  )
}

/**
 * BulkRemoveItemsFromCategory (owner).
 *
 * @example
 * ```ts
 * await removeItemsFromCategory(owner, categoryId, { items: [{ catalogItemId: productId, appId }] })
 * ```
 */
export function removeItemsFromCategory(
  client: Client,
  categoryId: string,
  request: InTree<BulkCategoryItemsRequest>,
  options?: CallOptions,
): Promise<BulkCategoryItemsResponse> {
  return client.request(
    {
      operation: 'removeItemsFromCategory',
      method: 'POST',
      path: `${BULK}/${encodeURIComponent(categoryId)}/remove-items`,
      payload: inTree({ categoryId, ...request }),
    },
    options,
  )
}

/**
 * BulkAddItemToCategories (owner): puts one product in several categories.
 *
 * @example
 * ```ts
 * await addItemToCategories(owner, { item: { catalogItemId: productId, appId }, categoryIds })
 * ```
 */
export function addItemToCategories(
  client: Client,
  request: InTree<BulkItemCategoriesRequest>,
  options?: CallOptions,
): Promise<BulkCategoryItemsResponse> {
  return client.request(
    {
      operation: 'addItemToCategories',
      method: 'POST',
      path: `${BULK}/add-item`,
      payload: inTree(request),
    },
    options,
  )
}

/**
 * BulkRemoveItemFromCategories (owner).
 *
 * @example
 * ```ts
 * await removeItemFromCategories(owner, { item: { catalogItemId: productId, appId }, categoryIds })
 * ```
 */
export function removeItemFromCategories(
  client: Client,
  request: InTree<BulkItemCategoriesRequest>,
  options?: CallOptions,
): Promise<BulkCategoryItemsResponse> {
  return client.request(
    {
      operation: 'removeItemFromCategories',
      method: 'POST',
      path: `${BULK}/remove-item`,
      payload: inTree(request),
    },
    options,
  )
}

/**
 * SetArrangedItems (owner): the products a category shows first, in order (up to 100).
 *
 * @example
 * ```ts
 * await setArrangedItems(owner, categoryId, { items: [{ catalogItemId: productId, appId }] })
 * ```
 */
export function setArrangedItems(
  client: Client,
  categoryId: string,
  request: InTree<SetArrangedItemsRequest>,
  options?: CallOptions,
): Promise<ArrangedItemsResponse> {
  return client.request(
    {
      operation: 'setArrangedItems',
      method: 'POST',
      path: `${C}/${encodeURIComponent(categoryId)}/set-arranged-items`,
      payload: inTree({ categoryId, ...request }),
    },
    options,
  )
}
