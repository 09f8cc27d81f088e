import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addToCurrentCart,
  deleteCurrentCart,
  getCurrentCartOrNull,
  type NoCartMemory,
  rememberNoCart,
} from '../src/cart'
import type { VisitorAuth } from '../src/index'
import { lineOf, memberClient, productIds } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let productId = ''
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  productId = Object.values(await productIds(emu.visitor()))[0] ?? ''
})
afterAll(() => emu.close())

/** A new visitor's client that logs the operation of every request it sends. */
function countedVisitor() {
  const sent: string[] = []
  const client = emu.visitor({ hooks: { onRequest: ({ operation }) => sent.push(operation) } })
  return { client, sent }
}

describe('no cart yet is an empty cart, without a failed request', () => {
  it('asks nothing for a visitor with no tokens; asks once after that; asks again after an add', async () => {
    const { client, sent } = countedVisitor()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual([]) // a first visit: no tokens, so no cart, so no request
    await productIds(client) // the visitor now holds tokens
    sent.length = 0
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual(['getCurrentCart']) // told once: the 404 is remembered
    await addToCurrentCart(client, { lineItems: [lineOf(productId)] })
    const cart = await getCurrentCartOrNull(client)
    expect(cart?.lineItems).toHaveLength(1)
    // After the cart is gone the platform says so again, and that is remembered again.
    await deleteCurrentCart(client)
    sent.length = 0
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual(['getCurrentCart'])
  })

  it('always asks for a member (a cart may come from another device); even after it had none', async () => {
    const member = await memberClient(emu)
    expect(await getCurrentCartOrNull(member)).toBeNull()
    await addToCurrentCart(member, { lineItems: [lineOf(productId)] })
    expect((await getCurrentCartOrNull(member))?.lineItems).toHaveLength(1)
  })

  it('keeps the memory where it is given (a reload reads it), never the token itself', async () => {
    const store = new Map<string, string>()
    const memory: NoCartMemory = {
      get: () => store.get('k') ?? null,
      set: (v) => (v === null ? store.delete('k') : store.set('k', v)),
    }
    const { client, sent } = countedVisitor()
    rememberNoCart(client, memory)
    await productIds(client)
    await getCurrentCartOrNull(client)
    const fingerprint = store.get('k') ?? ''
    expect(fingerprint).toMatch(/^[0-9a-f]{24}$/)
    const tokens = await (client.auth as VisitorAuth).getTokens()
    expect(tokens?.refreshToken.value).not.toContain(fingerprint)
    sent.length = 0
    await getCurrentCartOrNull(client)
    expect(sent).toEqual([])
    await addToCurrentCart(client, { lineItems: [lineOf(productId)] })
    expect(store.has('k')).toBe(false)
  })
})
