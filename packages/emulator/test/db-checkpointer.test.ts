import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CHECKPOINTER_AFTER_COMMITS, type Database, openDatabase } from '../src/db/database'

let db: Database | undefined
let dir: string
afterEach(() => {
  db?.close()
  db = undefined
  rmSync(dir, { recursive: true, force: true })
})

/** Rows of about 2 KB, one per transaction: `count` of them stay under SQLite's own 1,000-page checkpoint. */
function writeRows(database: Database, count: number) {
  database.sql.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)')
  const insert = database.sql.prepare('INSERT INTO rows (body) VALUES (?)')
  for (let n = 0; n < count; n++) database.transaction(() => insert.run('x'.repeat(2000)))
}

async function eventually(check: () => boolean, what: string) {
  for (let tries = 0; tries < 200; tries++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`never happened: ${what}`)
}

describe('checkpoints on a thread of their own', () => {
  it('copies the log back into the database file while the connection stays open', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'))
    db = openDatabase(dir)
    const path = db.path
    writeRows(db, CHECKPOINTER_AFTER_COMMITS + 20)
    // About 600 KB of rows: in the log only, unless something checkpointed them.
    await eventually(() => statSync(path).size > 400_000, 'the rows reached the database file')
    const { n } = db.sql.prepare('SELECT COUNT(*) AS n FROM rows').get() as { n: number }
    expect(n).toBe(CHECKPOINTER_AFTER_COMMITS + 20)
  })

  it('leaves a database of a few writes to SQLite alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'))
    db = openDatabase(dir)
    writeRows(db, CHECKPOINTER_AFTER_COMMITS - 1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(statSync(db.path).size).toBeLessThan(100_000)
  })

  it('closes its connection with the database, and the rows are all there after', async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'))
    const first = openDatabase(dir)
    writeRows(first, CHECKPOINTER_AFTER_COMMITS + 20)
    await eventually(() => statSync(first.path).size > 400_000, 'the thread checkpointed')
    first.close()
    expect(openFiles().filter((file) => file.startsWith(first.path))).toEqual([])
    expect(existsSync(`${first.path}-wal`)).toBe(false)
    db = openDatabase(dir)
    const { n } = db.sql.prepare('SELECT COUNT(*) AS n FROM rows').get() as { n: number }
    expect(n).toBe(CHECKPOINTER_AFTER_COMMITS + 20)
  })

  it('closes cleanly while its thread is still starting', () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpointer-'))
    const first = openDatabase(dir)
    writeRows(first, CHECKPOINTER_AFTER_COMMITS)
    first.close()
    expect(openFiles().filter((file) => file.startsWith(first.path))).toEqual([])
  })
})

/** The files this process holds open (Linux, where the suite runs: CI and the dev container). */
function openFiles(): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/self/fd/${fd}`)]
    } catch {
      return []
    }
  })
}
