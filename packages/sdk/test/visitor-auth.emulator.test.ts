import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthenticationError, createClient, NotFoundError, visitorAuth } from '../src/index'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())

/** A call to an endpoint the emulator does not have: 404 once the credentials pass (GraphQL is served now). */
const probe = (client: ReturnType<typeof createClient>) =>
  client.request({ operation: 'probe', method: 'POST', path: '/no-such-endpoint', payload: {} })

const tokenInfo = async (token: string) =>
  (await (
    await fetch(`${emu.url}/oauth2/token-info`, { method: 'POST', body: JSON.stringify({ token }) })
  ).json()) as {
    active: boolean
    subjectId: string
  }

describe('visitor tokens against the emulator', () => {
  it('obtains a real visitor token the emulator accepts', async () => {
    const auth = visitorAuth({ clientId: emu.info.clientId })
    const client = createClient({ baseUrl: emu.url, auth })
    // Any authenticated call works; an unknown endpoint proves the token passed authentication.
    await expect(probe(client)).rejects.toBeInstanceOf(NotFoundError)
    const tokens = await auth.getTokens()
    expect(tokens?.refreshToken.role).toBe('visitor')
    expect((await tokenInfo(tokens?.accessToken.value ?? '')).active).toBe(true)
  })

  it('renews through the refresh token when the access token has expired, keeping the visitor', async () => {
    const auth = visitorAuth({ clientId: emu.info.clientId })
    const client = createClient({ baseUrl: emu.url, auth })
    await probe(client).catch(() => {})
    const first = await auth.getTokens()
    await auth.setTokens(first && { ...first, accessToken: { ...first.accessToken, expiresAt: 0 } })
    await probe(client).catch(() => {})
    const second = await auth.getTokens()
    expect(second?.accessToken.value).not.toBe(first?.accessToken.value)
    expect(second?.refreshToken.value).toBe(first?.refreshToken.value)
    expect((await tokenInfo(second?.accessToken.value ?? '')).subjectId).toBe(
      (await tokenInfo(first?.accessToken.value ?? '')).subjectId,
    )
  })

  it('starts a new visitor when the emulator rejects the refresh token', async () => {
    const auth = visitorAuth({
      clientId: emu.info.clientId,
      tokens: {
        accessToken: { value: '', expiresAt: 0 },
        refreshToken: { value: 'revoked-or-unknown', role: 'visitor' },
      },
    })
    const client = createClient({ baseUrl: emu.url, auth })
    await probe(client).catch(() => {})
    const tokens = await auth.getTokens()
    expect(tokens?.refreshToken.value).not.toBe('revoked-or-unknown')
    expect((await tokenInfo(tokens?.accessToken.value ?? '')).active).toBe(true)
  })

  it('renews once on 401 after the emulator clock passes the expiry', async () => {
    const auth = visitorAuth({ clientId: emu.info.clientId })
    const client = createClient({ baseUrl: emu.url, auth })
    await probe(client).catch(() => {})
    const before = await auth.getTokens()
    await emu.control('/_emulator/clock', { advanceSeconds: 20_000 })
    // The SDK still thinks the token is valid (its own clock); the emulator answers 401 and the SDK renews.
    await expect(probe(client)).rejects.toBeInstanceOf(NotFoundError)
    expect((await auth.getTokens())?.accessToken.value).not.toBe(before?.accessToken.value)
  })

  it('surfaces a 401 with the request id when a call carries a bad API key', async () => {
    const client = createClient({ baseUrl: emu.url, headers: { authorization: 'not-a-token' } })
    const error = await probe(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuthenticationError)
    expect((error as AuthenticationError).requestId).toMatch(/^[0-9a-f-]{36}$/)
  })
})
