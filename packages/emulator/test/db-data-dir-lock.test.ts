import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirInUseError } from '../src/db/data-dir-lock'
import { openDatabase } from '../src/db/database'
import { startCli } from './support/cli'

const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'))
  dirs.push(dir)
  return dir
}

describe('a data directory', () => {
  it('is refused to a second database of the same process while the first has it open', () => {
    const dir = newDir()
    const first = openDatabase(dir)
    first.sql.exec('CREATE TABLE kept (value TEXT)')
    expect(() => openDatabase(dir)).toThrow(DataDirInUseError)
    expect(() => openDatabase(dir)).toThrow(`The data directory ${dir} is open in another emulator`)
    // The refusal changed nothing for the one that has it.
    first.transaction(() => first.sql.prepare('INSERT INTO kept VALUES (?)').run('still mine'))
    first.close()

    const second = openDatabase(dir)
    expect(second.sql.prepare('SELECT value FROM kept').all()).toEqual([{ value: 'still mine' }])
    second.close()
    // The claim keeps no journal beside its file.
    expect(readdirSync(dir).filter((name) => name.startsWith('emulator.lock'))).toEqual([
      'emulator.lock',
    ])
  })

  it('is refused to a second emulator process, which exits saying why, and freed by a kill -9', async () => {
    const dir = newDir()
    const args = ['--data-dir', dir, '--seed', 'empty']
    const first = await startCli(args, (p) => children.push(p))

    const refused = await startCli(args, (p) => children.push(p)).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(refused).toContain(`The data directory ${dir} is open in another emulator`)
    expect((await fetch(`${first.url}/_emulator/health`)).status).toBe(200)

    // The operating system drops the claim with the process: no stale lock survives a kill -9.
    const exited = new Promise((resolve) => first.process.once('exit', resolve))
    first.process.kill('SIGKILL')
    await exited
    const next = await startCli(args, (p) => children.push(p))
    expect((await fetch(`${next.url}/_emulator/health`)).status).toBe(200)
  }, 60_000)
})
