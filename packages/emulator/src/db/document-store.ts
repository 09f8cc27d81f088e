import type { Database } from './database'

type Param = string | number | bigint | null

/**
 * Documents live in their table's `doc` column as SQLite JSONB. `json_extract` and `json_each`
 * read the binary form without parsing text again, and that parsing was most of a query's time.
 * Write a document with {@link DOC_VALUE} in place of its `?`; read it with {@link selectDoc}.
 */
export const DOC_VALUE = 'jsonb(?)'

/** The `doc` column (of the table aliased `alias`) as JSON text, named `doc`. */
export const selectDoc = (alias?: string) => `json(${alias ? `${alias}.` : ''}doc) AS doc`

/** `INSERT OR REPLACE` of one row of a document table; `names` lists its columns, `doc` among them. */
export function upsertSql(table: string, names: readonly string[]): string {
  const values = names.map((name) => (name === 'doc' ? DOC_VALUE : '?'))
  return `INSERT OR REPLACE INTO ${table} (${names.join(', ')}) VALUES (${values.join(', ')})`
}

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
    const row = this.db.sql
      .prepare(`SELECT ${selectDoc()} FROM ${this.table} WHERE id = ?`)
      .get(id) as { doc: string } | undefined
    return row ? (JSON.parse(row.doc) as T) : undefined
  }

  /**
   * Inserts or replaces the whole document; `columns` fills extra indexed columns, and `json` is
   * the document's JSON text when the caller made it already.
   */
  put(doc: T, columns: Record<string, Param> = {}, json = JSON.stringify(doc)): T {
    const names = ['id', 'doc', ...Object.keys(columns)]
    const values: Param[] = [doc.id, json, ...Object.values(columns)]
    this.db.sql.prepare(upsertSql(this.table, names)).run(...values)
    return doc
  }

  delete(id: string): boolean {
    return Number(this.db.sql.prepare(`DELETE FROM ${this.table} WHERE id = ?`).run(id).changes) > 0
  }

  /** Documents matching a SQL condition over the table's columns (`doc` holds the JSON). */
  where(condition = '1 = 1', ...params: Param[]): T[] {
    const rows = this.db.sql
      .prepare(`SELECT ${selectDoc()} FROM ${this.table} WHERE ${condition}`)
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
