import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CHECKPOINTER_AFTER_COMMITS } from '../src/db/database'
import { startCli } from './support/cli'
import { ordersUntilKilled } from './support/kill'

const children: ChildProcess[] = []
let dataDir: string | undefined
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('kill -9 while a thread checkpoints', () => {
  it('loses no answered order', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'checkpointer-kill-'))
    const args = ['--data-dir', dataDir, '--seed', 'empty']
    const first = await startCli(args, (p) => children.push(p))
    const info = (await (await fetch(`${first.url}/_emulator/info`)).json()) as {
      apiKey: string
      siteId: string
    }
    const headers = {
      authorization: info.apiKey,
      'wix-site-id': info.siteId,
      'content-type': 'application/json',
    }
    // Enough orders for the checkpointing thread to start and copy the log back while the
    // writers go on; the process dies in the middle of the stream.
    const enough = CHECKPOINTER_AFTER_COMMITS + 200
    const answered = await ordersUntilKilled(first, headers, enough)

    const second = await startCli(args, (p) => children.push(p))
    const missing: string[] = []
    for (const id of answered) {
      const res = await fetch(`${second.url}/ecom/v1/orders/${id}`, { headers })
      if (res.status !== 200) missing.push(id)
    }
    expect(answered.length).toBeGreaterThanOrEqual(enough)
    expect(missing).toEqual([])
  }, 60_000)
})
