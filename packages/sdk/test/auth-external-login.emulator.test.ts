import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getMemberTokensForExternalLogin, getUserInfo, loggedIn, signOn } from '../src/auth'
import { addToCurrentCart, getCurrentCart } from '../src/cart'
import { AuthenticationError, ValidationError } from '../src/index'
import { failure, lineOf, productIds } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let ids: Record<string, string> = {}
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

describe('external login (authorized_client grant)', () => {
  it('signs the visitor in as the member the server signed on; the cart carries over', async () => {
    const shopper = emu.visitor()
    await addToCurrentCart(shopper, { lineItems: [lineOf(ids['leather-card-wallet'] ?? '')] })
    const { sessionToken, identity } = await signOn(emu.owner(), {
      loginId: { email: 'partner.customer@example.com' },
    })
    const tokens = await getMemberTokensForExternalLogin(shopper, {
      memberId: identity.id ?? '',
      sessionToken,
      apiKey: emu.info.apiKey,
    })
    expect(tokens.refreshToken).toEqual({ value: expect.any(String), role: 'member' })
    expect(loggedIn(shopper)).toBe(true)
    expect((await getUserInfo(shopper)).email).toBe('partner.customer@example.com')
    const { cart } = await getCurrentCart(shopper)
    expect(cart.buyerInfo.memberId).toBe(identity.id)
    expect(cart.lineItems.map((line) => line.catalogReference.catalogItemId)).toEqual([
      ids['leather-card-wallet'],
    ])
  })

  it('throws the server’s typed errors and leaves the visitor signed out', async () => {
    const { sessionToken, identity } = await signOn(emu.owner(), {
      loginId: { email: 'second.customer@example.com' },
    })
    const memberId = identity.id ?? ''
    const shopper = emu.visitor()
    const wrongKey = await failure(
      getMemberTokensForExternalLogin(shopper, { memberId, sessionToken, apiKey: 'not-the-key' }),
    )
    expect(wrongKey).toBeInstanceOf(AuthenticationError)
    expect(wrongKey.requestId).toEqual(expect.any(String))
    expect(wrongKey.message).not.toContain('not-the-key')
    expect(loggedIn(shopper)).toBe(false)

    const apiKey = emu.info.apiKey
    await getMemberTokensForExternalLogin(emu.visitor(), { memberId, sessionToken, apiKey })
    const reused = await failure(
      getMemberTokensForExternalLogin(shopper, { memberId, sessionToken, apiKey }),
    )
    expect(reused).toBeInstanceOf(ValidationError)
    expect(reused.code).toBe('INVALID_GRANT')
    expect(loggedIn(shopper)).toBe(false)
    expect(JSON.stringify(reused)).not.toContain(apiKey)
  })

  it('needs a client with visitorAuth', async () => {
    const error = await failure(
      getMemberTokensForExternalLogin(emu.owner(), {
        memberId: 'm',
        apiKey: 'k',
      }),
    )
    expect(error.code).toBe('NOT_TOKEN_AUTH')
  })
})
