import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'

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
  close(): void
}

/**
 * Opens (creating if needed) `emulator.db` in `dataDir`, or a fresh database in a new temporary
 * directory when no directory is given.
 */
export function openDatabase(dataDir?: string): Database {
  const temporary = !dataDir
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'storefront-emulator-'))
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'emulator.db')
  const sql = new DatabaseSync(path)
  keepPrepared(sql)
  sql.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  )
  let depth = 0
  return {
    sql,
    path,
    temporary,
    transaction<T>(work: () => T): T {
      // Nested calls join the outer transaction instead of failing on a second BEGIN.
      if (depth > 0) return work()
      sql.exec('BEGIN IMMEDIATE')
      depth++
      try {
        const result = work()
        sql.exec('COMMIT')
        return result
      } catch (error) {
        sql.exec('ROLLBACK')
        throw error
      } finally {
        depth--
      }
    },
    async transactionAsync<T>(work: () => T | Promise<T>): Promise<T> {
      if (depth > 0) return work()
      sql.exec('BEGIN IMMEDIATE')
      depth++
      try {
        const result = await work()
        sql.exec('COMMIT')
        return result
      } catch (error) {
        sql.exec('ROLLBACK')
        throw error
      } finally {
        depth--
      }
    },
    close() {
      if (sql.isOpen) sql.close()
      if (temporary) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Compiled statements kept at most (queries build their SQL, so the texts are not a fixed set). */
const PREPARED_KEPT = 500

/**
 * Makes `sql.prepare` hand back the statement compiled before for the same text. Stores prepare
 * their SQL where they run it, and compiling it again on every call was a tenth of a read's time.
 * Sharing is safe: every statement runs to its end synchronously (none is iterated), so no two
 * uses of one overlap; SQLite compiles a statement again by itself when the schema changed.
 */
function keepPrepared(sql: DatabaseSync): void {
  const prepare = sql.prepare.bind(sql)
  const kept = new Map<string, StatementSync>()
  sql.prepare = (text, options) => {
    // A statement asked for with options is its caller's own.
    if (options) return prepare(text, options)
    const known = kept.get(text)
    if (known) return known
    const statement = prepare(text)
    kept.set(text, statement)
    if (kept.size > PREPARED_KEPT) kept.delete(kept.keys().next().value as string)
    return statement
  }
}
