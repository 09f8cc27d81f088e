import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { CONTROL_TOKEN_HEADER } from '../src/http/control-guard'
import { errorCode, violations } from './support/catalog'
import { testEmulator } from './support/emulator'
import { type Receiver, startReceiver } from './support/receiver'
import { createOrder, deliveryLog, eventually, openWebhook, register } from './support/webhooks'

const TOKEN = 'webhook-control-token'
const t = testEmulator({ controlToken: TOKEN })
const control = { [CONTROL_TOKEN_HEADER]: TOKEN }
// Every control call of this file sends the token; the guard tests leave it out on purpose.
const call: typeof t.call = (method, path, body, headers = {}) =>
  t.call(method, path, body, { ...control, ...headers })
const c = { ...t, call }
const receivers: Receiver[] = []
const receiver = async () => {
  const started = await startReceiver()
  receivers.push(started)
  return started
}

beforeEach(() => call('POST', '/_emulator/reset', {}))
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()))
  t.close()
})

describe('/_emulator/webhooks', () => {
  it('registers, lists and removes endpoints with the shapes tools rely on', async () => {
    const created = await call('POST', '/_emulator/webhooks', {
      url: 'http://127.0.0.1:9/hooks',
      events: ['wix.ecom.v1.order_created', 'wix.ecom.v1.cart_updated'],
    })
    expect(created.status).toBe(200)
    const webhook = created.json.webhook as { id: string }
    expect(created.json).toEqual({
      webhook: {
        id: expect.any(String),
        url: 'http://127.0.0.1:9/hooks',
        events: ['wix.ecom.v1.order_created', 'wix.ecom.v1.cart_updated'],
      },
    })
    const all = await call('POST', '/_emulator/webhooks', {
      url: 'https://a.test/x',
      events: ['*'],
    })
    expect((await call('GET', '/_emulator/webhooks')).json.webhooks).toEqual([
      created.json.webhook,
      all.json.webhook,
    ])
    expect((await call('DELETE', `/_emulator/webhooks/${webhook.id}`, {})).json).toEqual({})
    expect((await call('GET', '/_emulator/webhooks')).json.webhooks).toEqual([all.json.webhook])
    const again = await call('DELETE', `/_emulator/webhooks/${webhook.id}`, {})
    expect(again.status).toBe(404)
    expect(errorCode(again)).toBe('WEBHOOK_NOT_FOUND')
  })

  it('lists every violation of a registration', async () => {
    const res = await call('POST', '/_emulator/webhooks', { url: 'ftp://files.test/x', events: [] })
    expect(violations(res).sort()).toEqual([
      ['events', 'MIN_SIZE'],
      ['url', 'FORMAT'],
    ])
    const missing = await call('POST', '/_emulator/webhooks', {})
    expect(violations(missing).sort()).toEqual([
      ['events', 'REQUIRED_FIELD'],
      ['url', 'REQUIRED_FIELD'],
    ])
    const long = await call('POST', '/_emulator/webhooks', {
      url: 'http://localhost:3000/hooks',
      events: ['x'.repeat(151)],
    })
    expect(violations(long)).toEqual([['events[0]', 'MAX_LENGTH']])
    expect((await call('GET', '/_emulator/webhooks')).json.webhooks).toEqual([])
  })

  it('keeps web pages and other users out, as the rest of the control API', async () => {
    const body = JSON.stringify({ url: 'http://localhost:3000/hooks', events: ['*'] })
    const asForm = await t.emulator.request('/_emulator/webhooks', {
      method: 'POST',
      headers: { ...control, 'content-type': 'text/plain' },
      body,
    })
    expect(asForm.status).toBe(415)
    const noToken = await t.call('POST', '/_emulator/webhooks', JSON.parse(body))
    expect(noToken.status).toBe(401)
    const rebound = await t.emulator.request('http://evil.example/_emulator/webhooks', {
      headers: control,
    })
    expect(rebound.status).toBe(403)
    for (const path of ['/_emulator/webhooks/deliveries', '/_emulator/events/stream']) {
      expect((await t.call('GET', path)).status).toBe(401)
      const preflight = await t.emulator.request(path, { method: 'OPTIONS', headers: control })
      expect(preflight.status).toBe(403)
    }
    expect((await call('GET', '/_emulator/webhooks')).json.webhooks).toEqual([])
  })

  it('stops delivering to a removed endpoint and cancels what was pending', async () => {
    // A port nothing listens on: every attempt fails, so the delivery stays pending.
    const down = await startReceiver()
    await down.close()
    const id = await register(c, down.url)
    await createOrder(c)
    await eventually(async () => {
      const [d] = await deliveryLog(c)
      return d?.attempts.length ? d : undefined
    }, 'the failed attempt is logged')
    await call('DELETE', `/_emulator/webhooks/${id}`, {})
    const [canceled] = await deliveryLog(c)
    expect(canceled?.status).toBe('CANCELED')
    expect(canceled?.nextAttemptDate).toBeUndefined()
  })

  it('filters the delivery log', async () => {
    const hook = await receiver()
    const first = await register(c, hook.url)
    const second = await register(c, hook.url, ['wix.ecom.v1.order_created'])
    await createOrder(c)
    await hook.waitFor(2)
    const delivered = await eventually(async () => {
      const log = await deliveryLog(c, '?status=DELIVERED')
      return log.length === 2 ? log : undefined
    }, 'both deliveries are logged')
    expect(delivered.map((d) => d.webhookId).sort()).toEqual([first, second].sort())
    expect((await deliveryLog(c, `?webhookId=${second}`)).map((d) => d.webhookId)).toEqual([second])
    expect(await deliveryLog(c, '?status=FAILED')).toEqual([])
    expect(await deliveryLog(c, `?eventId=${delivered[0]?.eventId}&limit=1`)).toHaveLength(1)
    const bad = await call('GET', '/_emulator/webhooks/deliveries?status=LOST&limit=0')
    expect(violations(bad).sort()).toEqual([
      ['limit', 'MIN'],
      ['status', 'INVALID_ENUM_VALUE'],
    ])
  })
})

