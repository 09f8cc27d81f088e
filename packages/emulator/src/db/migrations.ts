import type { Database } from './database'

/** One schema change of one area. Versions count up from 1 within each area. */
export interface Migration {
  area: string
  version: number
  /** SQL script, or a function for changes SQL alone cannot express. */
  up: string | ((db: Database) => void)
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order per area,
 * all in one transaction: they apply all or none. Areas version independently, so adding an
 * area never renumbers another's migrations.
 */
export function migrate(db: Database, migrations: readonly Migration[]): void {
  db.sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    area TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (area, version))`)
  const applied = new Set(
    (
      db.sql.prepare('SELECT area, version FROM schema_migrations').all() as {
        area: string
        version: number
      }[]
    ).map((row) => `${row.area}@${row.version}`),
  )
  const pending = migrations
    .filter((migration) => !applied.has(`${migration.area}@${migration.version}`))
    .sort((a, b) => byCodePoint(a.area, b.area) || a.version - b.version)
  if (!pending.length) return
  // One commit rather than one per migration: a new database has some thirty, and committing
  // each was a sixth of creating the emulator.
  db.transaction(() => {
    for (const migration of pending) {
      if (typeof migration.up === 'string') db.sql.exec(migration.up)
      else migration.up(db)
      db.sql
        .prepare('INSERT INTO schema_migrations (area, version, applied_at) VALUES (?, ?, ?)')
        .run(migration.area, migration.version, new Date().toISOString())
    }
  })
}

/**
 * Orders area names by their characters' code points. Not `localeCompare`: its first call with
 * a hyphen in a string builds ICU's collator, some 80 ms of a new database's start. Area names
 * are lower-case ASCII, for which both orders agree.
 */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * SQL creating a document table: `id` plus the entity as JSONB (see `DOC_VALUE`), plus any extra
 * columns.
 */
export function documentTable(table: string, extraColumns = ''): string {
  return `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY, doc BLOB NOT NULL${extraColumns ? `, ${extraColumns}` : ''});`
}

/**
 * Rewrites documents stored as JSON text (data dirs made before documents moved to JSONB) as
 * JSONB, in every table with a `doc` column. Reads work on either form; this restores the speed.
 */
export function documentsToJsonb(db: Database): void {
  const tables = db.sql
    .prepare(
      `SELECT m.name AS name FROM sqlite_master AS m, pragma_table_info(m.name) AS c
       WHERE m.type = 'table' AND c.name = 'doc'`,
    )
    .all() as { name: string }[]
  for (const { name } of tables)
    db.sql.exec(`UPDATE "${name}" SET doc = jsonb(doc) WHERE typeof(doc) = 'text'`)
}
