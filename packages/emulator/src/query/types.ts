import type { CursorPaging, Filter, FilterOperator, Paging, Sorting } from '@storefront-kit/wire'
import type { SqlParam } from './compile-filter'

/** The type of a queryable field, which decides operators, comparison and sorting. */
export type QueryFieldType =
  | 'string'
  | 'number'
  /** Decimal string (money): compared as a number. */
  | 'decimal'
  | 'boolean'
  /**
   * ISO-8601 timestamp string, stored in `toISOString()` form: compared as text (ISO order = time
   * order); operands are normalized to that form first.
   */
  | 'date'
  | 'string[]'
  | 'number[]'
  /** An array of objects: filtered only with `$matchItems`, over the fields in `items`. */
  | 'object[]'

/** One field an API lets callers filter and sort on. */
export interface QueryField {
  type: QueryFieldType
  /**
   * JSON path inside the stored document (`$.priceData.price`); default: `$.` + the wire name.
   * Only `.identifier` and `[index]` steps (the engine writes paths into SQL text).
   */
  path?: string
  /**
   * A column of the table that holds the same value as the document field on every row (the
   * store writes both): filters and sorts read the column, so an index on it serves them. Only
   * for scalar fields every document has. Lower-case identifier.
   */
  column?: string
  /** Whether `sort` may use it. Default: true for scalar types, false for arrays. */
  sortable?: boolean
  /**
   * Operators this API accepts on the field (the vendor allows a subset per field). Default: every
   * operator that makes sense for the type; operators the type cannot take stay rejected.
   */
  operators?: readonly FilterOperator[]
  /**
   * `object[]` fields only: the fields of one element (paths relative to the element), which a
   * `$matchItems` condition may test. Elements cannot nest another `object[]`.
   */
  items?: Record<string, QueryField>
}

/** What one API's query accepts and how it pages by default. */
export interface QuerySpec {
  /** Wire field name (dotted, e.g. `profile.nickname`) → definition. Anything else is rejected. */
  fields: Record<string, QueryField>
  /** Order when the request gives none (the engine always appends `id` as tie-breaker). */
  defaultSort: Sorting[]
  defaultLimit: number
  maxLimit: number
  /** Prefix of violation field paths, e.g. `query` gives `query.filter.name`; `''` for none. */
  fieldPrefix: string
  /** Most sort keys a request may give (orders: 4, media: 1). Default: no limit. */
  maxSort?: number
}

/**
 * A query as it arrives: filter, sort and one kind of paging. With `cursorPaging.cursor`, filter
 * and sort must be absent (the cursor carries them); `limit` absent or 0 means the default.
 */
export interface QueryInput {
  filter?: Filter | Record<string, unknown>
  sort?: Sorting[]
  paging?: Paging
  cursorPaging?: CursorPaging
}

/** Where the documents live. Every area table has `id TEXT PRIMARY KEY` and `doc` (JSONB). */
export interface QueryTarget {
  table: string
  /**
   * Extra condition every row must meet (visibility, owner), with its parameters. The table is
   * aliased `t`: `{ sql: "json_extract(t.doc, '$.ownerId') = ?", params: [memberId] }`.
   */
  scope?: { sql: string; params: SqlParam[] }
  /**
   * Answers a count of every match (`sql` is `SELECT COUNT(*) AS n FROM …` with its `params`),
   * say one remembered until the table is next written (`rememberCounts`), so the pages of one
   * query count once. Default: the count runs for each page.
   */
  count?: (sql: string, params: SqlParam[]) => number
}

/** One page of results, with what every API's paging metadata is built from. */
export interface QueryPage<T> {
  items: T[]
  /** Rows matching filter and scope, over all pages. */
  total: number
  offset: number
  limit: number
  /**
   * Opaque cursors, cursor mode only (`{}` in offset mode); they carry the whole query, so later
   * pages send only the cursor. `next` is absent on the last page, `prev` on the first.
   */
  cursors: { next?: string; prev?: string }
}
