import type { Database } from './database'

type Param = string | number | bigint | null

/**
 * Reads and writes entities kept as JSON documents in a table made by `documentTable`.
 * Areas' `store.ts` files build on it; SQL stays in stores, rules in services.
 */
export class DocumentStore<T extends { id: string }> {
  constructor(
    private readonly db: Database,
    readonly table: string,
  ) {}

  get(id: string): T | undefined {
    const row = this.db.sql.prepare(`SELECT doc FROM ${this.table} WHERE id = ?`).get(id) as
      | { doc: string }
      | undefined
    return row ? (JSON.parse(row.doc) as T) : undefined
  }

  /** Inserts or replaces the whole document; `columns` fills extra indexed columns. */
  put(doc: T, columns: Record<string, Param> = {}): T {
    const names = ['id', 'doc', ...Object.keys(columns)]
    const values: Param[] = [doc.id, JSON.stringify(doc), ...Object.values(columns)]
    this.db.sql
      .prepare(
        `INSERT OR REPLACE INTO ${this.table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      )
      .run(...values)
    return doc
  }

  delete(id: string): boolean {
    return Number(this.db.sql.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes) > 0
  }

  /** Documents matching a SQL condition over the table's columns (`doc` holds the JSON). */
  where(condition = '1 = 1', ...params: Param[]): T[] {
    const rows = this.db.sql
      .prepare(`SELECT doc FROM ${this.table} WHERE ${condition}`)
      .all(...params) as { doc: string }[]
    return rows.map((row) => JSON.parse(row.doc) as T)
  }

  count(condition = '1 = 1', ...params: Param[]): number {
    const row = this.db.sql
      .prepare(`SELECT COUNT(*) AS n FROM ${this.table} WHERE ${condition}`)
      .get(...params) as { n: number }
    return Number(row.n)
  }
}
