import { Worker } from 'node:worker_threads'

/**
 * Copies the write-ahead log back into the database file on a thread of its own.
 *
 * Left to itself, SQLite checkpoints inside the COMMIT that takes the log past 1,000 pages: that
 * one write then copies every page back and waits for two fsyncs, tens to hundreds of
 * milliseconds in which the emulator answers no one. A worker with its own connection instead
 * runs a PASSIVE checkpoint (it takes no writer lock, so writes go on meanwhile) soon after
 * commits, and the connection's own automatic checkpoint stays as the backstop should the worker
 * fall behind or fail. Durability is untouched: a commit is in the log before it is acknowledged,
 * whoever copies it back later.
 */
export interface Checkpointer {
  /** Tells the worker a transaction committed. */
  committed(): void
  /** Stops the worker and waits (a bounded time) until its connection is closed. */
  close(): void
}

const COMMITS = 0
const STOP = 1
const DONE = 2
/** The least time between two checkpoints, so a stream of writes is copied back in batches. */
const PACE_MS = 50
/** How long `close` waits for a checkpoint under way to end. */
const CLOSE_WAIT_MS = 5000

// CommonJS text, run with `eval`: a worker file of its own would need a second entry in every
// bundle that includes the emulator.
const WORKER = `
const { workerData } = require('node:worker_threads')
const { DatabaseSync } = require('node:sqlite')
const state = new Int32Array(workerData.shared)
let db
let seen = 0
try {
  db = new DatabaseSync(workerData.path)
  // A checkpoint fsyncs as its own connection says, not as the writer's does.
  db.exec('PRAGMA synchronous = ' + workerData.synchronous)
  for (;;) {
    if (Atomics.load(state, ${STOP}) !== 0) break
    const commits = Atomics.load(state, ${COMMITS})
    if (commits === seen) {
      Atomics.wait(state, ${COMMITS}, seen)
      continue
    }
    seen = commits
    try {
      db.exec('PRAGMA wal_checkpoint(PASSIVE)')
    } catch {}
    Atomics.wait(state, ${STOP}, 0, ${PACE_MS})
  }
} finally {
  db?.close()
  Atomics.store(state, ${DONE}, 1)
  Atomics.notify(state, ${DONE})
}
`

/** How a database's connections sync to disk (`PRAGMA synchronous`). */
export type Synchronous = 'OFF' | 'NORMAL'

/**
 * Starts a checkpointing worker on the database file at `path` (in WAL mode), syncing as the
 * database's own connection does.
 */
export function startCheckpointer(path: string, synchronous: Synchronous): Checkpointer {
  const shared = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT)
  const state = new Int32Array(shared)
  const worker = new Worker(WORKER, { eval: true, workerData: { path, shared, synchronous } })
  let running = true
  // A worker that fails leaves checkpoints to the connection's automatic ones, as before.
  worker.on('error', () => {
    running = false
  })
  worker.on('exit', () => {
    running = false
  })
  worker.unref()
  return {
    committed() {
      Atomics.add(state, COMMITS, 1)
      Atomics.notify(state, COMMITS, 1)
    },
    close() {
      Atomics.store(state, STOP, 1)
      // Moving the count too wakes a worker about to wait for the next commit.
      Atomics.add(state, COMMITS, 1)
      Atomics.notify(state, STOP)
      Atomics.notify(state, COMMITS)
      if (running) Atomics.wait(state, DONE, 0, CLOSE_WAIT_MS)
      void worker.terminate()
    },
  }
}
