import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { type Checkpointer, type Synchronous, startCheckpointer } from './checkpointer'
import { lockDataDir } from './data-dir-lock'
import { temporaryDir } from './temporary-dir'

/** Write transactions after which a database checkpoints on a thread of its own (`checkpointer.ts`). */
export const CHECKPOINTER_AFTER_COMMITS = 256
/** Log pages (4 KiB) after which a database with a checkpointing thread checkpoints itself. */
const BACKSTOP_CHECKPOINT_PAGES = 10_000

/** The emulator's embedded SQLite database (WAL mode). */
export interface Database {
  readonly sql: DatabaseSync
  /** File path of the database. */
  readonly path: string
  /** Whether the database lives in a temporary directory removed on close. */
  readonly temporary: boolean
  /** Runs `work` inside one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: () => T): T
  /**
   * Like `transaction`, for work that awaits. Only safe when no other statement can run on the
   * connection meanwhile: the HTTP layer's lock guarantees that for request handlers.
   */
  transactionAsync<T>(work: () => T | Promise<T>): Promise<T>
  /**
   * Rollbacks run since the database opened (of transactions and to savepoints): a cache of rows
   * this connection wrote stays true while the count has not moved since it was filled.
   */
  readonly rollbacks: number
  close(): void
}

/**
 * Opens (creating if needed) `emulator.db` in `dataDir`, or a fresh database in a new temporary
 * directory when no directory is given. A data directory is claimed until `close()`: opening one
 * that another emulator has open throws `DataDirInUseError` (see `data-dir-lock.ts`).
 */
