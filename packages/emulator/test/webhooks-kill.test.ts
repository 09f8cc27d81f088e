import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, describe, expect, it } from 'vitest'
import { type Receiver, startReceiver } from './support/receiver'
import { openWebhook } from './support/webhooks'

const cli = new URL('../src/cli.ts', import.meta.url).pathname
const children: ChildProcess[] = []
let dataDir: string | undefined
let receiver: Receiver | undefined
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  await receiver?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** The emulator CLI (from source) over `dir`, delivering every event to `hook`; resolves its URL. */
function startCli(dir: string, hook: string): Promise<{ url: string; process: ChildProcess }> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', cli, 'start', '--port', '0', '--data-dir', dir, '--seed', 'empty'].concat([
      '--webhook',
      hook,
      '--quiet',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(proc)
  return new Promise((resolve, reject) => {
    const output: string[] = []
    proc.stderr?.on('data', (chunk) => output.push(String(chunk)))
    createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = / ready at (http\S+)/.exec(line)
      if (match?.[1]) resolve({ url: match[1], process: proc })
    })
    proc.once('exit', (code) => reject(new Error(`emulator exited (${code}): ${output.join('')}`)))
  })
}

const ORDER = {
  order: {
    lineItems: [
      {
        productName: { original: 'Webhook mug' },
        catalogReference: { catalogItemId: 'mug', appId: 'webhook-tests' },
        quantity: 1,
        itemType: { preset: 'PHYSICAL' },
        price: { amount: '12.50' },
      },
    ],
    priceSummary: { total: { amount: '12.50' } },
    channelInfo: { type: 'POS' },
    buyerInfo: { email: 'buyer@example.com' },
  },
}

describe('webhooks and kill -9', () => {
  it('every event of an answered call is delivered, after a restart if the kill came first', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'webhooks-kill-'))
    receiver = await startReceiver()
    const hook = receiver.url
    const first = await startCli(dataDir, hook)
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
    const answered: string[] = []
    let killed = false
    // Four writers create orders without pause (each records order_created, whose deliveries are
    // made after the answer); the process dies once 40 were answered, with deliveries of the
    // last ones not made or not attempted yet.
    const writer = async () => {
      while (!killed) {
        const res = await fetch(`${first.url}/ecom/v1/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify(ORDER),
        }).catch(() => undefined)
        if (res?.status === 200 && !killed)
          answered.push(((await res.json()) as { order: { id: string } }).order.id)
      }
    }
    const writers = [writer(), writer(), writer(), writer()]
    while (answered.length < 40) await new Promise((r) => setTimeout(r, 2))
    const exited = new Promise((r) => first.process.once('exit', r))
    first.process.kill('SIGKILL')
    killed = true
    await Promise.all([exited, ...writers])

    const second = await startCli(dataDir, hook)
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
