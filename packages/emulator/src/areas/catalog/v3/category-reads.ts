import {
  type ArrangedItemsResponse,
  type CategoryRequestedField,
  type CategoryResponse,
  type CountResponse,
  type countCategoriesRequestSchema,
  type ItemReference,
  type ListCategoriesForItemResponse,
  type ListItemsInCategoryResponse,
  type ListTreesResponse,
  type listItemsInCategoryRequestSchema,
  type QueryCategoriesResponse,
  type queryCategoriesRequestSchema,
  type SearchCategoriesResponse,
  STORES_TREE,
  type searchCategoriesRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { type QueryInput, runQuery } from '../../../query/index'
import { isOwner } from '../access'
import { STORES_APP_ID } from '../lookup-types'
import type { StoredCollection, StoredProduct } from '../model'
import { COLLECTIONS_TABLE } from '../store'
import {
  checkHiddenCategories,
  itemCounts,
  presentCategory,
  visibleCategory,
} from './category-view'
import { cursorMetadata, pageOf, v3Target, withFilter } from './paging'
import type { V3Reader } from './product-reads'
import { CATEGORY_QUERY } from './query-specs'
import { searchFilter, withSearch } from './search'
import { categoryTree } from './tree'

/** GetCategory. */
export function getCategory(
  r: V3Reader,
  id: string,
  fields: CategoryRequestedField[] = [],
): CategoryResponse {
  const tree = categoryTree(r.ctx)
  const category = visibleCategory(r, tree, id, id)
  return { category: presentCategory(r, category, itemCounts(r), fields, tree) }
}

/** GetCategoryBySlug. */
export function getCategoryBySlug(
  r: V3Reader,
  slug: string,
  fields: CategoryRequestedField[] = [],
): CategoryResponse {
  const tree = categoryTree(r.ctx)
  const category = visibleCategory(r, tree, r.ctx.store.collectionBySlug(slug)?.id, slug)
  return { category: presentCategory(r, category, itemCounts(r), fields, tree) }
}

function categories(
  r: V3Reader,
  spec: typeof CATEGORY_QUERY,
  query: QueryInput,
  hidden: boolean | undefined,
  fields: CategoryRequestedField[],
) {
  checkHiddenCategories(r, hidden)
  const target = v3Target(r.caller, COLLECTIONS_TABLE, isOwner(r.caller) && !!hidden)
  const page = runQuery<StoredCollection>(r.ctx.db.sql, spec, query, target, 'cursor')
  const counts = itemCounts(r)
  const tree = fields.includes('BREADCRUMBS_INFO') ? categoryTree(r.ctx) : undefined
  return {
    categories: page.items.map((c) => presentCategory(r, c, counts, fields, tree)),
    pagingMetadata: cursorMetadata(page),
  }
}

/** QueryCategories: visible ones (hidden ones too for the owner asking for them). */
export function queryCategories(
  r: V3Reader,
  req: z.output<typeof queryCategoriesRequestSchema>,
): QueryCategoriesResponse {
  const query = (req.query ?? {}) as QueryInput
  return categories(r, CATEGORY_QUERY, query, req.returnNonVisibleCategories, req.fields ?? [])
}

const SEARCH = { ...CATEGORY_QUERY, fieldPrefix: 'search' }
const COUNT = { ...CATEGORY_QUERY, fieldPrefix: '' }

/** SearchCategories: free text over names and descriptions. */
export function searchCategories(
  r: V3Reader,
  req: z.output<typeof searchCategoriesRequestSchema>,
): SearchCategoriesResponse {
  const { search: text, aggregations: _, timeZone: __, ...query } = req.search
  const filter = withSearch(query.filter, searchFilter('categories', text, 'search.search'))
  const input = withFilter(query as QueryInput & Record<string, unknown>, filter)
  const found = categories(r, SEARCH, input, req.returnNonVisibleCategories, req.fields ?? [])
  return { ...found, aggregationData: {} }
}

/** CountCategories. */
export function countCategories(
  r: V3Reader,
  req: z.output<typeof countCategoriesRequestSchema>,
): CountResponse {
  checkHiddenCategories(r, req.returnNonVisibleCategories)
  const filter = withSearch(req.filter, searchFilter('categories', req.search, 'search'))
  const hidden = isOwner(r.caller) && !!req.returnNonVisibleCategories
  const target = v3Target(r.caller, COLLECTIONS_TABLE, hidden)
  const input = { ...(filter && { filter }), cursorPaging: { limit: 1 } } as QueryInput
  return { count: runQuery(r.ctx.db.sql, COUNT, input, target, 'cursor').total }
}

const itemOf = (id: string): ItemReference => ({ catalogItemId: id, appId: STORES_APP_ID })

/** When a product joined a category: its own record, else its creation. */
const addedAt = (product: StoredProduct, categoryId: string) =>
  product._source.categoryAdded?.[categoryId] ?? product._source.createdDate

/**
 * ListItemsInCategory: newest members first (or the arranged ones first, in their order),
 * optionally with the members of every subcategory; visitors see visible products only.
 */
export function listItemsInCategory(
  r: V3Reader,
  id: string,
  req: z.output<typeof listItemsInCategoryRequestSchema>,
): ListItemsInCategoryResponse {
  const tree = categoryTree(r.ctx)
  const category = visibleCategory(r, tree, id, id)
  const ids = [category.id, ...(req.includeItemsFromSubcategories ? tree.descendants(id) : [])]
  const members = new Map<string, StoredProduct>()
  for (const categoryId of ids)
    for (const product of r.ctx.store.productsIn(categoryId))
      if (isOwner(r.caller) || product.visible) members.set(product.id, product)
  const newest = [...members.values()].sort((a, b) => {
    const [x, y] = [addedAt(a, id), addedAt(b, id)]
    return x === y ? (a.id < b.id ? -1 : 1) : x < y ? 1 : -1
  })
  const arranged = req.useCategoryArrangement
    ? (category.arranged ?? []).filter((pid) => members.has(pid))
    : []
  const order = [...arranged, ...newest.map((p) => p.id).filter((pid) => !arranged.includes(pid))]
  const { items, pagingMetadata } = pageOf(order, req.cursorPaging, 100, 'cursorPaging')
  return { items: items.map(itemOf), pagingMetadata }
}

/** The direct and all (with ancestors) categories of a product the caller may see. */
export function categoriesForItem(r: V3Reader, item: ItemReference): ListCategoriesForItemResponse {
  const tree = categoryTree(r.ctx)
  const product =
    item.appId === STORES_APP_ID ? r.ctx.store.products.get(item.catalogItemId) : undefined
  if (!product || (!product.visible && !isOwner(r.caller)))
    return { directCategoryIds: [], allCategoryIds: [] }
  const shown = (id: string) => !!tree.get(id) && (isOwner(r.caller) || !tree.hidden(id))
  const direct = product.collectionIds.filter(shown)
  const all = [...new Set(direct.flatMap((id) => [...tree.ancestors(id).map((c) => c.id), id]))]
  return { directCategoryIds: direct, allCategoryIds: all.filter(shown) }
}

/** ListTrees: the Stores tree. */
export const listTrees = (): ListTreesResponse => ({ trees: [{ appNamespace: STORES_TREE }] })

/** GetArrangedItems: the hand-arranged products of a category, in order. */
export function getArrangedItems(r: V3Reader, id: string): ArrangedItemsResponse {
  const category = visibleCategory(r, categoryTree(r.ctx), id, id)
  const shown = (pid: string) => {
    const product = r.ctx.store.products.get(pid)
    return !!product && (product.visible || isOwner(r.caller))
  }
  return { items: (category.arranged ?? []).filter(shown).map(itemOf) }
}
