import type { Database } from '../db/database'
import { untilWrite } from '../db/until-write'
import { shareAnswer } from '../http/shared-answer'
import type { SqlParam } from './compile-filter'

/** What {@link rememberAnswers} needs to know about one read. */
export interface RememberedRead<O, K, V> {
  /** The database of an owner (an area's context): answers are kept per database. */
  db: (owner: O) => Database
  /**
   * Every table the answer reads, the ones a scope's or a filter's subquery reads included: a
   * write to any of them forgets the answers.
   */
  tables: readonly string[]
  /** The answer, as the route sends it. It must not change afterwards (its JSON is made once). */
  answer: (owner: O, request: K) => V
  /**
   * Everything the answer depends on besides the tables, as text: the request, the caller's kind
   * (and id where the answer differs per caller), the public URL its links carry.
   */
  keyOf: (request: K) => string
  /** Answers kept per database at most (the oldest goes first). Default 200. */
  max?: number
}

/**
 * Remembers a list read's whole answer until one of its tables is next written: a shop sends the
 * same few pages (a product's first reviews, the newest orders) again and again, and between
 * writes each costs a query, a count, parsing every row and serializing the answer. Once
 * remembered, a request costs a key and a look-up; the JSON text is made once (`shareAnswer`).
 * A read that throws (a bad filter) is not remembered.
 *
 * @example
 * ```ts
 * const pages = rememberAnswers({
 *   db: (ctx: ReviewsContext) => ctx.db,
 *   tables: ['reviews'],
 *   answer: (ctx, { query }) => answerOf(ctx.store.query(query)),
 *   keyOf: ({ query }) => JSON.stringify(query),
 * })
 * pages(ctx, { query })
 * ```
 */
export function rememberAnswers<O extends object, K, V extends object>(
  read: RememberedRead<O, K, V>,
): (owner: O, request: K) => V {
  const perOwner = new WeakMap<O, (request: K) => V>()
  return (owner, request) => {
    let remembered = perOwner.get(owner)
    if (!remembered) {
      remembered = untilWrite(
        read.db(owner),
        (asked: K) => shareAnswer(read.answer(owner, asked)),
        { tables: read.tables, max: read.max ?? 200, keyOf: read.keyOf },
      )
      perOwner.set(owner, remembered)
    }
    return remembered(request)
  }
}

interface CountAsked {
  sql: string
  params: SqlParam[]
}

// Parameters are strings, numbers, bigints or null: typed text tells them apart ('1' from 1).
const countKey = ({ sql, params }: CountAsked) =>
  `${sql}\u0000${params.map((p) => `${typeof p}:${String(p)}`).join('\u0000')}`

/**
 * A `QueryTarget.count` that counts each query once until one of `tables` is next written: the
 * later pages of a query (a cursor each, so each a different answer) then reuse the first page's
 * total instead of counting every match again. `tables` must name every table the count reads.
 *
 * @example
 * ```ts
 * const count = rememberCounts(db, ['media_library_files'])
 * runQuery(db.sql, spec, input, { table: 'media_library_files', count }, 'cursor')
 * ```
 */
export function rememberCounts(
  db: Database,
  tables: readonly string[],
): (sql: string, params: SqlParam[]) => number {
  const counted = untilWrite(
    db,
    ({ sql, params }: CountAsked) =>
      Number((db.sql.prepare(sql).get(...params) as { n?: number } | undefined)?.n ?? 0),
    { tables, max: 500, keyOf: countKey },
  )
  return (sql, params) => counted({ sql, params })
}
