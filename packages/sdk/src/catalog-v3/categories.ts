import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  ArrangedItemsResponse,
  CategoryRequestedField,
  CategoryResponse,
  CategoryTreeRequest,
  CountCategoriesRequest,
  CountResponse,
  ItemReference,
  ListCategoriesForItemResponse,
  ListItemsInCategoryRequest,
  ListItemsInCategoryResponse,
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  SearchCategoriesRequest,
  SearchCategoriesResponse,
} from '../wire'

const C = '/categories/v1/categories'

/** The Stores category tree: the one every catalog call names unless told otherwise. */
export const STORES_TREE_REFERENCE = { appNamespace: '@wix/stores' } as const

/** A categories request whose `treeReference` may be left out (the Stores tree). */
export type InTree<T extends CategoryTreeRequest> = Omit<T, 'treeReference'> &
  Partial<CategoryTreeRequest>

/** Keys that come after the tree in a request, as the platform's clients send it. */
const AFTER_TREE = new Set(['query', 'search', 'filter', 'cursorPaging', 'paging', 'fields'])

/**
 * The request with the Stores tree when it names none. The tree goes where the platform's
 * clients put it, after the ids and before paging, filters and fields: a request left to the
 * default tree is then the same query string, key for key, as one that names it.
 */
export const inTree = <T extends object>(request: T): T & CategoryTreeRequest => {
  const entries = Object.entries(request).filter(([key]) => key !== 'treeReference')
  return {
    ...Object.fromEntries(entries.filter(([key]) => !AFTER_TREE.has(key))),
    treeReference: (request as Partial<CategoryTreeRequest>).treeReference ?? STORES_TREE_REFERENCE,
    ...Object.fromEntries(entries.filter(([key]) => AFTER_TREE.has(key))),
  } as T & CategoryTreeRequest
}

/**
 * GetCategory: one category of the Stores tree (visitors see visible ones).
 *
 * @example
 * ```ts
 * const { category } = await getCategory(client, categoryId)
 * ```
 */
export function getCategory(
  client: Client,
  categoryId: string,
  request: InTree<{
    treeReference: CategoryTreeRequest['treeReference']
    fields?: CategoryRequestedField[]
  }> = {},
  options?: CallOptions,
): Promise<CategoryResponse> {
  return client.request(
    {
      operation: 'getCategory',
      method: 'GET',
      path: `${C}/${encodeURIComponent(categoryId)}`,
      query: encodeQuery(inTree({ categoryId, ...request })),
    },
    options,
  )
}

/**
 * GetCategoryBySlug: a category page's read.
 *
 * @example
 * ```ts
 * const { category } = await getCategoryBySlug(client, 'apparel')
 * ```
 */
export function getCategoryBySlug(
  client: Client,
  slug: string,
  request: InTree<{
    treeReference: CategoryTreeRequest['treeReference']
    fields?: CategoryRequestedField[]
  }> = {},
  options?: CallOptions,
): Promise<CategoryResponse> {
  return client.request(
    {
      operation: 'getCategoryBySlug',
      method: 'GET',
      path: `${C}/slug/${encodeURIComponent(slug)}`,
      query: encodeQuery(inTree({ slug, ...request })),
    },
    options,
  )
}

/**
 * QueryCategories: categories of the Stores tree, up to 1,000 per page; build the tree from
 * each one's `parentCategory`. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { categories } = await queryCategories(client, {
 *   query: { filter: { visible: true }, cursorPaging: { limit: 1000 } },
 * })
 * const roots = categories.filter((c) => !c.parentCategory?.id)
 * ```
 */
export const queryCategories = withPager(
  (
    client: Client,
    request: InTree<QueryCategoriesRequest> = {},
    options?: CallOptions,
  ): Promise<QueryCategoriesResponse> =>
    client.request(
      {
        operation: 'queryCategories',
        method: 'POST',
        path: `${C}/query`,
        payload: inTree(request),
        idempotent: true,
      },
      options,
    ),
  cursorPager<
    InTree<QueryCategoriesRequest>,
    QueryCategoriesResponse,
    QueryCategoriesResponse['categories'][number]
  >({
    items: 'categories',
    at: 'query',
    metadata: 'pagingMetadata',
  }),
)

/**
 * SearchCategories: categories by free text over names and descriptions.
 *
 * @example
 * ```ts
 * const { categories } = await searchCategories(client, {
 *   search: { search: { expression: 'kitchen' } },
 * })
 * ```
 */
export function searchCategories(
  client: Client,
  request: InTree<SearchCategoriesRequest>,
  options?: CallOptions,
): Promise<SearchCategoriesResponse> {
  return client.request(
    {
      operation: 'searchCategories',
      method: 'POST',
      path: `${C}/search`,
      payload: inTree(request),
      idempotent: true,
    },
    options,
  )
}

/**
 * CountCategories.
 *
 * @example
 * ```ts
 * const { count } = await countCategories(client, { filter: { visible: true } })
 * ```
 */
export function countCategories(
  client: Client,
  request: InTree<CountCategoriesRequest> = {},
  options?: CallOptions,
): Promise<CountResponse> {
  return client.request(
    {
      operation: 'countCategories',
      method: 'POST',
      path: `${C}/count`,
      payload: inTree(request),
      idempotent: true,
    },
    options,
  )
}

/**
 * ListItemsInCategory: the product ids of a category (arranged ones first with
 * `useCategoryArrangement`), up to 100 per page. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { items } = await listItemsInCategory(client, categoryId, { cursorPaging: { limit: 50 } })
 * const productIds = items.map((item) => item.catalogItemId)
 * ```
 */
export function listItemsInCategory(
  client: Client,
  categoryId: string,
  request: InTree<ListItemsInCategoryRequest> = {},
  options?: CallOptions,
): Promise<ListItemsInCategoryResponse> {
  const payload = inTree({ categoryId, ...request })
  return client.request(
    {
      operation: 'listItemsInCategory',
      method: 'GET',
      path: `${C}/${encodeURIComponent(categoryId)}/list-items`,
      payload,
      query: encodeQuery(payload),
      postFallback: true,
    },
    options,
  )
}

/**
 * ListCategoriesForItem: the categories a product is in, directly and through subcategories.
 *
 * @example
 * ```ts
 * const { directCategoryIds } = await listCategoriesForItem(client, { catalogItemId: productId, appId })
 * ```
 */
export function listCategoriesForItem(
  client: Client,
  item: ItemReference,
  options?: CallOptions,
): Promise<ListCategoriesForItemResponse> {
  const payload = inTree({ item })
  return client.request(
    {
      operation: 'listCategoriesForItem',
      method: 'GET',
      path: `${C}/list-categories-for-item`,
      payload,
      query: encodeQuery(payload),
      postFallback: true,
    },
    options,
  )
}

/**
 * GetArrangedItems: the items a category shows first, in the owner's order.
 *
 * @example
 * ```ts
 * const { items } = await getArrangedItems(client, categoryId)
 * ```
 */
export function getArrangedItems(
  client: Client,
  categoryId: string,
  options?: CallOptions,
): Promise<ArrangedItemsResponse> {
  return client.request(
    {
      operation: 'getArrangedItems',
      method: 'GET',
      path: `${C}/${encodeURIComponent(categoryId)}/arranged-items`,
      query: encodeQuery(inTree({ categoryId })),
    },
    options,
  )
}
