import type { Database } from '../db/database'
import {
  decodeValue,
  type EmulatorState,
  encodeValue,
  STATE_FORMAT,
  STATE_VERSION,
  type StateFileEntry,
  type StateTable,
} from './state-file'

/**
 * Files an area keeps outside the database (a media library's bytes beside it): they travel in
 * the state file by area, as paths inside the area's own directory.
 */
export interface AreaFiles {
  /** Every file of the area, with its bytes. */
  list(): { path: string; bytes: Uint8Array }[]
  /** Replaces all of the area's files with these (none: the area keeps no file). */
  replace(files: { path: string; bytes: Uint8Array }[]): void
}

/** Tables that are the site's identity or the database's bookkeeping: never in a state file. */
export const IDENTITY_TABLES: ReadonlySet<string> = new Set([
  'meta',
  'schema_migrations',
  'sqlite_sequence',
])

/** What export and import work on. */
export interface StateSource {
  db: Database
  version: string
  /** Area name → its files, for the areas that keep some. */
  files: ReadonlyMap<string, AreaFiles>
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The state's tables, sorted by name. */
function dataTables(db: Database): string[] {
  const rows = db.sql
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[]
  return rows
    .map((row) => row.name)
    .filter((name) => !IDENTITY_TABLES.has(name))
    .sort()
}

function columnsOf(db: Database, table: string): { names: string[]; key: string[] } {
  const info = db.sql.prepare(`PRAGMA table_info(${quote(table)})`).all() as {
    name: string
    pk: number
  }[]
  const key = info
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name)
  return { names: info.map((column) => column.name), key }
}

/** `area → latest applied migration version`. */
function schemaOf(db: Database): Record<string, number> {
  const rows = db.sql
    .prepare('SELECT area, MAX(version) AS version FROM schema_migrations GROUP BY area')
    .all() as { area: string; version: number }[]
  return Object.fromEntries(
    rows.sort((a, b) => a.area.localeCompare(b.area)).map((r) => [r.area, r.version]),
  )
}

/** The whole state, in an order that does not depend on how the rows were written. */
export function exportState(source: StateSource): EmulatorState {
  const { db } = source
  const tables: Record<string, StateTable> = {}
  for (const table of dataTables(db)) {
    const { names, key } = columnsOf(db, table)
    const order = (key.length ? key : ['rowid']).map(quote).join(', ')
    const statement = db.sql.prepare(
      `SELECT ${names.map(quote).join(', ')} FROM ${quote(table)} ORDER BY ${order}`,
    )
    statement.setReadBigInts(true)
    // Statements are shared by their text (db/database.ts): the next user expects numbers.
    let read: Record<string, unknown>[]
    try {
      read = statement.all() as Record<string, unknown>[]
    } finally {
      statement.setReadBigInts(false)
    }
    const rows = read.map((row) => names.map((name) => encodeValue(row[name])))
    tables[table] = { columns: names, rows }
  }
  const files: Record<string, StateFileEntry[]> = {}
  for (const [area, store] of [...source.files].sort(([a], [b]) => a.localeCompare(b))) {
    const entries = store
      .list()
      .map(({ path, bytes }) => ({ path, base64: Buffer.from(bytes).toString('base64') }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    if (entries.length) files[area] = entries
  }
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    emulator: source.version,
    schema: schemaOf(db),
    tables,
    files,
  }
}

/** Why a state file does not fit this emulator; the import changes nothing then. */
export class StateMismatchError extends Error {
  override name = 'StateMismatchError'
}

/** Checks that `state` fits the database: same schema, known tables and columns, known areas. */
function checkFits(source: StateSource, state: EmulatorState): void {
  const mine = schemaOf(source.db)
  const differs = [...new Set([...Object.keys(mine), ...Object.keys(state.schema)])]
    .filter((area) => mine[area] !== state.schema[area])
    .map((area) => `${area} ${state.schema[area] ?? 'absent'} (here ${mine[area] ?? 'absent'})`)
  if (differs.length)
    throw new StateMismatchError(
      `The state was written by an emulator with other tables: ${differs.join(', ')}`,
    )
  const tables = new Set(dataTables(source.db))
  for (const [table, { columns, rows }] of Object.entries(state.tables)) {
    if (!tables.has(table)) throw new StateMismatchError(`Unknown table ${table}`)
    const known = new Set(columnsOf(source.db, table).names)
    const unknown = columns.filter((column) => !known.has(column))
    if (unknown.length)
      throw new StateMismatchError(`Unknown columns of ${table}: ${unknown.join(', ')}`)
    if (rows.some((row) => row.length !== columns.length))
      throw new StateMismatchError(`A row of ${table} does not have ${columns.length} values`)
  }
  const strangers = Object.keys(state.files).filter((area) => !source.files.has(area))
  if (strangers.length)
    throw new StateMismatchError(`Files of areas that keep none here: ${strangers.join(', ')}`)
}

/**
 * Replaces the whole state with `state`, in one transaction: every table emptied and refilled,
 * then each area's files. A file that does not fit throws {@link StateMismatchError} first and
 * changes nothing.
 */
export function importState(source: StateSource, state: EmulatorState): void {
  checkFits(source, state)
  const { db } = source
  db.transaction(() => {
    for (const table of dataTables(db)) db.sql.exec(`DELETE FROM ${quote(table)}`)
    for (const [table, { columns, rows }] of Object.entries(state.tables)) {
      if (!rows.length) continue
      const insert = db.sql.prepare(
        `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
      for (const row of rows) insert.run(...row.map(decodeValue))
    }
  })
  for (const [area, store] of source.files)
    store.replace(
      (state.files[area] ?? []).map(({ path, base64 }) => ({
        path,
        bytes: new Uint8Array(Buffer.from(base64, 'base64')),
      })),
    )
}
