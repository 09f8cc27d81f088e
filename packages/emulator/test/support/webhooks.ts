import type { DomainEvent, EventIdentity, WebhookMessageEnvelope } from '@storefront-kit/wire'
import { importSPKI, jwtVerify } from 'jose'
import type { testEmulator } from './emulator'

/** A webhook body verified with `jose` (RS256 against the public key) and its envelopes parsed. */
export async function openWebhook(body: string, publicKeyPem: string) {
  const key = await importSPKI(publicKeyPem, 'RS256')
  const { payload, protectedHeader } = await jwtVerify(body, key, { algorithms: ['RS256'] })
  if (typeof payload.data !== 'string') throw new Error('the data claim is not a string')
  const envelope = JSON.parse(payload.data) as WebhookMessageEnvelope
  return {
    header: protectedHeader,
    claims: payload,
    envelope,
    identity: envelope.identity ? (JSON.parse(envelope.identity) as EventIdentity) : undefined,
    event: JSON.parse(envelope.data) as DomainEvent & Record<string, unknown>,
  }
}

type Emulator = ReturnType<typeof testEmulator>

/** Registers a webhook endpoint through the control API; answers its id. */
export async function register(t: Emulator, url: string, events: string[] = ['*']) {
  const res = await t.call('POST', '/_emulator/webhooks', { url, events })
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${res.text}`)
  return (res.json.webhook as { id: string }).id
}

/** The delivery log (newest first), optionally filtered by query parameters. */
export async function deliveryLog(t: Emulator, query = '') {
  const res = await t.call('GET', `/_emulator/webhooks/deliveries${query}`)
  return res.json.deliveries as {
    id: string
    webhookId: string
    eventId: string
    eventType: string
    status: string
    replay: boolean
    nextAttemptDate?: string
    attempts: { status: number; latencyMs: number; error?: string; attemptedDate: string }[]
  }[]
}

/**
 * The body of an order the owner creates: items of another catalog app need no catalog or stock.
 *
 * @example
 * ```ts
 * await t.call('POST', '/ecom/v1/orders', webhookOrderBody('a@example.com'), t.owner)
 * ```
 */
export const webhookOrderBody = (email = 'buyer@example.com') => ({
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
    buyerInfo: { email },
  },
})

/** An order the owner creates ({@link webhookOrderBody}). */
export async function createOrder(t: Emulator, email = 'buyer@example.com') {
  const res = await t.call('POST', '/ecom/v1/orders', webhookOrderBody(email), t.owner)
  if (res.status !== 200) throw new Error(`create order answered ${res.status}: ${res.text}`)
  return res.json.order as { id: string; number: string }
}

/** Polls `check` (each turn lets the dispatcher run) until it answers a value; fails after a while. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let turn = 0; turn < 400; turn++) {
    const value = await check()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`never happened: ${what}`)
}
