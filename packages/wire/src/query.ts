/**
 * The platform query language: filter, sort, offset and cursor paging, and the paging metadata
 * that each API answers (wire/README.md §6).
 * @module
 */

/** Comparison, string, array, presence and logical operators the query language knows. */
export const FILTER_OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$isEmpty',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$hasSome',
  '$hasAll',
  '$matchItems',
  '$and',
  '$or',
  '$not',
] as const

/** One operator of {@link FILTER_OPERATORS}. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/** A JSON value a filter compares against. */
export type FilterScalar = string | number | boolean | null

/** Operator object applied to one field: `{ $gte: 10, $lt: 20 }`. */
export interface FieldCondition {
  $eq?: FilterScalar | FilterScalar[]
  $ne?: FilterScalar | FilterScalar[]
  $gt?: string | number
  $gte?: string | number
  $lt?: string | number
  $lte?: string | number
  $in?: FilterScalar[]
  $nin?: FilterScalar[]
  $exists?: boolean
  $isEmpty?: boolean
  $startsWith?: string
  $endsWith?: string
  $contains?: string
  $hasSome?: FilterScalar[]
  $hasAll?: FilterScalar[]
  /** Arrays of objects: for each filter listed, some element matches it (Catalog V3). */
  $matchItems?: Filter[]
}

/**
 * A filter: `{ field: value }` is equality, `{ field: { $op: value } }` applies an operator, several
 * keys are ANDed, and `$and`, `$or`, `$not` combine filters. Field names are wire names with dotted
 * paths (`"profile.nickname"`).
 */
export interface Filter {
  $and?: Filter[]
  $or?: Filter[]
  $not?: Filter
  [field: string]: FilterScalar | FilterScalar[] | FieldCondition | Filter | Filter[] | undefined
}

/** Sort direction. */
export type SortOrder = 'ASC' | 'DESC'

/** One sort key; applied in sequence. `order` defaults to `ASC`. */
export interface Sorting {
  fieldName: string
  order?: SortOrder
}

/** Offset paging. `limit` is at most 100 on most APIs. */
export interface Paging {
  limit?: number
  offset?: number
}

/** Cursor paging; when `cursor` is set, the cursor carries the original filter and sort. */
export interface CursorPaging {
  limit?: number
  cursor?: string
}

/** Cursors of a cursor-paged answer; a next page exists when `next` is non-empty. */
export interface Cursors {
  next?: string
  prev?: string
}

/** Query with offset or cursor paging (catalog, back-in-stock). */
export interface PlatformQuery {
  filter?: Filter
  sort?: Sorting[]
  paging?: Paging
  cursorPaging?: CursorPaging
}

/** Query with cursor paging only (reviews, media). */
export interface CursorQuery {
  filter?: Filter
  sort?: Sorting[]
  cursorPaging?: CursorPaging
}

/** Query with offset paging only. */
export interface OffsetQuery {
  filter?: Filter
  sort?: Sorting[]
  paging?: Paging
}

/** Metadata of platform-query answers (collections, products, variants, back-in-stock). */
export interface PlatformPagingMetadata {
  count?: number
  offset?: number
  total?: number
  cursors?: Cursors
}

/** Metadata of member lists and queries. */
export interface MembersPagingMetadata {
  count?: number
  offset?: number
  total?: number
  tooManyToCount?: boolean
}

/** Metadata of review queries. */
export interface ReviewsPagingMetadata {
  count?: number
  offset?: number
  total?: number
  tooManyToCount?: boolean
  cursors?: Cursors
}

/** Metadata of order searches. */
export interface OrdersPagingMetadata {
  count?: number
  cursors?: Cursors
  hasNext?: boolean
}

/** Metadata of media file queries (`pagingMetadata`) and lists (`nextCursor`). */
export interface CursorPagingMetadata {
  total?: number
  cursors?: Cursors
}
