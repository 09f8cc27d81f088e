import type { Review } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DocumentStore, selectDoc } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import {
  compileFilter,
  type QueryInput,
  type QueryPage,
  type QueryTarget,
  registerQueryFunctions,
  runQuery,
} from '../../query/index'
import { rememberCounts } from '../../query/remember'
import { REVIEW_FILTER, REVIEW_QUERY } from './query-spec'

/** The reviews table (a remembered answer names what it reads). */
export const REVIEWS_TABLE = 'reviews'
const TABLE = REVIEWS_TABLE

export const reviewMigrations: Migration[] = [
  {
    area: 'reviews',
    version: 1,
    up: `${documentTable(
      TABLE,
      `namespace TEXT NOT NULL, entity_id TEXT NOT NULL, contact_id TEXT NOT NULL,
       status TEXT NOT NULL, created_date TEXT NOT NULL`,
    )}
      CREATE UNIQUE INDEX IF NOT EXISTS reviews_author ON reviews (namespace, entity_id, contact_id);
      CREATE INDEX IF NOT EXISTS reviews_status ON reviews (status, created_date);`,
  },
  {
    // A product's reviews: counted from the index alone, and paged in date order without a sort.
    area: 'reviews',
    version: 2,
    up: 'CREATE INDEX IF NOT EXISTS reviews_entity ON reviews (entity_id, status, created_date);',
  },
]

// Only approved reviews are public; the column mirrors `moderation.moderationStatus`.
const PUBLIC_SCOPE = { sql: "t.status = 'APPROVED'", params: [] }

const target = (publicOnly: boolean): QueryTarget => ({
  table: TABLE,
  ...(publicOnly && { scope: PUBLIC_SCOPE }),
})

/** Reviews as JSON documents, with the columns the one-review-per-author rule and scopes use. */
export function reviewStore(db: Database) {
  const docs = new DocumentStore<Review>(db, TABLE)
  // A query's later pages reuse its first page's total until the table is next written.
  const pageCounts = rememberCounts(db, [TABLE])
  const where = (filter: unknown, publicOnly: boolean) => {
    registerQueryFunctions(db.sql)
    const compiled = compileFilter(REVIEW_FILTER, filter)
    const sql = publicOnly ? `${PUBLIC_SCOPE.sql} AND ${compiled.sql}` : compiled.sql
    return { sql, params: compiled.params }
  }
  return {
    get: (id: string) => docs.get(id),
    save(review: Review): Review {
      return docs.put(review, {
        namespace: review.namespace,
        entity_id: review.entityId,
        contact_id: review.author?.contactId ?? '',
        status: review.moderation.moderationStatus,
        created_date: review.createdDate ?? '',
      })
    },
    delete: (id: string) => docs.delete(id),
    /** The review an author already wrote about an entity. */
    findByAuthor(namespace: string, entityId: string, contactId: string): Review | undefined {
      return docs.where(
        'namespace = ? AND entity_id = ? AND contact_id = ?',
        namespace,
        entityId,
        contactId,
      )[0]
    },
    /** One page of a cursor-paged query. @throws ApiError 400 for a bad filter, sort or paging. */
    query(input: QueryInput, publicOnly: boolean): QueryPage<Review> {
      const counted = { ...target(publicOnly), count: pageCounts }
      return runQuery<Review>(db.sql, REVIEW_QUERY, input, counted, 'cursor')
    },
    /** How many reviews match. @throws ApiError 400 for a bad filter (paths `filter.…`). */
    count(filter: unknown, publicOnly: boolean): number {
      const { sql, params } = where(filter, publicOnly)
      const row = db.sql
        .prepare(`SELECT COUNT(*) AS n FROM ${TABLE} AS t WHERE ${sql}`)
        .get(...params)
      return Number(row?.n ?? 0)
    },
    /** Every review matching a filter, oldest first (bulk calls). */
    matching(filter: unknown): Review[] {
      const { sql, params } = where(filter, false)
      const rows = db.sql
        .prepare(
          `SELECT ${selectDoc('t')} FROM ${TABLE} AS t WHERE ${sql} ORDER BY created_date, id`,
        )
        .all(...params)
      return rows.map((row) => JSON.parse(String(row.doc)) as Review)
    },
  }
}

export type ReviewStore = ReturnType<typeof reviewStore>
