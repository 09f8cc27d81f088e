import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/database'

const script = new URL('./support/exit-without-close.ts', import.meta.url).pathname

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
})
