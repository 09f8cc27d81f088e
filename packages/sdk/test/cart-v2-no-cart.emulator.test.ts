import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  getCurrentCartOrNull as getV1CartOrNull,
  type NoCartMemory,
  rememberNoCart,
} from '../src/cart'
import {
  addLineItemsToCurrentCart,
  createCurrentCart,
  deleteCurrentCart,
  getCurrentCartOrNull,
  STORES_APP_ID,
} from '../src/cart-v2'
import { memberClient, productIds } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let productId = ''
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  productId = Object.values(await productIds(emu.visitor()))[0] ?? ''
})
afterAll(() => emu.close())

const item = () => ({
  quantity: 1,
  catalogReference: { catalogItemId: productId, appId: STORES_APP_ID },
})

/** A new visitor's client that logs the operation of every request it sends. */
function countedVisitor() {
  const sent: string[] = []
  const client = emu.visitor({ hooks: { onRequest: ({ operation }) => sent.push(operation) } })
  return { client, sent }
}

describe('Cart V2: no cart yet is an empty cart, without a failed request', () => {
  it('asks nothing without tokens; asks once after that; asks again after an add or a create', async () => {
    const { client, sent } = countedVisitor()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual([])
    await productIds(client) // the visitor now holds tokens
    sent.length = 0
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual(['getCurrentCart'])
    await addLineItemsToCurrentCart(client, { catalogItems: [item()] })
    expect((await getCurrentCartOrNull(client))?.lineItems).toHaveLength(1)
    await deleteCurrentCart(client)
    expect(await getCurrentCartOrNull(client)).toBeNull()
    await createCurrentCart(client, { cart: { note: 'later' } })
    expect((await getCurrentCartOrNull(client))?.note).toBe('later')
  })

  it('always asks for a member', async () => {
    const member = await memberClient(emu)
    expect(await getCurrentCartOrNull(member)).toBeNull()
    await addLineItemsToCurrentCart(member, { catalogItems: [item()] })
    expect((await getCurrentCartOrNull(member))?.lineItems).toHaveLength(1)
  })

  it('a v1 "no cart" does not hide a V2 cart, nor the reverse (one memory, kept apart)', async () => {
    const store = new Map<string, string>()
    const memory: NoCartMemory = {
      get: () => store.get('k') ?? null,
      set: (v) => (v === null ? store.delete('k') : store.set('k', v)),
    }
    const { client, sent } = countedVisitor()
    rememberNoCart(client, memory)
    await addLineItemsToCurrentCart(client, { catalogItems: [item()] })
    expect(await getV1CartOrNull(client)).toBeNull() // the v1 cart is another cart
    expect((await getCurrentCartOrNull(client))?.lineItems).toHaveLength(1)
    await deleteCurrentCart(client)
    sent.length = 0
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(await getCurrentCartOrNull(client)).toBeNull()
    expect(sent).toEqual(['getCurrentCart'])
    expect(store.get('k')).toMatch(/^v2:[0-9a-f]{24}$/)
  })
})