export function openDatabase(dataDir?: string): Database {
  const { path: dir, remove } = dataDir
    ? { path: dataDir, remove: undefined }
    : temporaryDir('storefront-emulator-')
  mkdirSync(dir, { recursive: true })
  const claim = dataDir ? lockDataDir(dir) : undefined
  const path = join(dir, 'emulator.db')
  // Either way a commit is in the OS's hands before it is answered, so a kill -9 loses nothing
  // answered. NORMAL's fsyncs only keep a data dir whole through a power cut; a temporary
  // database is never opened again after any crash, and under load those fsyncs stalled the
  // writes that landed on pages being flushed, doubling its p99 (docs/emulator.md, "Storage").
  const synchronous: Synchronous = remove ? 'OFF' : 'NORMAL'
  let sql: DatabaseSync | undefined
  try {
    sql = new DatabaseSync(path)
    sql.exec(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;`,
    )
  } catch (error) {
    // A file that is not a database, say: nothing stays open or claimed.
    sql?.close()
    claim?.release()
    remove?.()
    throw error
  }
  const changes = countSchemaChanges(sql)
  keepPrepared(sql, changes)
  let depth = 0
  // Most databases (every test's) see a few writes and close: a thread of their own would cost
  // more than the checkpoints it takes over. One that keeps writing gets one.
  let commits = 0
  let checkpointer: Checkpointer | undefined
  const committed = () => {
    if (checkpointer) checkpointer.committed()
    else if (++commits === CHECKPOINTER_AFTER_COMMITS) {
      // Checkpointing is an optimisation: whatever fails here leaves it to SQLite, and never
      // fails the write that just committed (the caller would roll back a finished COMMIT).
      try {
        checkpointer = startCheckpointer(path, synchronous)
        // The connection's own checkpoint becomes the backstop: at 1,000 pages it would still run
        // under a steady stream of writes, since the log only starts over once a checkpoint has
        // caught up with it between two commits.
        sql.exec(`PRAGMA wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`)
      } catch {}
    }
  }
  // The steps both kinds of transaction share; a failed COMMIT rolls back too.
  const begin = () => {
    sql.exec('BEGIN IMMEDIATE')
    depth++
  }
  const commit = <T>(result: T): T => {
    sql.exec('COMMIT')
    committed()
    return result
  }
  const rollback = (error: unknown): never => {
    sql.exec('ROLLBACK')
    throw error
  }
  return {
    sql,
    path,
    temporary: !!remove,
    get rollbacks() {
      return changes.rollbacks
    },
    transaction<T>(work: () => T): T {
      // Nested calls join the outer transaction instead of failing on a second BEGIN.
      if (depth > 0) return work()
      begin()
      try {
        return commit(work())
      } catch (error) {
        return rollback(error)
      } finally {
        depth--
      }
    },
    async transactionAsync<T>(work: () => T | Promise<T>): Promise<T> {
      if (depth > 0) return work()
      begin()
      try {
        return commit(await work())
      } catch (error) {
        return rollback(error)
      } finally {
        depth--
      }
    },
    close() {
      checkpointer?.close()
      checkpointer = undefined
      if (sql.isOpen) sql.close()
      claim?.release()
      remove?.()
    },
  }
}

/**
 * Per connection: texts run that may change the schema, the version at the last reading, and the
 * rollbacks run (of transactions and to savepoints; see `Database.rollbacks`).
 */
interface SchemaChanges {
  count: number
  readAt: number
  version: number
  rollbacks: number
}
const schemaChanges = new WeakMap<DatabaseSync, SchemaChanges>()
const DDL = /^\s*(?:CREATE|DROP|ALTER)\b/i
const ROLLBACK = /\bROLLBACK\b/i
/**
 * A text of nothing but statements that start, commit or mark a transaction: none changes the
 * schema (a rollback may undo a change, so it is not one of them).
 */
const KEEPS_SCHEMA = /^(?:\s*(?:BEGIN|COMMIT|END|SAVEPOINT|RELEASE)\b[^;]*(?:;|$))+\s*$/i

/**
 * Counts what may change the connection's schema: every `exec` (migrations, rollbacks, the
 * triggers of `untilWrite`) but a transaction's BEGIN, COMMIT or savepoint, and every statement
 * prepared from `CREATE`, `DROP` or `ALTER` (see `keepPrepared`). Counting BEGIN and COMMIT made
 * the first remembered answer after every write read the schema version again. The same look at
 * each text counts the rollbacks among them.
 */
function countSchemaChanges(sql: DatabaseSync): SchemaChanges {
  const changes = { count: 0, readAt: -1, version: 0, rollbacks: 0 }
  schemaChanges.set(sql, changes)
  const exec = sql.exec.bind(sql)
  sql.exec = (text) => {
    if (!KEEPS_SCHEMA.test(text)) changes.count++
    if (ROLLBACK.test(text)) changes.rollbacks++
    exec(text)
  }
  return changes
}

/**
 * The connection's schema version, read from SQLite only when a text that may change the schema
 * ran since the last reading (on a connection `openDatabase` did not open: every time).
 * `PRAGMA schema_version` takes a read lock: asked on every remembered answer, it cost as much
 * as a one-row select.
 *
 * @example
 * ```ts
 * if (schemaVersion(db.sql) !== known) rewatch()
 * ```
 */
export function schemaVersion(sql: DatabaseSync): number {
  const changes = schemaChanges.get(sql)
  if (changes && changes.readAt === changes.count) return changes.version
  const version = Number(
    (sql.prepare('PRAGMA schema_version').get() as { schema_version: number }).schema_version,
  )
  if (changes) Object.assign(changes, { readAt: changes.count, version })
  return version
}

/** Compiled statements kept at most (queries build their SQL, so the texts are not a fixed set). */
const PREPARED_KEPT = 500

/**
 * Makes `sql.prepare` hand back the statement compiled before for the same text. Stores prepare
 * their SQL where they run it, and compiling it again on every call was a tenth of a read's time.
 * Sharing is safe: every statement runs to its end synchronously (none is iterated), so no two
 * uses of one overlap; SQLite compiles a statement again by itself when the schema changed.
 */
function keepPrepared(sql: DatabaseSync, changes: SchemaChanges): void {
  const prepare = sql.prepare.bind(sql)
  const kept = new Map<string, StatementSync>()
  sql.prepare = (text, options) => {
    // A statement asked for with options is its caller's own.
    if (options) {
      if (DDL.test(text)) changes.count++
      return prepare(text, options)
    }
    const known = kept.get(text)
    if (known) return known
    // Not kept, so each use is prepared, and counted, again.
    if (DDL.test(text)) {
      changes.count++
      return prepare(text)
    }
    const statement = prepare(text)
    kept.set(text, statement)
    if (kept.size > PREPARED_KEPT) kept.delete(kept.keys().next().value as string)
    return statement
  }
}
