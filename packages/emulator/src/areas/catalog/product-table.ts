import type { Database } from '../../db/database'
import { selectDoc, upsertSql } from '../../db/document-store'
import type { StoredProduct } from './model'

type Param = string | number | bigint | null

/** What queries filter and sort on: the product without its variants and source state. */
export type ProductDoc = Omit<StoredProduct, 'variants' | '_source'>

type Row = { doc: string; body: string }

const merge = (row: Row): StoredProduct =>
  ({ ...JSON.parse(row.doc), ...JSON.parse(row.body) }) as StoredProduct

/**
 * Product rows keep a small `doc` (what the query engine reads with SQLite's JSON functions on
 * every row) and a `body` with the variants and source state, read only for the rows answered.
 */
export class ProductTable {
  constructor(
    private readonly db: Database,
    readonly table: string,
  ) {}

  get(id: string): StoredProduct | undefined {
    const row = this.db.sql
      .prepare(`SELECT ${selectDoc()}, body FROM ${this.table} WHERE id = ?`)
      .get(id) as Row | undefined
    return row && merge(row)
  }

  /** Products matching a SQL condition over the table's columns. */
  where(condition = '1 = 1', ...params: Param[]): StoredProduct[] {
    const rows = this.db.sql
      .prepare(`SELECT ${selectDoc()}, body FROM ${this.table} WHERE ${condition}`)
      .all(...params) as Row[]
    return rows.map(merge)
  }

  count(condition = '1 = 1', ...params: Param[]): number {
    const row = this.db.sql
      .prepare(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${condition}`)
      .get(...params) as { n: number }
    return Number(row.n)
  }

  /** The whole products for the documents a query returned, in their order. */
  hydrate(docs: ProductDoc[]): StoredProduct[] {
    if (!docs.length) return []
    const rows = this.db.sql
      .prepare(`SELECT id, body FROM ${this.table} WHERE id IN (${docs.map(() => '?').join(', ')})`)
      .all(...docs.map((doc) => doc.id)) as { id: string; body: string }[]
    const bodies = new Map(rows.map((row) => [row.id, row.body]))
    return docs.map((doc) => ({ ...doc, ...JSON.parse(bodies.get(doc.id) ?? '{}') }))
  }

  put(product: StoredProduct, columns: Record<string, Param>): void {
    const { variants, _source, ...doc } = product
    const names = ['id', 'doc', 'body', ...Object.keys(columns)]
    const values: Param[] = [
      product.id,
      JSON.stringify(doc),
      JSON.stringify({ variants, _source }),
      ...Object.values(columns),
    ]
    this.db.sql.prepare(upsertSql(this.table, names)).run(...values)
  }

  delete(id: string): boolean {
    return Number(this.db.sql.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes) > 0
  }
}
