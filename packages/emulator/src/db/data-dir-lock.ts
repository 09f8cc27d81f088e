import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** The file in a data directory whose lock marks it as open by one emulator. */
const LOCK_FILE = 'emulator.lock'

/** SQLite's result code for a lock another connection holds. */
const SQLITE_BUSY = 5

/** A data directory that another emulator (in this process or another) has open. */
export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is open in another emulator. Stop that one, or start this one with another --data-dir.`,
    )
    this.name = 'DataDirInUseError'
  }
}

/**
 * Claims `dir` for this emulator until `release()`, or throws {@link DataDirInUseError} when
 * another holds it. Two emulators on one directory would each trust what they remember of the
 * database (the event log's counts, remembered answers) while the other writes under them.
 *
 * The claim is an exclusive SQLite lock on a file of its own, held by an open transaction: the
 * operating system drops it with the process, so a kill -9 leaves no stale claim (a file holding
 * a process id would, and that id may belong to another process by the next start). SQLite also
 * sees a second connection of the same process, so two emulators in one test collide too.
 *
 * @example
 * ```ts
 * const claim = lockDataDir('.emulator-data')
 * // … open and use the database …
 * claim.release()
 * ```
 */
export function lockDataDir(dir: string): { release(): void } {
  const lock = new DatabaseSync(join(dir, LOCK_FILE))
  try {
    // The journal kept in memory: the transaction writes nothing, and leaves no file beside it.
    lock.exec('PRAGMA journal_mode = MEMORY; BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) throw new DataDirInUseError(dir)
    throw error
  }
  return {
    release() {
      if (lock.isOpen) lock.close()
    },
  }
}
