import {
  type BackInStockItemDetails,
  type BackInStockNotificationRequest,
  type CatalogReference,
  catalogReferenceKey,
} from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DOC_VALUE, DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { type QueryInput, type QueryMode, type QueryPage, runQuery } from '../../query/index'
import { BACK_IN_STOCK_QUERY } from './query-spec'

const TABLE = 'back_in_stock_requests'

export const backInStockMigrations: Migration[] = [
  {
    area: 'back-in-stock',
    version: 1,
    up: `${documentTable(
      TABLE,
      `ref_key TEXT NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL,
       item_details TEXT NOT NULL, created_date TEXT NOT NULL`,
    )}
      CREATE UNIQUE INDEX IF NOT EXISTS back_in_stock_ref_email ON ${TABLE} (ref_key, email);`,
  },
  {
    area: 'back-in-stock',
    version: 2,
    // Expression indexes over the engine's expressions: newest first, and counts by status.
    up: `CREATE INDEX IF NOT EXISTS back_in_stock_created_desc
        ON ${TABLE} (json_extract(doc, '$.createdDate') DESC, id);
      CREATE INDEX IF NOT EXISTS back_in_stock_status ON ${TABLE} (json_extract(doc, '$.status'));`,
  },
  {
    area: 'back-in-stock',
    version: 3,
    // Reference keys became the wire's `catalogReferenceKey` (shared with carts and the browser).
    up: (db) => {
      const rows = db.sql
        .prepare(`SELECT id, json_extract(doc, '$.catalogReference') AS ref FROM ${TABLE}`)
        .all() as { id: string; ref: string }[]
      const update = db.sql.prepare(`UPDATE ${TABLE} SET ref_key = ? WHERE id = ?`)
      for (const row of rows) update.run(catalogReferenceKey(JSON.parse(row.ref)), row.id)
    },
  },
]

/** A stored request has an id. */
export type StoredRequest = BackInStockNotificationRequest & { id: string }

/** Back-in-stock requests as JSON documents, unique per (catalog reference, e-mail). */
export function backInStockStore(db: Database) {
  const docs = new DocumentStore<StoredRequest>(db, TABLE)
  return {
    get: (id: string) => docs.get(id),
    itemDetails(id: string): BackInStockItemDetails | undefined {
      const row = db.sql.prepare(`SELECT item_details FROM ${TABLE} WHERE id = ?`).get(id)
      return row ? (JSON.parse(String(row.item_details)) as BackInStockItemDetails) : undefined
    },
    find(ref: CatalogReference, email: string): StoredRequest | undefined {
      return docs.where(
        'ref_key = ? AND email = ?',
        catalogReferenceKey(ref),
        email.toLowerCase(),
      )[0]
    },
    /** Requests for a reference in the given statuses, oldest first. */
    forReference(ref: CatalogReference, statuses: readonly string[]): StoredRequest[] {
      const marks = statuses.map(() => '?').join(', ')
      return docs.where(
        `ref_key = ? AND status IN (${marks}) ORDER BY created_date, id`,
        catalogReferenceKey(ref),
        ...statuses,
      )
    },
    insert(request: StoredRequest, itemDetails: BackInStockItemDetails): StoredRequest {
      return docs.put(request, {
        ref_key: catalogReferenceKey(request.catalogReference),
        email: request.email.toLowerCase(),
        status: request.status,
        item_details: JSON.stringify(itemDetails),
        created_date: request.createdDate ?? '',
      })
    },
    /** Replaces the document and its status column, keeping the item details. */
    update(request: StoredRequest): StoredRequest {
      db.sql
        .prepare(`UPDATE ${TABLE} SET doc = ${DOC_VALUE}, status = ? WHERE id = ?`)
        .run(JSON.stringify(request), request.status, request.id)
      return request
    },
    delete: (id: string) => docs.delete(id),
    count: (ref: CatalogReference) => docs.count('ref_key = ?', catalogReferenceKey(ref)),
    /** One page of a query. @throws ApiError 400 for a bad filter, sort or paging. */
    query(input: QueryInput, mode: QueryMode): QueryPage<StoredRequest> {
      return runQuery<StoredRequest>(db.sql, BACK_IN_STOCK_QUERY, input, { table: TABLE }, mode)
    },
  }
}

export type BackInStockStore = ReturnType<typeof backInStockStore>
