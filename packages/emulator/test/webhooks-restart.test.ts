import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'
import { type Receiver, startReceiver } from './support/receiver'
import { createOrder, deliveryLog, eventually, openWebhook, register } from './support/webhooks'

let dir: string
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  rmSync(dir, { recursive: true, force: true })
})
const keep = <T extends { close(): unknown }>(thing: T): T => {
  cleanups.push(() => thing.close())
  return thing
}
/** An in-process emulator on the test's data dir. */
const open = (options: Parameters<typeof testEmulator>[0] = {}) =>
  keep(testEmulator({ dataDir: dir, ...options }))

describe('webhooks across a restart (--data-dir)', () => {
  it('delivers, after the restart, an event whose receiver was down', async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-restart-'))
    // A free port with nothing listening: the receiver is down.
    const probe = await startReceiver()
    const { port, url } = probe
    await probe.close()

    const first = open()
    await register(first, url)
    const order = await createOrder(first)
    await eventually(async () => {
      const [d] = await deliveryLog(first)
      return d?.attempts.length === 1 ? d : undefined
    }, 'the refused attempt is logged')
    const [refused] = await deliveryLog(first)
    expect(refused?.attempts[0]).toMatchObject({ status: 0 })
    expect(refused?.attempts[0]?.error).toMatch(/ECONNREFUSED/)
    const publicKey = first.emulator.info().webhookPublicKey
    first.close()

    const receiver: Receiver = keep(await startReceiver(() => 200, port))
    const second = open()
    expect(second.emulator.info().webhookPublicKey).toBe(publicKey)
    await second.call('POST', '/_emulator/clock', { advanceSeconds: 60 })
    const [request] = await receiver.waitFor(1)
    const opened = await openWebhook(request?.body ?? '', publicKey)
    expect(opened.event).toMatchObject({ entityId: order.id, slug: 'created' })
    const [done] = await eventually(async () => {
      const log = await deliveryLog(second)
      return log[0]?.status === 'DELIVERED' ? log : undefined
    }, 'the delivery is logged as delivered')
    expect(done?.attempts.map((a) => a.status)).toEqual([0, 200])
  })

  it('delivers an event recorded just before a stop, without waiting for a retry', async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-stop-'))
    const receiver = keep(await startReceiver())
    const first = open()
    await register(first, receiver.url)
    // Closed in the same turn as the call: no delivery was made or attempted yet.
    const order = await createOrder(first)
    first.close()
    expect(receiver.received).toHaveLength(0)

    const second = open()
    const [request] = await receiver.waitFor(1)
    const opened = await openWebhook(request?.body ?? '', second.emulator.info().webhookPublicKey)
    expect(opened.event.entityId).toBe(order.id)
  })

  it('registers --webhook endpoints once, again after a reset, and not twice on a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhooks-start-'))
    const receiver = keep(await startReceiver())
    const webhooks = [{ url: receiver.url, events: ['wix.ecom.v1.order_created'] }]
    // The suites' in-process emulator runs the v1 catalog; a data directory keeps its catalog.
    const first = keep(
      await startEmulator({ dataDir: dir, seed: 'empty', catalog: 'v1', webhooks }),
    )
    const listed = async () =>
      (await (await fetch(`${first.url}/_emulator/webhooks`)).json()) as { webhooks: unknown[] }
    expect((await listed()).webhooks).toEqual([
      { id: expect.any(String), url: receiver.url, events: ['wix.ecom.v1.order_created'] },
    ])
    const start = (await listed()).webhooks
    await fetch(`${first.url}/_emulator/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect((await listed()).webhooks).toEqual(start)
    await first.close()

    const second = open({ webhooks })
    expect((await second.call('GET', '/_emulator/webhooks')).json.webhooks).toEqual(start)
    await createOrder(second)
    await receiver.waitFor(1)
  })
})
