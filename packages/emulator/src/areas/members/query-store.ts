import type { Database } from '../../db/database'
import { selectDoc } from '../../db/document-store'
import {
  compileFilter,
  type QueryInput,
  type QueryPage,
  type QuerySpec,
  type QueryTarget,
  registerQueryFunctions,
  runQuery,
} from '../../query/index'
import { rememberCounts } from '../../query/remember'
import type { MemberDoc } from './member-doc'

const TABLE = 'members'

type Scope = NonNullable<QueryTarget['scope']>

/** Both conditions (either may be absent). */
export function andScope(a: Scope | undefined, b: Scope | undefined): Scope | undefined {
  if (!a || !b) return a ?? b
  return { sql: `(${a.sql}) AND (${b.sql})`, params: [...a.params, ...b.params] }
}

/** Member lists over the `members` table (the members area's). */
export function memberQueries(db: Database) {
  // A query's later pages reuse its first page's total until the table is next written.
  const pageCounts = rememberCounts(db, [TABLE])
  return {
    /** One offset page. @throws ApiError 400 for a bad filter, sort or paging. */
    page(spec: QuerySpec, input: QueryInput, scope: Scope | undefined): QueryPage<MemberDoc> {
      const target: QueryTarget = { table: TABLE, ...(scope && { scope }), count: pageCounts }
      return runQuery<MemberDoc>(db.sql, spec, input, target, 'offset')
    },
    /** A filter the spec accepts, as a scope (search conditions, bulk filters). */
    scopeOf(spec: QuerySpec, filter: unknown): Scope {
      return compileFilter(spec, filter)
    },
    /** Every member matching a filter, oldest first (bulk calls). @throws ApiError 400. */
    matching(spec: QuerySpec, filter: unknown, extra?: Scope): MemberDoc[] {
      registerQueryFunctions(db.sql)
      const scope = andScope(compileFilter(spec, filter), extra)
      const rows = db.sql
        .prepare(
          `SELECT ${selectDoc('t')} FROM ${TABLE} AS t WHERE ${scope?.sql ?? '1 = 1'}
           ORDER BY json_extract(t.doc, '$.createdDate'), t.id`,
        )
        .all(...(scope?.params ?? []))
      return rows.map((row) => JSON.parse(String(row.doc)) as MemberDoc)
    },
  }
}

export type MemberQueries = ReturnType<typeof memberQueries>
