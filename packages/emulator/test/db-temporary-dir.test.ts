import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { CHECKPOINTER_AFTER_COMMITS, openDatabase } from '../src/db/database'

const script = new URL('./support/exit-without-close.ts', import.meta.url).pathname
const writer = new URL('./support/write-until-killed.ts', import.meta.url).pathname

describe('a temporary database', () => {
  it('is removed with its folder on close', () => {
    const db = openDatabase()
    const folder = dirname(db.path)
    expect(existsSync(db.path)).toBe(true)
    db.close()
    expect(existsSync(folder)).toBe(false)
  })

  it('is removed when the process exits without closing it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    const path = run.stdout.trim()
    expect(path).toMatch(/emulator\.db$/)
    expect(existsSync(dirname(path))).toBe(false)
  })

  it('keeps every answered write through a kill -9, though it never fsyncs', async () => {
    // Past the point where checkpoints move to their own thread, so they run while it dies.
    const enough = CHECKPOINTER_AFTER_COMMITS + 1000
    const child = spawn(process.execPath, ['--import', 'tsx', writer, String(enough * 4)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let path = ''
    let answered = 0
    try {
      await new Promise<void>((resolve, reject) => {
        let text = ''
        child.once('exit', (code) => reject(new Error(`writer exited ${code} at ${answered}`)))
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk
          const lines = text.split('\n')
          text = lines.pop() ?? ''
          for (const line of lines) {
            if (!path) path = line
            else answered = Number(line)
          }
          if (answered >= enough) resolve()
        })
      })
    } finally {
      child.kill('SIGKILL')
    }
    const db = new DatabaseSync(path)
    try {
      const { rows, last } = db
        .prepare('SELECT count(*) AS rows, max(n) AS last FROM acked')
        .get() as { rows: number; last: number }
      expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
      // Every number printed was committed; the one being written when it died may be there too.
      expect(last).toBeGreaterThanOrEqual(answered)
      expect(rows).toBe(last)
    } finally {
      db.close()
      rmSync(dirname(path), { recursive: true, force: true })
    }
  }, 30_000)

  it('does not fsync, while a data dir keeps its NORMAL fsyncs', () => {
    const temporary = openDatabase()
    const kept = openDatabase(`${dirname(temporary.path)}-kept`)
    try {
      expect(temporary.sql.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 0 })
      expect(kept.sql.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 })
    } finally {
      const keptDir = dirname(kept.path)
      kept.close()
      temporary.close()
      rmSync(keptDir, { recursive: true, force: true })
    }
  })
})