describe('replay', () => {
  it('sends one event again with its id and sequence, or every event of a time range', async () => {
    const hook = await receiver()
    const id = await register(c, hook.url)
    const order = await createOrder(c)
    await createOrder(c, 'other@example.com')
    const key = (await call('GET', '/_emulator/info')).json.webhookPublicKey as string
    // Deliveries run side by side: either order's event may arrive first.
    const opened = await Promise.all((await hook.waitFor(2)).map((r) => openWebhook(r.body, key)))
    const original = opened.find((o) => o.event.entityId === order.id)
    if (!original) throw new Error('the order_created of the first order did not arrive')

    const one = await call('POST', '/_emulator/webhooks/replay', { eventId: original.event.id })
    expect(one.json).toMatchObject({ events: 1, deliveries: [{ webhookId: id, replay: true }] })
    const [, , again] = await hook.waitFor(3)
    const replayed = await openWebhook(again?.body ?? '', key)
    expect(replayed.event).toEqual(original.event)
    expect(replayed.event).toMatchObject({ entityId: order.id, entityEventSequence: '1' })

    const now = Date.now()
    const range = await call('POST', '/_emulator/webhooks/replay', {
      from: new Date(now - 60_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
      webhookId: id,
    })
    expect(range.json.events).toBe(2)
    await hook.waitFor(5)
    const empty = await call('POST', '/_emulator/webhooks/replay', {
      from: '2001-01-01T00:00:00+02:00',
      to: '2001-01-02T00:00:00Z',
    })
    expect(empty.json).toEqual({ events: 0, deliveries: [] })
    const log = await deliveryLog(c)
    expect(log.filter((d) => d.replay)).toHaveLength(3)
  })

  it('answers 404 for an unknown event or endpoint, and 400 for a half-given range', async () => {
    const unknown = await call('POST', '/_emulator/webhooks/replay', { eventId: 'nope' })
    expect(unknown.status).toBe(404)
    expect(errorCode(unknown)).toBe('EVENT_NOT_FOUND')
    const noEndpoint = await call('POST', '/_emulator/webhooks/replay', {
      eventId: 'nope',
      webhookId: 'nope',
    })
    expect(errorCode(noEndpoint)).toBe('WEBHOOK_NOT_FOUND')
    const half = await call('POST', '/_emulator/webhooks/replay', { from: '2026-01-01T00:00:00Z' })
    expect(violations(half)).toEqual([['to', 'REQUIRED_FIELD']])
    const both = await call('POST', '/_emulator/webhooks/replay', {
      eventId: 'e',
      from: 'yesterday',
      to: '2026-01-01T00:00:00Z',
    })
    expect(violations(both).sort()).toEqual([
      ['from', 'FIELD_NOT_ALLOWED'],
      ['from', 'FORMAT'],
    ])
    const nothing = await call('POST', '/_emulator/webhooks/replay', {})
    expect(violations(nothing)).toEqual([['eventId', 'REQUIRED_FIELD']])
  })
})
