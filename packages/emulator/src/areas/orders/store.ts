import type { Order } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DOC_VALUE, DocumentStore, selectDoc } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { type QueryInput, type QueryPage, runQuery } from '../../query/index'
import { rememberCounts } from '../../query/remember'
import type { InventoryChange } from '../catalog/index'
import { ORDER_SEARCH, SEARCHABLE } from './query-spec'

/** The orders table (a remembered answer names what it reads). */
export const ORDERS_TABLE = 'orders'
const TABLE = ORDERS_TABLE

/** Order numbers start after this one (the platform's first order is 10001). */
export const FIRST_COUNTER = 10000

export const orderMigrations: Migration[] = [
  {
    area: 'orders',
    version: 1,
    up: `${documentTable(
      TABLE,
      `owner TEXT, number INTEGER NOT NULL, checkout_id TEXT, imported INTEGER NOT NULL DEFAULT 0,
       created_date TEXT NOT NULL, stock TEXT NOT NULL DEFAULT '[]'`,
    )}
      CREATE INDEX IF NOT EXISTS orders_owner ON orders (owner);
      CREATE INDEX IF NOT EXISTS orders_number ON orders (number);
      CREATE UNIQUE INDEX IF NOT EXISTS orders_checkout ON orders (checkout_id)
        WHERE checkout_id IS NOT NULL;
      CREATE TABLE IF NOT EXISTS order_counter (
        id INTEGER PRIMARY KEY CHECK (id = 1), counter INTEGER NOT NULL);`,
  },
  {
    area: 'orders',
    version: 2,
    // Expression indexes over the expressions the query engine writes: the newest-first order
    // pages without a sort, and counting by status or e-mail reads the index alone (covering).
    up: `CREATE INDEX IF NOT EXISTS orders_created_desc
        ON ${TABLE} (json_extract(doc, '$.createdDate') DESC, id);
      CREATE INDEX IF NOT EXISTS orders_payment_status
        ON ${TABLE} (json_extract(doc, '$.paymentStatus'));
      CREATE INDEX IF NOT EXISTS orders_status ON ${TABLE} (json_extract(doc, '$.status'));
      CREATE INDEX IF NOT EXISTS orders_buyer_email
        ON ${TABLE} (json_extract(doc, '$.buyerInfo.email'));`,
  },
  {
    area: 'orders',
    version: 3,
    // The search's scope (never INITIALIZED) tests the status of every row: the newest-first
    // index carries it, so a newest-first page walks that index and stops after its rows; the
    // payment-status index carries the status too (and the order), so counting a payment status
    // reads that index alone. Before, the count read every document to test its status: 37% of
    // SearchOrders of 20 PAID among 1,000. (The query engine writes a filter's comparison inside
    // IFNULL, so SQLite scans an index for it rather than seeking to the value.)
    up: `DROP INDEX IF EXISTS orders_created_desc;
      CREATE INDEX IF NOT EXISTS orders_created_status ON ${TABLE} (
        json_extract(doc, '$.createdDate') DESC, id, json_extract(doc, '$.status'));
      DROP INDEX IF EXISTS orders_payment_status;
      CREATE INDEX IF NOT EXISTS orders_payment_created ON ${TABLE} (
        json_extract(doc, '$.paymentStatus'), json_extract(doc, '$.createdDate') DESC, id,
        json_extract(doc, '$.status'));`,
  },
]

/** What the emulator keeps beside the wire order. */
export interface OrderMeta {
  /** Identity key (`visitor:<id>` / `member:<id>`) of the buyer who placed it; none for the owner's. */
  owner?: string
  /** Stock this order took from the catalog (given back on a cancel with restock). */
  stock: InventoryChange[]
}

/** An order with what the emulator keeps beside it. */
export interface OrderRecord extends OrderMeta {
  order: Order
}

interface Row {
  doc: string
  owner: string | null
  stock: string
}

const toRecord = (row: Row): OrderRecord => ({
  order: JSON.parse(row.doc) as Order,
  ...(row.owner && { owner: row.owner }),
  stock: JSON.parse(row.stock) as InventoryChange[],
})

/** Orders as JSON documents, with owner, number, checkout and the stock they took. */
export function orderStore(db: Database) {
  const docs = new DocumentStore<Order>(db, TABLE)
  const select = `SELECT ${selectDoc()}, owner, stock FROM ${TABLE}`
  // A query's later pages reuse its first page's total until the table is next written.
  const searchCounts = rememberCounts(db, [TABLE])
  return {
    get: (id: string): Order | undefined => docs.get(id),
    record(id: string): OrderRecord | undefined {
      const row = db.sql.prepare(`${select} WHERE id = ?`).get(id) as Row | undefined
      return row && toRecord(row)
    },
    byCheckout(checkoutId: string): Order | undefined {
      return docs.where('checkout_id = ?', checkoutId)[0]
    },
    /** Stores a new order; `json` is its JSON text when the caller made it already. */
    insert(order: Order, meta: OrderMeta, json?: string): Order {
      return docs.put(
        order,
        {
          owner: meta.owner ?? null,
          number: Number(order.number),
          checkout_id: order.checkoutId ?? null,
          imported: order.imported ? 1 : 0,
          created_date: order.createdDate ?? '',
          stock: JSON.stringify(meta.stock),
        },
        json,
      )
    },
    /** Replaces the document, keeping owner and stock. */
    update(order: Order): Order {
      db.sql
        .prepare(`UPDATE ${TABLE} SET doc = ${DOC_VALUE} WHERE id = ?`)
        .run(JSON.stringify(order), order.id)
      return order
    },
    setStock(id: string, stock: InventoryChange[]): void {
      db.sql.prepare(`UPDATE ${TABLE} SET stock = ? WHERE id = ?`).run(JSON.stringify(stock), id)
    },
    delete: (id: string) => docs.delete(id),
    /**
     * One page of a search; INITIALIZED orders are never found.
     * @throws ApiError 400 for a bad filter, sort or paging.
     */
    search(input: QueryInput): QueryPage<Order> {
      const scope = { sql: SEARCHABLE, params: [] }
      const target = { table: TABLE, scope, count: searchCounts }
      return runQuery<Order>(db.sql, ORDER_SEARCH, input, target, 'cursor')
    },
    /** The number of the last order issued. */
    counter(): number {
      const row = db.sql.prepare('SELECT counter FROM order_counter WHERE id = 1').get()
      return row ? Number(row.counter) : FIRST_COUNTER
    },
    /**
     * Issues the next order number: the counter moved on by one and read back in one statement
     * (a read and a write before).
     */
    nextNumber(): number {
      const row = db.sql
        .prepare(
          `INSERT INTO order_counter (id, counter) VALUES (1, ?)
           ON CONFLICT (id) DO UPDATE SET counter = counter + 1 RETURNING counter`,
        )
        .get(FIRST_COUNTER + 1) as { counter: number }
      return Number(row.counter)
    },
    setCounter(counter: number): void {
      db.sql
        .prepare('INSERT OR REPLACE INTO order_counter (id, counter) VALUES (1, ?)')
        .run(counter)
    },
  }
}

export type OrderStore = ReturnType<typeof orderStore>
