import {
  ALL_PRODUCTS_COLLECTION_ID,
  type ArrangedItemsResponse,
  type BulkCategoryItemsResponse,
  type CategoryRequestedField,
  type CategoryResponse,
  type createCategoryRequestSchema,
  type ItemReference,
  type updateCategoryRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import {
  conflict,
  notFound,
  precondition,
  validationError,
  violation,
} from '../../../http/api-error'
import { collectionSlugFor } from '../collection-writes'
import { STORES_APP_ID } from '../lookup-types'
import { fromUrl } from '../media-writes'
import type { MediaRef, StoredCollection } from '../model'
import { touchProduct, type Writer } from '../product-writes'
import { bulkOf } from './bulk'
import { presentCategory } from './category-view'
import { categoryEvent, categoryItemEvent, itemsArrangedEvent } from './events'
import { refreshReadModels } from './read-model'
import { categoryTree } from './tree'

type CreateInput = z.output<typeof createCategoryRequestSchema>['category']
type UpdateInput = z.output<typeof updateCategoryRequestSchema>['category']

/** Categories nest at most this deep (breadcrumbs hold five ancestors). */
const MAX_DEPTH = 6

const answer = (w: Writer, stored: StoredCollection, fields: CategoryRequestedField[] = []) =>
  presentCategory(w, stored, w.ctx.store.productCounts(false), fields)

/** A stored category. @throws ApiError 404 `CATEGORY_NOT_FOUND`. */
function loadCategory(w: Writer, id: string): StoredCollection {
  const category = w.ctx.store.collections.get(id)
  if (!category) throw notFound('CATEGORY_NOT_FOUND', `Category ${id} was not found`, { id })
  return category
}

/** @throws ApiError 409 `REVISION_MISMATCH` when the caller saw another revision. */
function checkRevision(category: StoredCollection, revision: string): void {
  const current = String(category.revision ?? 1)
  if (current !== revision)
    throw conflict('REVISION_MISMATCH', `Category ${category.id} is at revision ${current}`, {
      id: category.id,
      revision: current,
    })
}

const imageOf = (w: Writer, image: CreateInput['image']): MediaRef[] =>
  image?.url
    ? [fromUrl(w, image.url)]
    : image?.id
      ? [{ id: image.id, width: 0, height: 0, title: image.altText ?? image.id }]
      : []

/** Saves a category as changed now (next revision). */
function touch(w: Writer, category: StoredCollection): StoredCollection {
  const next = {
    ...category,
    revision: (category.revision ?? 1) + 1,
    updatedDate: w.ctx.clock.iso(),
  }
  w.ctx.store.saveCollection(next)
  return next
}

/** CreateCategory: under a parent (hidden when the parent is), last among its siblings. */
export function createCategory(
  w: Writer,
  input: CreateInput,
  fields: CategoryRequestedField[] = [],
): CategoryResponse {
  const tree = categoryTree(w.ctx)
  const parentId = input.parentCategory?.id
  if (parentId) {
    if (!tree.get(parentId))
      throw validationError([
        violation('category.parentCategory.id', 'INVALID_ENUM_VALUE', `no category ${parentId}`),
      ])
    if (tree.ancestors(parentId).length + 2 > MAX_DEPTH)
      throw precondition('MAX_DEPTH_EXCEEDED', `categories nest at most ${MAX_DEPTH} deep`)
  }
  const now = w.ctx.clock.iso()
  const siblings = parentId
    ? w.ctx.store.collections.where().filter((c) => c.parentCategory?.id === parentId)
    : []
  const category: StoredCollection = {
    id: w.ctx.newId(),
    name: input.name,
    slug: collectionSlugFor(w, input.slug, input.name),
    ...(input.description && { description: input.description }),
    visible: (input.visible ?? true) && !(parentId && tree.hidden(parentId)),
    media: imageOf(w, input.image),
    createdDate: now,
    updatedDate: now,
    revision: 1,
    ...(parentId && { parentCategory: { id: parentId, index: siblings.length } }),
    ...(input.seoData && { seoData: input.seoData }),
  }
  w.ctx.store.saveCollection(category)
  const answered = answer(w, category, fields)
  categoryEvent(w, 'created', category.id, answered)
  return { category: answered }
}

/** UpdateCategory: name, slug, description, image, SEO; products show the new names. */
export function updateCategory(
  w: Writer,
  input: UpdateInput,
  fields: CategoryRequestedField[] = [],
): CategoryResponse {
  const { id, revision, ...changes } = input
  const category = loadCategory(w, id)
  checkRevision(category, revision)
  if (changes.name !== undefined) category.name = changes.name
  if (changes.slug !== undefined)
    category.slug = collectionSlugFor(w, changes.slug, category.name, id)
  if (changes.description !== undefined) category.description = changes.description
  if (changes.image) category.media = imageOf(w, changes.image)
  if (changes.seoData) category.seoData = changes.seoData
  const saved = touch(w, category)
  // Breadcrumbs of the products below carry names and slugs.
  const ids = [id, ...categoryTree(w.ctx).descendants(id)]
  refreshReadModels(
    w,
    ids.flatMap((c) => w.ctx.store.productsIn(c).map((p) => p.id)),
  )
  const answered = answer(w, saved, fields)
  categoryEvent(w, 'updated', id, answered, Object.keys(changes))
  return { category: answered }
}

/** UpdateCategoryVisibility: the category and every category below it. */
export function updateCategoryVisibility(
  w: Writer,
  id: string,
  visible: boolean,
  revision: string,
): CategoryResponse {
  const category = loadCategory(w, id)
  checkRevision(category, revision)
  const tree = categoryTree(w.ctx)
  if (visible && category.parentCategory && tree.hidden(category.parentCategory.id))
    throw precondition('PARENT_CATEGORY_HIDDEN', 'Show the parent category first')
  let saved = category
  for (const cid of [id, ...tree.descendants(id)]) {
    const next = touch(w, { ...loadCategory(w, cid), visible })
    if (cid === id) saved = next
  }
  const answered = answer(w, saved)
  categoryEvent(w, 'updated', id, answered, ['visible'])
  return { category: answered }
}

/** Adds a product to a category, or takes it out. @throws ApiError 404 for another app's item. */
function member(w: Writer, categoryId: string, item: ItemReference, add: boolean): void {
  const product =
    item.appId === STORES_APP_ID ? w.ctx.store.products.get(item.catalogItemId) : undefined
  if (!product)
    throw notFound('ITEM_NOT_FOUND', `Product ${item.catalogItemId} was not found`, { item })
  if (categoryId === ALL_PRODUCTS_COLLECTION_ID)
    throw precondition('ALL_PRODUCTS_CATEGORY', 'Every product is in All Products, always')
  const src = product._source
  if (src.collectionIds.includes(categoryId) === add) return
  src.collectionIds = add
    ? [...src.collectionIds, categoryId]
    : src.collectionIds.filter((c) => c !== categoryId)
  src.categoryAdded = { ...src.categoryAdded, [categoryId]: w.ctx.clock.iso() }
  if (!add) delete src.categoryAdded[categoryId]
  if (!add && src.mainCategoryId === categoryId) delete src.mainCategoryId
  touchProduct(w, src)
  categoryItemEvent(w, add, categoryId, { catalogItemId: src.id, appId: STORES_APP_ID })
}

/** BulkAddItemsToCategory and BulkRemoveItemsFromCategory: each item on its own. */
export function categoryItems(
  w: Writer,
  categoryId: string,
  items: ItemReference[],
  add: boolean,
): BulkCategoryItemsResponse {
  loadCategory(w, categoryId)
  return bulkOf(
    w.ctx,
    items,
    (item) => {
      member(w, categoryId, item, add)
      return { id: item.catalogItemId }
    },
    (item) => item.catalogItemId,
  )
}

/** BulkAddItemToCategories and BulkRemoveItemFromCategories: each category on its own. */
export function itemCategories(
  w: Writer,
  item: ItemReference,
  categoryIds: string[],
  add: boolean,
): BulkCategoryItemsResponse {
  return bulkOf(
    w.ctx,
    categoryIds,
    (categoryId) => {
      loadCategory(w, categoryId)
      member(w, categoryId, item, add)
      return { id: categoryId }
    },
    (categoryId) => categoryId,
  )
}

/** SetArrangedItems: products of the category, by hand, in order (others follow them). */
export function setArrangedItems(
  w: Writer,
  categoryId: string,
  items: ItemReference[],
): ArrangedItemsResponse {
  const category = loadCategory(w, categoryId)
  const members = new Set(w.ctx.store.productsIn(categoryId).map((p) => p.id))
  const outside = items.flatMap((item, i) =>
    item.appId === STORES_APP_ID && members.has(item.catalogItemId)
      ? []
      : [violation(`items[${i}]`, 'OTHER', 'is not a product of this category')],
  )
  if (outside.length) throw validationError(outside)
  const arranged = [...new Set(items.map((i) => i.catalogItemId))]
  const before = category.arranged ?? []
  const saved = touch(w, { ...category, arranged })
  refreshReadModels(w, [...before, ...arranged])
  const ref = (id: string) => ({ catalogItemId: id, appId: STORES_APP_ID })
  const removed = before.filter((id) => !arranged.includes(id)).map(ref)
  itemsArrangedEvent(w, categoryId, arranged.map(ref), removed, saved.revision ?? 1)
  return { items: arranged.map(ref) }
}

/** DeleteCategory: it and its subcategories; their products leave them. */
export function deleteCategory(w: Writer, id: string): Record<string, never> {
  loadCategory(w, id)
  if (id === ALL_PRODUCTS_COLLECTION_ID)
    throw precondition('ALL_PRODUCTS_CATEGORY', 'The All Products category cannot be deleted')
  const gone = [id, ...categoryTree(w.ctx).descendants(id)]
  const affected = new Set<string>()
  for (const cid of gone) {
    for (const product of w.ctx.store.productsIn(cid)) {
      affected.add(product.id)
      member(w, cid, { catalogItemId: product.id, appId: STORES_APP_ID }, false)
    }
    w.ctx.store.collections.delete(cid)
    categoryEvent(w, 'deleted', cid)
  }
  refreshReadModels(w, affected)
  return {}
}
