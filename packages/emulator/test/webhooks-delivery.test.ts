import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { RETRY_DELAYS_SECONDS } from '../src/platform/webhooks/schedule'
import { testEmulator } from './support/emulator'
import { type Receiver, startReceiver } from './support/receiver'
import { createOrder, deliveryLog, eventually, openWebhook, register } from './support/webhooks'

// One emulator for the file; a reset between tests empties endpoints, deliveries and the clock.
const t = testEmulator()
const receivers: Receiver[] = []
const receiver = async (...args: Parameters<typeof startReceiver>) => {
  const started = await startReceiver(...args)
  receivers.push(started)
  return started
}
const publicKey = async () =>
  (await t.call('GET', '/_emulator/info')).json.webhookPublicKey as string
const advance = (seconds: number) => t.call('POST', '/_emulator/clock', { advanceSeconds: seconds })

beforeEach(() => t.call('POST', '/_emulator/reset', {}))
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()))
  t.close()
})

describe('webhook delivery', () => {
  it('POSTs an order_created event as an RS256 JWT with the nested envelopes of the platform', async () => {
    const hook = await receiver()
    const id = await register(t, hook.url)
    const order = await createOrder(t)
    const [request] = await hook.waitFor(1)
    expect(request?.headers['content-type']).toBe('text/plain')
    const opened = await openWebhook(request?.body ?? '', await publicKey())
    expect(opened.header).toMatchObject({ alg: 'RS256', typ: 'JWT' })
    expect((opened.claims.exp ?? 0) - (opened.claims.iat ?? 0)).toBe(300)
    const info = t.emulator.info()
    expect(opened.envelope).toMatchObject({
      instanceId: info.siteId,
      eventType: 'wix.ecom.v1.order_created',
      accountInfo: { siteId: info.siteId, accountId: expect.any(String) },
    })
    expect(typeof opened.envelope.identity).toBe('string')
    expect(opened.identity).toMatchObject({ identityType: 'APP' })
    expect(opened.event).toMatchObject({
      entityFqdn: 'wix.ecom.v1.order',
      slug: 'created',
      entityId: order.id,
      entityEventSequence: '1',
      createdEvent: { entity: { id: order.id, number: order.number } },
    })
    const [logged] = await t.emulator.context.events.list({ entityId: order.id })
    expect(opened.event.id).toBe(logged?.metadata.id)
    const [delivery] = await eventually(async () => {
      const log = await deliveryLog(t)
      return log[0]?.status === 'DELIVERED' ? log : undefined
    }, 'the delivery is logged as delivered')
    expect(delivery).toMatchObject({
      webhookId: id,
      eventId: opened.event.id,
      eventType: 'wix.ecom.v1.order_created',
      replay: false,
    })
    expect(delivery?.attempts.map((a) => a.status)).toEqual([200])
    expect(delivery?.attempts[0]?.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('retries a receiver that fails on the platform schedule, on emulated time', async () => {
    const hook = await receiver((n) => (n < 2 ? 500 : 200))
    await register(t, hook.url)
    await createOrder(t)
    await hook.waitFor(1)
    const failed = await eventually(async () => {
      const [d] = await deliveryLog(t)
      return d?.attempts.length === 1 ? d : undefined
    }, 'the first failure is logged')
    expect(failed.status).toBe('PENDING')
    const firstAt = Date.parse(failed.attempts[0]?.attemptedDate ?? '')
    expect(Date.parse(failed.nextAttemptDate ?? '') - firstAt).toBe(RETRY_DELAYS_SECONDS[0] * 1000)

    await advance(59)
    await advance(1)
    await hook.waitFor(2)
    const second = await eventually(async () => {
      const [d] = await deliveryLog(t)
      return d?.attempts.length === 2 ? d : undefined
    }, 'the second failure is logged')
    const secondAt = Date.parse(second.attempts[1]?.attemptedDate ?? '')
    expect(Date.parse(second.nextAttemptDate ?? '') - secondAt).toBe(RETRY_DELAYS_SECONDS[1] * 1000)

    await advance(RETRY_DELAYS_SECONDS[1])
    const received = await hook.waitFor(3)
    const done = await eventually(async () => {
      const [d] = await deliveryLog(t)
      return d?.status === 'DELIVERED' ? d : undefined
    }, 'the third attempt is logged as delivered')
    expect(done.attempts.map((a) => a.status)).toEqual([500, 500, 200])
    expect(done.nextAttemptDate).toBeUndefined()
    // The same event every time: receivers de-duplicate on its id.
    const ids = await Promise.all(
      received.map(async (r) => (await openWebhook(r.body, await publicKey())).event.id),
    )
    expect(new Set(ids).size).toBe(1)
  })

  it('gives up after the twelfth retry', async () => {
    const hook = await receiver(() => 503)
    await register(t, hook.url)
    await createOrder(t)
    for (const [n, delay] of RETRY_DELAYS_SECONDS.entries()) {
      await hook.waitFor(n + 1)
      await eventually(
        async () => {
          const [d] = await deliveryLog(t)
          return d?.attempts.length === n + 1 ? d : undefined
        },
        `attempt ${n + 1} is logged`,
      )
      await advance(delay)
    }
    await hook.waitFor(13)
    const [given] = await eventually(async () => {
      const log = await deliveryLog(t)
      return log[0]?.status === 'FAILED' ? log : undefined
    }, 'the delivery is given up')
    expect(given?.attempts).toHaveLength(13)
    expect(given?.nextAttemptDate).toBeUndefined()
    await advance(7 * 24 * 3600)
    await createOrder(t, 'second@example.com')
    await hook.waitFor(14)
    expect(hook.received).toHaveLength(14)
  })

  it('counts an answer later than the deadline as a failure', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const hook = await receiver(async () => {
      await held
      return 200
    })
    await register(t, hook.url)
    await createOrder(t)
    const [late] = await eventually(async () => {
      const log = await deliveryLog(t)
      return log[0]?.attempts.length ? log : undefined
    }, 'the late attempt is logged')
    release()
    expect(late?.attempts[0]).toMatchObject({ status: 0, error: 'timeout' })
    expect(late?.status).toBe('PENDING')
  })

  it('answers the API call while a receiver still holds the delivery', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const hook = await receiver(async (n) => {
      if (n === 0) await held
      return 200
    })
    await register(t, hook.url)
    const first = await createOrder(t, 'first@example.com')
    await hook.waitFor(1)
    // The receiver holds the first delivery; the next call is answered meanwhile, and only then
    // is the first delivery answered. Had the call waited for the delivery, the POST would have
    // run into its deadline first and failed.
    const read = await t.call('GET', `/ecom/v1/orders/${first.id}`, undefined, t.owner)
    expect(read.status).toBe(200)
    const answeredAfter = new Date().toISOString()
    release()
    const [delivery] = await eventually(async () => {
      const log = await deliveryLog(t)
      return log[0]?.status === 'DELIVERED' ? log : undefined
    }, 'the held delivery is logged')
    expect(delivery?.attempts.map((a) => a.status)).toEqual([200])
    expect((delivery?.attempts[0]?.attemptedDate ?? '') >= answeredAfter).toBe(true)
  })

  it('sends an endpoint only the event types it asked for', async () => {
    const orders = await receiver()
    const everything = await receiver()
    await register(t, orders.url, ['wix.ecom.v1.order_updated'])
    await register(t, everything.url)
    const order = await createOrder(t)
    const updated = await t.call(
      'PATCH',
      `/ecom/v1/orders/${order.id}`,
      { order: { buyerInfo: { email: 'changed@example.com' } } },
      t.owner,
    )
    expect(updated.status).toBe(200)
    const [only] = await orders.waitFor(1)
    await everything.waitFor(2)
    const key = await publicKey()
    expect((await openWebhook(only?.body ?? '', key)).envelope.eventType).toBe(
      'wix.ecom.v1.order_updated',
    )
    const types = await Promise.all(
      everything.received.map(async (r) => (await openWebhook(r.body, key)).envelope.eventType),
    )
    expect(types.sort()).toEqual(['wix.ecom.v1.order_created', 'wix.ecom.v1.order_updated'])
    expect(orders.received).toHaveLength(1)
  })

  it('does not send events recorded before an endpoint was registered', async () => {
    await createOrder(t, 'before@example.com')
    const hook = await receiver()
    await register(t, hook.url)
    const after = await createOrder(t, 'after@example.com')
    const [request] = await hook.waitFor(1)
    expect((await openWebhook(request?.body ?? '', await publicKey())).event.entityId).toBe(
      after.id,
    )
    expect(hook.received).toHaveLength(1)
  })
})
