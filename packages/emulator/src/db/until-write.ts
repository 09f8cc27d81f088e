import type { DatabaseSync } from 'node:sqlite'
import { type Database, schemaVersion } from './database'

/** Options of {@link untilWrite}. */
export interface UntilWriteOptions<K> {
  /**
   * The tables the answer is made from: only a write to one of them forgets it. Default: any
   * write to the database.
   */
  tables?: readonly string[]
  /** Answers kept at most (the oldest goes first). Default 1,000. */
  max?: number
  /** What tells inputs apart, when an input is not itself a key (an object). Default: the input. */
  keyOf?: (input: K) => unknown
}

/** Per-connection write counters of the watched tables, bumped by temporary triggers. */
interface Watch {
  /** Changes per table since the connection opened (rows inserted, updated or deleted). */
  versions: Map<string, number>
  /** Tables written inside the transaction under way (or one that ended since the last look). */
  dirty: Set<string>
  /** The schema version the triggers were made at: a table made again needs them again. */
  schema: number
}

const BUMP = 'storefront_until_write_bump'
const watches = new WeakMap<DatabaseSync, Watch>()
/**
 * Answers first asked for inside a transaction, whose tables are watched at the next
 * {@link settleWrites}: an answer only ever read inside writes (the catalog lookups of a cart
 * write) would otherwise never be kept.
 */
const toWatch = new WeakMap<DatabaseSync, Set<() => void>>()

/** Watches `table` for writes: a temporary trigger per change kind calls back into JavaScript. */
function watch(sql: DatabaseSync, table: string): Watch {
  let state = watches.get(sql)
  if (!state) {
    const created: Watch = { versions: new Map(), dirty: new Set(), schema: schemaVersion(sql) }
    // Not direct-only: triggers call it.
    sql.function(BUMP, { deterministic: false }, (name) => {
      const key = String(name)
      created.versions.set(key, (created.versions.get(key) ?? 0) + 1)
      // A statement outside a transaction commits at once: the new version is all it takes.
      if (sql.isTransaction) created.dirty.add(key)
      return null
    })
    watches.set(sql, created)
    state = created
  }
  if (state.versions.has(table)) return state
  state.versions.set(table, 0)
  addTriggers(sql, table)
  return state
}

/** Temporary triggers live with the connection, not in the file: nothing to migrate or export. */
function addTriggers(sql: DatabaseSync, table: string): void {
  const exists = sql
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .get(table)
  // A table not made yet gets them when it is (that changes the schema version).
  if (!exists) return
  for (const change of ['INSERT', 'UPDATE', 'DELETE'])
    sql.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS "until_write_${table}_${change.toLowerCase()}"
       AFTER ${change} ON main."${table}" BEGIN SELECT ${BUMP}('${table}'); END`,
    )
}

/** The schema changed (a table dropped, made, altered): triggers again where they went missing. */
function rewatch(sql: DatabaseSync, state: Watch, version: number): void {
  state.schema = version
  for (const table of state.versions.keys()) addTriggers(sql, table)
}

/**
 * Remembers what `compute(key)` answered until the tables it reads are next written. Reads that
 * walk a whole table (a collection's product count goes through every product's collections) or
 * that every request repeats (the shop's totals settings, a product listing) then pay once between
 * writes instead of on every call.
 *
 * With `tables`, temporary triggers count each table's writes, so a cart write does not forget a
 * catalog answer, and answers are also kept inside a transaction that has not written those tables
 * (what they saw is committed). One made after the transaction wrote them is not kept: the
 * transaction may still roll back what it saw. Without `tables`, any change the connection made
 * (`total_changes()`) forgets every answer, and nothing is kept inside a transaction. A table
 * dropped and made again (its triggers go with it) changes the schema version, which forgets
 * every answer too.
 *
 * Answers are shared: treat them as read-only.
 *
 * @example
 * ```ts
 * const counts = untilWrite(db, (visibleOnly: boolean) => countProducts(db, visibleOnly), {
 *   tables: ['catalog_products'],
 * })
 * counts(true).get(collectionId)
 * ```
 */
export function untilWrite<K, V>(
  db: Database,
  compute: (key: K) => V,
  options: UntilWriteOptions<K> = {},
): (key: K) => V {
  const max = options.max ?? 1000
  const keyOf = options.keyOf ?? ((input: K) => input)
  const kept = new Map<unknown, { at: string; value: V }>()
  const keep = (key: unknown, at: string, value: V) => {
    kept.delete(key)
    kept.set(key, { at, value })
    if (kept.size > max) kept.delete(kept.keys().next().value)
  }
  const tables = options.tables
  if (!tables?.length)
    return (input) => {
      if (db.sql.isTransaction) return compute(input)
      const at = String((db.sql.prepare('SELECT total_changes() AS n').get() as { n: number }).n)
      const key = keyOf(input)
      const hit = kept.get(key)
      if (hit?.at === at) return hit.value
      const value = compute(input)
      keep(key, at, value)
      return value
    }

  let state: Watch | undefined
  const startWatching = () => {
    if (state) return
    for (const table of tables) state = watch(db.sql, table)
    // Tables made since the connection's first watch (migrations) get their triggers now, so a
    // first answer inside the next transaction is not refused for a stale schema version.
    const version = schemaVersion(db.sql)
    if (state && version !== state.schema) rewatch(db.sql, state, version)
  }
  return (input) => {
    const inTransaction = db.sql.isTransaction
    // Triggers are made outside a transaction only: one that rolls back would take them with it,
    // and writes it made before they existed would go unseen.
    if (!state) {
      const watching = watches.get(db.sql)
      // Tables another answer watches already serve a first call inside a transaction too.
      if (watching && tables.every((table) => watching.versions.has(table))) state = watching
      else if (inTransaction) {
        const pending = toWatch.get(db.sql) ?? new Set()
        toWatch.set(db.sql, pending)
        pending.add(startWatching)
        return compute(input)
      } else startWatching()
    }
    const watched = state as Watch
    if (!inTransaction) watched.dirty.clear()
    const version = schemaVersion(db.sql)
    if (version !== watched.schema) {
      if (inTransaction) return compute(input)
      rewatch(db.sql, watched, version)
    }
    let at = String(version)
    for (const table of tables) at += `:${watched.versions.get(table)}`
    const key = keyOf(input)
    const hit = kept.get(key)
    if (hit?.at === at) return hit.value
    const value = compute(input)
    if (!inTransaction || !tables.some((table) => watched.dirty.has(table))) keep(key, at, value)
    return value
  }
}

/**
 * Marks the start of a new transaction's work: writes of transactions that have ended no longer
 * keep answers from being remembered, and answers first asked for inside a transaction start
 * being kept. Call it outside a transaction (it does nothing inside one), just before beginning
 * one.
 *
 * @example
 * ```ts
 * settleWrites(db)
 * await db.transactionAsync(work)
 * ```
 */
export function settleWrites(db: Database): void {
  if (db.sql.isTransaction) return
  const pending = toWatch.get(db.sql)
  if (pending) {
    toWatch.delete(db.sql)
    for (const startWatching of pending) startWatching()
  }
  watches.get(db.sql)?.dirty.clear()
}
