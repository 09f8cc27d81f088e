import { exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { isStorefrontError } from '../src/index'
import {
  createWebhookHandler,
  importWebhookKey,
  verifyWebhook,
  WebhookError,
  WebhookEventTypeError,
  WebhookExpiredError,
  WebhookSignatureError,
} from '../src/webhooks'

// Bodies signed here with jose, as the platform signs them (wire/webhooks.md §3-4); the emulator's
// own bodies are verified in webhooks.emulator.test.ts.
type Keys = Awaited<ReturnType<typeof generateKeyPair>>
let keys: Keys
let otherKeys: Keys
let pem: string

beforeAll(async () => {
  keys = await generateKeyPair('RS256')
  otherKeys = await generateKeyPair('RS256')
  pem = await exportSPKI(keys.publicKey)
})

const order = { id: 'o1', number: '10001', lineItems: [] }
const domainEvent = (slug: string, body: Record<string, unknown>) => ({
  id: 'ev-1',
  entityFqdn: 'wix.ecom.v1.order',
  slug,
  entityId: 'o1',
  eventTime: '2026-01-01T00:00:00.000Z',
  triggeredByAnonymizeRequest: false,
  entityEventSequence: '3',
  ...body,
})

/** A webhook body: the envelope nested as the platform nests it, signed RS256. */
async function sign(
  eventType: string,
  payload: unknown,
  {
    key = keys.privateKey,
    claims = {},
    alg = 'RS256',
  }: { key?: CryptoKey; claims?: JWTPayload; alg?: string } = {},
) {
  const envelope = {
    instanceId: 'inst-1',
    eventType,
    identity: JSON.stringify({ identityType: 'MEMBER', memberId: 'm1' }),
    data: JSON.stringify(payload),
    accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
  }
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({ data: JSON.stringify(envelope), iat, exp: iat + 300, ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(key)
}

const created = () =>
  sign('wix.ecom.v1.order_created', domainEvent('created', { createdEvent: { entity: order } }))

async function rejection(promise: Promise<unknown>): Promise<WebhookError> {
  try {
    await promise
  } catch (error) {
    return error as WebhookError
  }
  throw new Error('expected a rejection')
}

describe('verifyWebhook', () => {
  it('verifies and opens the nested envelopes of a domain event', async () => {
    const event = await verifyWebhook(await created(), {
      publicKey: pem,
      expectedEvents: ['wix.ecom.v1.order_created'],
    })
    expect(event).toEqual({
      eventType: 'wix.ecom.v1.order_created',
      kind: 'created',
      entity: order,
      metadata: {
        id: 'ev-1',
        entityFqdn: 'wix.ecom.v1.order',
        slug: 'created',
        entityId: 'o1',
        eventTime: '2026-01-01T00:00:00.000Z',
        triggeredByAnonymizeRequest: false,
        entityEventSequence: '3',
        instanceId: 'inst-1',
        eventType: 'wix.ecom.v1.order_created',
        identity: { identityType: 'MEMBER', memberId: 'm1' },
        accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      },
    })
  })

  it('reads each kind of body: updated, deleted with and without entity, action, legacy', async () => {
    const open = async (eventType: string, payload: unknown) =>
      verifyWebhook(await sign(eventType, payload), { publicKey: pem })
    const updated = await open(
      'wix.ecom.v1.order_updated',
      domainEvent('updated', {
        updatedEvent: { currentEntity: order, modifiedFields: { 'buyerInfo.email': 'a@b.c' } },
      }),
    )
    expect(updated).toMatchObject({
      kind: 'updated',
      entity: order,
      modifiedFields: { 'buyerInfo.email': 'a@b.c' },
    })
    const gone = await open(
      'wix.ecom.v1.cart_deleted',
      domainEvent('deleted', { deletedEvent: {} }),
    )
    expect(gone.kind).toBe('deleted')
    expect('entity' in gone).toBe(false)
    const review = { id: 'r1' }
    const deleted = await open(
      'wix.reviews.v1.review_deleted',
      domainEvent('deleted', { deletedEvent: { deletedEntity: review } }),
    )
    expect(deleted).toMatchObject({ kind: 'deleted', entity: review })
    const approved = await open(
      'wix.ecom.v1.order_approved',
      domainEvent('approved', { actionEvent: { body: { order } } }),
    )
    expect(approved).toMatchObject({ kind: 'action', data: { order } })
    const legacy = await open('com.wix.ecommerce.catalog.api.v1.ProductDeleted', {
      productId: 'p1',
      originatedFromVersion: 'V1_CATALOG',
    })
    expect(legacy).toEqual({
      eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
      kind: 'legacy',
      data: { productId: 'p1', originatedFromVersion: 'V1_CATALOG' },
      metadata: {
        instanceId: 'inst-1',
        eventType: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
        identity: { identityType: 'MEMBER', memberId: 'm1' },
        accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      },
    })
  })

  it('takes the key as PEM, PEM on one line, base64 of the PEM, or a CryptoKey', async () => {
    const body = await created()
    const oneLine = pem.replace(/\n/g, '')
    const base64 = btoa(pem)
    const cryptoKey = await importWebhookKey(pem)
    for (const publicKey of [pem, oneLine, base64, cryptoKey])
      expect((await verifyWebhook(body, { publicKey })).eventType).toBe('wix.ecom.v1.order_created')
  })

  it('refuses a tampered body, another key, another algorithm and what is not a JWT', async () => {
    const body = await created()
    const [header, payload, signature] = body.split('.')
    const forged = JSON.parse(atob(payload?.replace(/-/g, '+').replace(/_/g, '/') ?? ''))
    forged.data = forged.data.replace('10001', '99999')
    const tamperedPayload = btoa(JSON.stringify(forged))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const tampered = `${header}.${tamperedPayload}.${signature}`
    const otherKey = await created().then(() =>
      sign('wix.ecom.v1.order_created', {}, { key: otherKeys.privateKey }),
    )
    const hs256 = await sign(
      'wix.ecom.v1.order_created',
      {},
      { key: new TextEncoder().encode('x'.repeat(32)) as unknown as CryptoKey, alg: 'HS256' },
    )
    for (const bad of [tampered, otherKey, hs256, 'not a jwt', '{"data":"{}"}', `${body}.x`]) {
      const error = await rejection(verifyWebhook(bad, { publicKey: pem }))
      expect(error, bad.slice(0, 40)).toBeInstanceOf(WebhookSignatureError)
      expect(error.code).toBe('INVALID_SIGNATURE')
      expect(isStorefrontError(error)).toBe(true)
    }
  })

  it('refuses an expired token and one not valid yet', async () => {
    const past = Math.floor(Date.now() / 1000) - 10
    const expired = await rejection(
      verifyWebhook(await sign('wix.ecom.v1.order_created', {}, { claims: { exp: past } }), {
        publicKey: pem,
      }),
    )
    expect(expired).toBeInstanceOf(WebhookExpiredError)
    expect(expired).toMatchObject({ code: 'WEBHOOK_EXPIRED', data: { exp: past } })
    const future = Math.floor(Date.now() / 1000) + 60
    const early = await rejection(
      verifyWebhook(await sign('wix.ecom.v1.order_created', {}, { claims: { nbf: future } }), {
        publicKey: pem,
      }),
    )
    expect(early).toMatchObject({ code: 'WEBHOOK_NOT_YET_VALID' })
    expect(early).toBeInstanceOf(WebhookExpiredError)
  })

  it('refuses an unexpected type, a bad key and envelopes not in the platform format', async () => {
    const unexpected = await rejection(
      verifyWebhook(await created(), {
        publicKey: pem,
        expectedEvents: ['wix.ecom.v1.cart_created'],
      }),
    )
    expect(unexpected).toBeInstanceOf(WebhookEventTypeError)
    expect(unexpected).toMatchObject({
      code: 'UNEXPECTED_EVENT_TYPE',
      data: { eventType: 'wix.ecom.v1.order_created', expected: ['wix.ecom.v1.cart_created'] },
    })
    for (const publicKey of [
      '',
      'not a key',
      btoa('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ]) {
      const error = await rejection(verifyWebhook(await created(), { publicKey }))
      expect(error).toBeInstanceOf(WebhookError)
      expect(error.code).toBe('INVALID_PUBLIC_KEY')
    }
    const objectData = await new SignJWT({ data: { eventType: 'x' } })
      .setProtectedHeader({ alg: 'RS256' })
      .sign(keys.privateKey)
    const malformed = await rejection(verifyWebhook(objectData, { publicKey: pem }))
    expect(malformed).toMatchObject({ code: 'MALFORMED_WEBHOOK' })
    expect(malformed.message).toMatch(/data claim is object/)
  })
})

describe('createWebhookHandler', () => {
  it('runs every handler of the event type and refuses a type with none', async () => {
    const seen: string[] = []
    const webhooks = createWebhookHandler({ publicKey: pem })
      .onEvent('wix.ecom.v1.order_created', async (event) => {
        seen.push(`first ${event.entity.number}`)
      })
      .onEvent('wix.ecom.v1.order_created', (event) => {
        seen.push(`second ${event.metadata.id}`)
      })
      .onEvent('wix.ecom.v1.cart_deleted', () => {
        seen.push('cart')
      })
    const event = await webhooks.process(await created())
    expect(event.eventType).toBe('wix.ecom.v1.order_created')
    expect(seen.sort()).toEqual(['first 10001', 'second ev-1'])

    const approved = await sign(
      'wix.ecom.v1.order_approved',
      domainEvent('approved', { actionEvent: { body: { order } } }),
    )
    const refused = await rejection(webhooks.process(approved))
    expect(refused).toBeInstanceOf(WebhookEventTypeError)
    expect(new Set(refused.data.expected as string[])).toEqual(
      new Set(['wix.ecom.v1.order_created', 'wix.ecom.v1.cart_deleted']),
    )
    expect(
      (await webhooks.process(approved, { expectedEvents: ['wix.ecom.v1.order_approved'] })).kind,
    ).toBe('action')
    expect(seen).toHaveLength(2)
  })

  it('passes every type with no handler, and rejects with a failing handler', async () => {
    const open = createWebhookHandler({ publicKey: pem })
    expect((await open.process(await created())).kind).toBe('created')
    const failing = createWebhookHandler({ publicKey: pem }).onEvent(
      'wix.ecom.v1.order_created',
      () => {
        throw new Error('database down')
      },
    )
    await expect(failing.process(await created())).rejects.toThrow('database down')
    const wrongKey = createWebhookHandler({ publicKey: 'nope' })
    expect((await rejection(wrongKey.process(await created()))).code).toBe('INVALID_PUBLIC_KEY')
  })
})
