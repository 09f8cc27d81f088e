import { z } from 'zod'
import { queryFlag } from './catalog.schema'
import {
  CATALOG_V3_LIMITS,
  enumList,
  revisionString,
  searchDetailsSchema,
  v3CursorQuery,
  v3CursorSearch,
} from './catalog-v3.schema'
import { lazySchema } from './lazy-schema'
import { filterSchema } from './query.schema'

export const treeReferenceSchema = lazySchema(() =>
  z.object({
    appNamespace: z.string().min(4).max(150),
    treeKey: z.string().min(1).max(44).optional(),
  }),
)

const tree = { treeReference: treeReferenceSchema }
const fields = lazySchema(() =>
  enumList(['BREADCRUMBS_INFO', 'DESCRIPTION', 'RICH_CONTENT_DESCRIPTION']).optional(),
)
const hidden = lazySchema(() => queryFlag.optional())
// Category ids are GUIDs; the store-wide "All Products" category keeps the id of the catalog v1
// "All Products" collection, which is not one, so ids are checked for length only.
const categoryId = lazySchema(() => z.string().min(1).max(36))

export const itemReferenceSchema = lazySchema(() =>
  z.object({
    catalogItemId: z.string().min(1).max(36),
    appId: z.string().min(1).max(36),
  }),
)

export const getCategoryRequestSchema = lazySchema(() => z.object({ categoryId, ...tree, fields }))

export const getCategoryBySlugRequestSchema = lazySchema(() =>
  z.object({
    slug: z.string().min(1).max(300),
    ...tree,
    fields,
  }),
)

export const queryCategoriesRequestSchema = lazySchema(() =>
  z.object({
    query: v3CursorQuery(CATALOG_V3_LIMITS.categories).optional(),
    ...tree,
    returnNonVisibleCategories: hidden,
    fields,
  }),
)

export const searchCategoriesRequestSchema = lazySchema(() =>
  z.object({
    search: v3CursorSearch(CATALOG_V3_LIMITS.categories),
    ...tree,
    returnNonVisibleCategories: hidden,
    fields,
  }),
)

export const countCategoriesRequestSchema = lazySchema(() =>
  z.object({
    filter: filterSchema.optional(),
    search: searchDetailsSchema.optional(),
    ...tree,
    returnNonVisibleCategories: hidden,
  }),
)

export const listItemsInCategoryRequestSchema = lazySchema(() =>
  z.object({
    categoryId,
    ...tree,
    cursorPaging: z
      .object({
        limit: z.coerce.number().int().min(0).max(CATALOG_V3_LIMITS.categoryItems).optional(),
        cursor: z.string().max(16000).optional(),
      })
      .optional(),
    useCategoryArrangement: hidden,
    includeItemsFromSubcategories: hidden,
  }),
)

export const listCategoriesForItemRequestSchema = lazySchema(() =>
  z.object({ item: itemReferenceSchema, ...tree }),
)

export const listCategoriesForItemsRequestSchema = lazySchema(() =>
  z.object({
    items: z.array(itemReferenceSchema).min(1).max(CATALOG_V3_LIMITS.categoryItems),
    ...tree,
  }),
)

export const categoryTreeRequestSchema = lazySchema(() => z.object({ ...tree }))

export const categoryIdRequestSchema = lazySchema(() => z.object({ categoryId, ...tree }))

const image = lazySchema(() =>
  z.object({
    id: z.string().max(400).optional(),
    url: z.url({ protocol: /^https?$/ }).optional(),
    altText: z.string().max(200).optional(),
  }),
)

// A function, as every schema here is built on first use, not when the module loads.
const categoryFields = () => ({
  name: z.string().min(1).max(80),
  slug: z.string().min(1).max(100).optional(),
  description: z.string().min(1).max(600).optional(),
  image: image.optional(),
  seoData: z.record(z.string(), z.unknown()).optional(),
})

export const createCategoryRequestSchema = lazySchema(() =>
  z.object({
    category: z.object({
      ...categoryFields(),
      visible: z.boolean().optional(),
      parentCategory: z.object({ id: categoryId.optional() }).optional(),
    }),
    ...tree,
    fields,
  }),
)

export const updateCategoryRequestSchema = lazySchema(() =>
  z.object({
    category: z.object({
      ...categoryFields(),
      name: categoryFields().name.optional(),
      id: categoryId,
      revision: revisionString,
    }),
    ...tree,
    fields,
  }),
)

export const updateCategoryVisibilityRequestSchema = lazySchema(() =>
  z.object({
    categoryId,
    visible: z.boolean(),
    revision: revisionString,
    ...tree,
  }),
)

const items = lazySchema(() =>
  z.array(itemReferenceSchema).min(1).max(CATALOG_V3_LIMITS.categoryItems),
)

export const bulkCategoryItemsRequestSchema = lazySchema(() =>
  z.object({ categoryId, items, ...tree }),
)

export const bulkItemCategoriesRequestSchema = lazySchema(() =>
  z.object({
    item: itemReferenceSchema,
    categoryIds: z.array(categoryId).min(1).max(CATALOG_V3_LIMITS.categoryItems),
    ...tree,
  }),
)

export const setArrangedItemsRequestSchema = lazySchema(() =>
  z.object({
    categoryId,
    items: z.array(itemReferenceSchema).max(CATALOG_V3_LIMITS.categoryItems),
    ...tree,
  }),
)
