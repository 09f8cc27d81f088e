import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startCli } from './support/cli'
import { ordersUntilKilled } from './support/kill'
import { type Receiver, startReceiver } from './support/receiver'
import { openWebhook } from './support/webhooks'

const children: ChildProcess[] = []
let dataDir: string | undefined
let receiver: Receiver | undefined
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  await receiver?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('webhooks and kill -9', () => {
  it('every event of an answered call is delivered, after a restart if the kill came first', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'webhooks-kill-'))
    receiver = await startReceiver()
    const args = ['--data-dir', dataDir, '--seed', 'empty', '--webhook', receiver.url]
    const first = await startCli(args, (p) => children.push(p))
    const info = (await (await fetch(`${first.url}/_emulator/info`)).json()) as {
      apiKey: string
      siteId: string
      webhookPublicKey: string
    }
    const headers = {
      authorization: info.apiKey,
      'wix-site-id': info.siteId,
      'content-type': 'application/json',
    }
    // Four writers create orders (each records order_created, whose deliveries are made after
    // the answer); the process dies once 40 were answered, with deliveries of the last ones not
    // made or not attempted yet.
    const answered = await ordersUntilKilled(first, headers, 40)

    const second = await startCli(args, (p) => children.push(p))
    const delivered = new Set<string>()
    for (let turn = 0; turn < 400 && answered.some((id) => !delivered.has(id)); turn++) {
      for (const request of receiver.received.splice(0)) {
        const { event } = await openWebhook(request.body, info.webhookPublicKey)
        delivered.add(event.entityId)
      }
      // An attempt the busy receiver answered too late counts as failed and is made again a
      // minute later (the platform's resend policy): emulated time brings that minute now.
      if (turn % 100 === 99)
        await fetch(`${second.url}/_emulator/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceSeconds: 60 }),
        })
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(answered.filter((id) => !delivered.has(id))).toEqual([])
  }, 60_000)
})
