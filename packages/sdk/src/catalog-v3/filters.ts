import type { FieldFilter, QueryField, TypedFilter } from '../catalog/filters'
import type {
  CursorPaging,
  CursorQuery,
  SearchDetails,
  SortOrder,
  V3CursorSearch,
  V3InventoryAvailabilityStatus,
  V3ProductType,
} from '../wire'

/**
 * Typed Catalog V3 queries (wire/catalog-v3.md §5): the fields QueryProducts and SearchProducts
 * filter and sort on, with their value types and operators, so a wrong name, operator or operand
 * fails to compile. Lists of objects (categories, variants) take `$matchItems`. The helpers
 * return their argument unchanged: the platform's own JSON.
 */

type Eq = '$eq' | '$ne' | '$in'
type Text = Eq | '$startsWith'
type Range = Eq | '$lt' | '$lte' | '$gt' | '$gte'
type Members = '$hasSome' | '$hasAll'

/** Fields of QueryProducts (V3). */
export type V3ProductQueryFields = {
  id: QueryField<string, Eq, false>
  slug: QueryField<string, Eq, true>
  handle: QueryField<string, Eq, false>
  visible: QueryField<boolean, '$eq' | '$ne', false>
  /** ISO-8601 timestamps. */
  createdDate: QueryField<string, Range, true>
  updatedDate: QueryField<string, Range, true>
  'options.id': QueryField<string, Members, false>
}

/** A category membership condition: some listed category matches. */
export type CategoryItemFilter = {
  id?: FieldFilter<QueryField<string, Eq, false>>
  index?: FieldFilter<QueryField<number, Range, false>>
}

/** Fields of SearchProducts (V3), beyond those of QueryProducts. */
export type V3ProductSearchFields = V3ProductQueryFields & {
  name: QueryField<string, Text, true>
  productType: QueryField<V3ProductType, Eq, false>
  visibleInPos: QueryField<boolean, '$eq' | '$ne', false>
  'brand.id': QueryField<string, Eq, false>
  'brand.name': QueryField<string, Text, false>
  'ribbon.name': QueryField<string, Text, false>
  'inventory.availabilityStatus': QueryField<V3InventoryAvailabilityStatus, Eq, false>
  /** Decimal amounts: numbers or decimal strings. */
  'actualPriceRange.minValue.amount': QueryField<number | string, Range, true>
  'actualPriceRange.maxValue.amount': QueryField<number | string, Range, true>
  'compareAtPriceRange.minValue.amount': QueryField<number | string, Range, true>
  'options.name': QueryField<string, Members, false>
  'options.choicesSettings.choices.name': QueryField<string, Members, false>
  'options.choicesSettings.choices.choiceId': QueryField<string, Members, false>
}

/** A SearchProducts filter: typed fields plus `$matchItems` on the category lists. */
export type V3ProductSearchFilter = TypedFilter<V3ProductSearchFields> & {
  'allCategoriesInfo.categories'?: { $matchItems: CategoryItemFilter[] }
  'directCategoriesInfo.categories'?: { $matchItems: CategoryItemFilter[] }
}

type SortKey<Fields> = {
  [K in keyof Fields]: Fields[K] extends QueryField<unknown, string, true> ? K : never
}[keyof Fields] &
  string

/** A typed QueryProducts query. */
export interface V3ProductQuery {
  filter?: TypedFilter<V3ProductQueryFields>
  sort?: { fieldName: SortKey<V3ProductQueryFields>; order?: SortOrder }[]
  cursorPaging?: CursorPaging
}

/** A typed SearchProducts search. */
export interface V3ProductSearch {
  filter?: V3ProductSearchFilter
  sort?: { fieldName: SortKey<V3ProductSearchFields>; order?: SortOrder }[]
  cursorPaging?: CursorPaging
  search?: SearchDetails
}

/**
 * A QueryProducts query, checked at compile time.
 *
 * @example
 * ```ts
 * const query = v3ProductQuery({ filter: { visible: true }, sort: [{ fieldName: 'createdDate', order: 'DESC' }] })
 * ```
 */
export const v3ProductQuery = (query: V3ProductQuery): CursorQuery => query as CursorQuery

/**
 * A SearchProducts search, checked at compile time.
 *
 * @example
 * ```ts
 * const search = v3ProductSearch({
 *   filter: { 'actualPriceRange.minValue.amount': { $lt: 50 } },
 *   search: { expression: 'tee', fields: ['name'] },
 * })
 * ```
 */
export const v3ProductSearch = (search: V3ProductSearch): V3CursorSearch => search as V3CursorSearch

/**
 * Products in a category (and its subcategories; `direct: true` for direct members only), as
 * a SearchProducts filter.
 *
 * @example
 * ```ts
 * const filter = { ...inCategory(categoryId), 'inventory.availabilityStatus': 'IN_STOCK' as const }
 * ```
 */
export function inCategory(categoryId: string | string[], direct = false): V3ProductSearchFilter {
  const ids = Array.isArray(categoryId) ? categoryId : [categoryId]
  const key = direct ? 'directCategoriesInfo.categories' : 'allCategoriesInfo.categories'
  return { [key]: { $matchItems: [{ id: { $in: ids } }] } }
}
