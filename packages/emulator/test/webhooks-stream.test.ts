import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEventStream, type StreamMessage } from '../src/cli/sse-reader'
import { CONTROL_TOKEN_HEADER } from '../src/http/control-guard'
import { type RunningEmulator, startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'
import { openWebhook } from './support/webhooks'

const TOKEN = 'stream-test-token'
let emulator: RunningEmulator
const headers = { [CONTROL_TOKEN_HEADER]: TOKEN }

beforeAll(async () => {
  emulator = await startEmulator({ seed: 'empty', controlToken: TOKEN })
})
afterAll(() => emulator.close())

/** Opens the stream; answers its messages as they come and a way to stop reading. */
async function subscribe(query = '', extra: Record<string, string> = {}) {
  const stop = new AbortController()
  const res = await fetch(`${emulator.url}/_emulator/events/stream${query}`, {
    headers: { ...headers, ...extra },
    signal: stop.signal,
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const messages = readEventStream(res.body as ReadableStream<Uint8Array>)[Symbol.asyncIterator]()
  return {
    next: async (): Promise<StreamMessage> => {
      const { value, done } = await messages.next()
      if (done) throw new Error('the stream ended')
      return value
    },
    close: () => stop.abort(),
  }
}

/** Records an event: a member created through the owner's API. */
async function createMember(email: string) {
  const res = await fetch(`${emulator.url}/members/v1/members`, {
    method: 'POST',
    headers: {
      authorization: emulator.info.apiKey,
      'wix-site-id': emulator.info.siteId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ member: { loginEmail: email } }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { member: { id: string } }).member
}

interface Data {
  event: { metadata: { eventType: string; entityId: string; id: string } }
  body: string
}

describe('GET /_emulator/events/stream', () => {
  it('streams each event from now on with its signed webhook body, and resumes after an id', async () => {
    const stream = await subscribe()
    const member = await createMember('stream-one@example.com')
    const message = await stream.next()
    const data = JSON.parse(message.data) as Data
    expect(data.event.metadata).toMatchObject({
      eventType: 'wix.members.v1.member_created',
      entityId: member.id,
    })
    const opened = await openWebhook(data.body, emulator.emulator.info().webhookPublicKey)
    expect(opened.event.id).toBe(data.event.metadata.id)
    expect(Number(message.id)).toBeGreaterThan(0)
    stream.close()

    const later = await createMember('stream-two@example.com')
    const resumed = await subscribe('', { 'last-event-id': message.id ?? '' })
    const missed = JSON.parse((await resumed.next()).data) as Data
    expect(missed.event.metadata.entityId).toBe(later.id)
    resumed.close()
  })

  it('sends only the event types asked for', async () => {
    const stream = await subscribe('?events=wix.members.v1.member_updated,wix.x.v1.y_created')
    const member = await createMember('stream-three@example.com')
    const res = await fetch(`${emulator.url}/members/v1/members/${member.id}`, {
      method: 'PATCH',
      headers: {
        authorization: emulator.info.apiKey,
        'wix-site-id': emulator.info.siteId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ member: { profile: { nickname: 'Streamed' } } }),
    })
    expect(res.status).toBe(200)
    const data = JSON.parse((await stream.next()).data) as Data
    expect(data.event.metadata).toMatchObject({
      eventType: 'wix.members.v1.member_updated',
      entityId: member.id,
    })
    stream.close()
  })

  it('ignores a Last-Event-ID that is not a position, and ends its streams on close', async () => {
    // In process: the stream must end by itself, not because a server dropped the socket.
    const own = testEmulator()
    const res = await own.emulator.request('/_emulator/events/stream?events=', {
      headers: { 'last-event-id': 'garbage' },
    })
    expect(res.status).toBe(200)
    const stream = readEventStream(res.body as ReadableStream<Uint8Array>)[Symbol.asyncIterator]()
    const first = stream.next()
    await own.call(
      'POST',
      '/members/v1/members',
      { member: { loginEmail: 'x@example.com' } },
      own.owner,
    )
    const data = JSON.parse(((await first).value as StreamMessage).data) as Data
    expect(data.event.metadata.eventType).toBe('wix.members.v1.member_created')
    const ending = stream.next()
    own.close()
    expect(await ending).toEqual({ value: undefined, done: true })
  })
})
