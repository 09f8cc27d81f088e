import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  createClient,
  graphql,
  ValidationError,
  type VisitorAuth,
} from '../src/index'
import { failure, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let productId = ''
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  productId = Object.values(await productIds(emu.visitor()))[0] ?? ''
})
afterAll(() => emu.close())

type Cart = { id: string; lineItems: { id: string; quantity: number }[] }

describe('graphql against the emulator', () => {
  it('reads products and changes the cart, as the calling visitor', async () => {
    const ada = emu.visitor()
    const { data, errors } = await graphql<{ product: { id: string; name: string } }>(
      ada,
      'query One($id: ID!) { product(id: $id) { id name } }',
      { id: productId },
    )
    expect(errors).toBeUndefined()
    expect(data?.product.id).toBe(productId)
    const added = await graphql<{ addToCurrentCart: Cart }>(
      ada,
      `mutation Add($lines: [CartLineItemInput!]!) {
        addToCurrentCart(lineItems: $lines) { id lineItems { id quantity } }
      }`,
      {
        lines: [
          { quantity: 1, catalogReference: { catalogItemId: productId, appId: STORES_APP_ID } },
        ],
      },
    )
    const cart = added.data?.addToCurrentCart
    expect(cart?.lineItems.map((line) => line.quantity)).toEqual([1])
    const changed = await graphql<{ updateCurrentCartLineItemQuantity: Cart }>(
      ada,
      'mutation Q($id: ID!) { updateCurrentCartLineItemQuantity(lineItems: [{ id: $id, quantity: 3 }]) { lineItems { quantity } } }',
      { id: cart?.lineItems[0]?.id },
    )
    expect(changed.data?.updateCurrentCartLineItemQuantity.lineItems[0]?.quantity).toBe(3)
    // Another visitor reads their own (absent) cart, never Ada's.
    const bob = await graphql<{ currentCart: Cart | null }>(emu.visitor(), '{ currentCart { id } }')
    expect(bob.data).toEqual({ currentCart: null })
  })

  it('answers a malformed query with errors, and refuses an unknown API version', async () => {
    const broken = await graphql(emu.visitor(), '{ product(id: ) { id }')
    expect(broken.errors?.[0]?.message).toMatch(/Syntax Error/)
    const missing = await graphql(emu.visitor(), '{ product(id: "nope") { id } }')
    expect(missing.errors?.[0]?.extensions).toMatchObject({ status: 404 })
    expect(missing.errors?.[0]?.extensions?.requestId).toEqual(expect.any(String))
    const refused = await failure(
      graphql(emu.visitor(), '{ currentCart { id } }', {}, { apiVersion: 'v9' }),
    )
    expect(refused).toBeInstanceOf(ValidationError)
  })

  it('answers 401 for credentials that do not hold, so an expired token is renewed', async () => {
    const stranger = createClient({ baseUrl: emu.url, headers: { authorization: 'not-a-token' } })
    expect(await failure(graphql(stranger, '{ currentCart { id } }'))).toBeInstanceOf(
      AuthenticationError,
    )
    const client = emu.visitor()
    await graphql(client, '{ currentCart { id } }')
    const auth = client.auth as VisitorAuth
    const before = await auth.getTokens()
    await emu.control('/_emulator/clock', { advanceSeconds: 20_000 })
    const { data, errors } = await graphql(client, '{ currentCart { id } }')
    expect([data, errors]).toEqual([{ currentCart: null }, undefined])
    expect((await auth.getTokens())?.accessToken.value).not.toBe(before?.accessToken.value)
  })
})
