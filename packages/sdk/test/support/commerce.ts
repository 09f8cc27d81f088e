import { randomUUID } from 'node:crypto'
import { queryProducts } from '../../src/catalog'
import { type Client, createClient, type StorefrontError } from '../../src/index'
import type { ServedEmulator } from './emulator'

/** Wix Stores' app id. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'

/** Product ids by slug, read through the SDK's catalog calls like a storefront browsing. */
export async function productIds(client: Client): Promise<Record<string, string>> {
  const { products } = await queryProducts(client, { query: { paging: { limit: 100 } } })
  return Object.fromEntries(products.map((p) => [p.slug ?? '', p.id ?? '']))
}

/** A line item input for a product id. */
export const lineOf = (catalogItemId: string, quantity = 1, options?: Record<string, unknown>) => ({
  quantity,
  catalogReference: { catalogItemId, appId: STORES_APP_ID, ...(options && { options }) },
})

/**
 * A client for a new member, registered through the sign-in API, with an access token from the
 * emulator's own signer (the real signing path; sign-in itself is tested elsewhere). `visitorId`
 * marks the visitor the member signed in from.
 */
export async function memberClient(emu: ServedEmulator, visitorId?: string): Promise<Client> {
  const res = await fetch(`${emu.url}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginId: { email: `m-${randomUUID()}@example.com` },
      password: 'cart-test-pass',
    }),
  })
  const id = ((await res.json()) as { identity?: { id?: string } }).identity?.id
  if (!id) throw new Error(`register failed: ${res.status}`)
  const { context } = emu.running.emulator
  const token = await context.signer.sign(
    { sub: id, kind: 'member', cid: emu.info.clientId, ...(visitorId && { vid: visitorId }) },
    3600,
  )
  return createClient({
    baseUrl: emu.url,
    auth: { headers: async () => ({ authorization: token }) },
  })
}

/**
 * Another device of the member `memberId`: a client with a token of its own (signed by the
 * emulator's signer, as `memberClient` does).
 */
export async function memberDevice(emu: ServedEmulator, memberId: string): Promise<Client> {
  const token = await emu.running.emulator.context.signer.sign(
    { sub: memberId, kind: 'member', cid: emu.info.clientId },
    3600,
  )
  return createClient({
    baseUrl: emu.url,
    auth: { headers: async () => ({ authorization: token }) },
  })
}

/** The error a call rejects with (fails when it does not reject). */
export async function failure(call: Promise<unknown>): Promise<StorefrontError> {
  try {
    await call
  } catch (error) {
    return error as StorefrontError
  }
  throw new Error('expected the call to fail')
}

/** Changes the emulator's totals settings (control API). */
export const setCommerceSettings = (emu: ServedEmulator, change: Record<string, unknown>) =>
  emu.control('/_emulator/commerce/settings', change, 'PUT')
