import type { DatabaseSync } from 'node:sqlite'
import { selectDoc } from '../db/document-store'
import { filterToSql, type SqlParam } from './compile-filter'
import { sortToSql } from './compile-sort'
import { encodeCursor } from './cursor'
import { type QueryMode, type ResolvedQuery, resolveQuery } from './resolve-query'
import { registerQueryFunctions } from './text'
import type { QueryInput, QueryPage, QuerySpec, QueryTarget } from './types'

const TABLE = /^[A-Za-z_][A-Za-z0-9_]*$/

function cursorsFor(
  { state, offset, limit }: ResolvedQuery,
  total: number,
): QueryPage<never>['cursors'] {
  const cursors: QueryPage<never>['cursors'] = {}
  if (offset + limit < total) cursors.next = encodeCursor({ ...state, offset: offset + limit })
  if (offset > 0) cursors.prev = encodeCursor({ ...state, offset: Math.max(0, offset - limit) })
  return cursors
}

/** Every match, over all pages: counted by the target's `count` when it has one. */
function totalOf(db: DatabaseSync, from: string, params: SqlParam[], target: QueryTarget): number {
  const sql = `SELECT COUNT(*) AS n ${from}`
  if (target.count) return target.count(sql, params)
  return Number(db.prepare(sql).get(...params)?.n ?? 0)
}

/**
 * Runs a list request against a document table (`id`, `doc` JSON; aliased `t`, which
 * `target.scope` may use): validates filter, sort and paging, counts every match, and returns one
 * page of parsed documents. Cursor mode also returns cursors: `next` unless this is the last page,
 * `prev` unless it is the first; each carries the whole query, so a later request needs only
 * `{cursorPaging: {cursor}}` (optionally with a new `limit`). Cursors hold an offset, so rows
 * inserted or deleted meanwhile shift later pages.
 *
 * Modes are strict: offset mode refuses `cursorPaging`, cursor mode refuses `paging` (a list that
 * takes both picks the mode from what the request sent).
 * @throws ApiError (400) listing every violation, paths under `spec.fieldPrefix`.
 * @example
 * ```ts
 * const page = runQuery<Review>(db, REVIEW_QUERY, body.query ?? {}, { table: 'reviews' }, 'cursor')
 * return { reviews: page.items, metadata: { count: page.items.length, cursors: page.cursors } }
 * ```
 */
export function runQuery<T>(
  db: DatabaseSync,
  spec: QuerySpec,
  input: QueryInput,
  target: QueryTarget,
  mode: QueryMode,
): QueryPage<T> {
  if (!TABLE.test(target.table)) throw new TypeError(`query target: bad table name ${target.table}`)
  const query = resolveQuery(spec, input, target, mode)
  registerQueryFunctions(db)
  const where = filterToSql(query.filter)
  const scope = target.scope
  const conditions = scope ? `(${scope.sql}) AND ${where.sql}` : where.sql
  const params = [...(scope?.params ?? []), ...where.params]
  const from = `FROM "${target.table}" AS t WHERE ${conditions}`
  const rows = db
    .prepare(`SELECT ${selectDoc('t')} ${from} ${sortToSql(query.sort)} LIMIT ? OFFSET ?`)
    .all(...params, query.limit, query.offset)
  const total = totalOf(db, from, params, target)
  return {
    items: rows.map((row) => JSON.parse(String(row.doc)) as T),
    total,
    offset: query.offset,
    limit: query.limit,
    cursors: mode === 'cursor' ? cursorsFor(query, total) : {},
  }
}
