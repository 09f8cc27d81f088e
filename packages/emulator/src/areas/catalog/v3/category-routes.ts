import {
  bulkCategoryItemsRequestSchema,
  bulkItemCategoriesRequestSchema,
  categoryIdRequestSchema,
  countCategoriesRequestSchema,
  createCategoryRequestSchema,
  getCategoryBySlugRequestSchema,
  getCategoryRequestSchema,
  listCategoriesForItemRequestSchema,
  listCategoriesForItemsRequestSchema,
  listItemsInCategoryRequestSchema,
  queryCategoriesRequestSchema,
  searchCategoriesRequestSchema,
  setArrangedItemsRequestSchema,
  type TreeReference,
  updateCategoryRequestSchema,
  updateCategoryVisibilityRequestSchema,
} from '@storefront-kit/wire'
import { OWNER, SIGNED } from '../../../http/caller'
import { type RouteDef, type RouteRequest, route } from '../../../http/route'
import type { CatalogContext } from '../context'
import type { Writer } from '../product-writes'
import {
  categoriesForItem,
  countCategories,
  getArrangedItems,
  getCategory,
  getCategoryBySlug,
  listItemsInCategory,
  listTrees,
  queryCategories,
  searchCategories,
} from './category-reads'
import { checkTree } from './category-view'
import {
  categoryItems,
  createCategory,
  deleteCategory,
  itemCategories,
  setArrangedItems,
  updateCategory,
  updateCategoryVisibility,
} from './category-writes'

const C = '/categories/v1/categories'
const BULK = '/categories/v1/bulk/categories'

/** The Categories API over the Stores tree; static paths before `:categoryId`. */
export function categoryRoutes(ctx: CatalogContext): RouteDef[] {
  // Every request names its tree: anything but the Stores tree is refused first.
  const by = (r: RouteRequest<{ treeReference: TreeReference }>): Writer => {
    checkTree(r.input.treeReference)
    return { ctx, caller: r.caller }
  }
  return [
    route({ method: 'GET', path: `${C}/list-trees`, allow: SIGNED, handle: () => listTrees() }),
    route({
      method: 'GET',
      path: `${C}/list-categories-for-item`,
      allow: SIGNED,
      postFallback: true,
      input: listCategoriesForItemRequestSchema,
      handle: (r) => categoriesForItem(by(r), r.input.item),
    }),
    route({
      method: 'GET',
      path: `${C}/list-categories-for-items`,
      allow: SIGNED,
      postFallback: true,
      input: listCategoriesForItemsRequestSchema,
      handle: (r) => {
        const reader = by(r)
        return {
          categoriesForItems: r.input.items.map((item) => ({
            item,
            ...categoriesForItem(reader, item),
          })),
        }
      },
    }),
    route({
      method: 'POST',
      path: `${C}/query`,
      allow: SIGNED,
      write: false,
      input: queryCategoriesRequestSchema,
      handle: (r) => queryCategories(by(r), r.input),
    }),
    route({
      method: 'POST',
      path: `${C}/search`,
      allow: SIGNED,
      write: false,
      input: searchCategoriesRequestSchema,
      handle: (r) => searchCategories(by(r), r.input),
    }),
    route({
      method: 'POST',
      path: `${C}/count`,
      allow: SIGNED,
      write: false,
      input: countCategoriesRequestSchema,
      handle: (r) => countCategories(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${C}/slug/:slug`,
      allow: SIGNED,
      input: getCategoryBySlugRequestSchema,
      handle: (r) => getCategoryBySlug(by(r), r.input.slug, r.input.fields),
    }),
    route({
      method: 'PATCH',
      path: `${C}/visibility`,
      allow: OWNER,
      input: updateCategoryVisibilityRequestSchema,
      handle: (r) =>
        updateCategoryVisibility(by(r), r.input.categoryId, r.input.visible, r.input.revision),
    }),
    route({
      method: 'GET',
      path: `${C}/:categoryId/list-items`,
      allow: SIGNED,
      postFallback: true,
      input: listItemsInCategoryRequestSchema,
      handle: (r) => listItemsInCategory(by(r), r.input.categoryId, r.input),
    }),
    route({
      method: 'GET',
      path: `${C}/:categoryId/arranged-items`,
      allow: SIGNED,
      input: categoryIdRequestSchema,
      handle: (r) => getArrangedItems(by(r), r.input.categoryId),
    }),
    route({
      method: 'POST',
      path: `${C}/:categoryId/set-arranged-items`,
      allow: OWNER,
      input: setArrangedItemsRequestSchema,
      handle: (r) => setArrangedItems(by(r), r.input.categoryId, r.input.items),
    }),
    route({
      method: 'GET',
      path: `${C}/:categoryId`,
      allow: SIGNED,
      input: getCategoryRequestSchema,
      handle: (r) => getCategory(by(r), r.input.categoryId, r.input.fields),
    }),
    route({
      method: 'POST',
      path: C,
      allow: OWNER,
      input: createCategoryRequestSchema,
      handle: (r) => createCategory(by(r), r.input.category, r.input.fields),
    }),
    route({
      method: 'PATCH',
      path: `${C}/:id`,
      params: { id: 'category.id' },
      allow: OWNER,
      input: updateCategoryRequestSchema,
      handle: (r) => updateCategory(by(r), r.input.category, r.input.fields),
    }),
    route({
      method: 'DELETE',
      path: `${C}/:categoryId`,
      allow: OWNER,
      input: categoryIdRequestSchema,
      handle: (r) => deleteCategory(by(r), r.input.categoryId),
    }),
    route({
      method: 'POST',
      path: `${BULK}/add-item`,
      allow: OWNER,
      input: bulkItemCategoriesRequestSchema,
      handle: (r) => itemCategories(by(r), r.input.item, r.input.categoryIds, true),
    }),
    route({
      method: 'POST',
      path: `${BULK}/remove-item`,
      allow: OWNER,
      input: bulkItemCategoriesRequestSchema,
      handle: (r) => itemCategories(by(r), r.input.item, r.input.categoryIds, false),
    }),
    route({
      method: 'POST',
      path: `${BULK}/:categoryId/add-items`,
      allow: OWNER,
      input: bulkCategoryItemsRequestSchema,
      handle: (r) => categoryItems(by(r), r.input.categoryId, r.input.items, true),
    }),
    route({
      method: 'POST',
      path: `${BULK}/:categoryId/remove-items`,
      allow: OWNER,
      input: bulkCategoryItemsRequestSchema,
      handle: (r) => categoryItems(by(r), r.input.categoryId, r.input.items, false),
    }),
  ]
}
