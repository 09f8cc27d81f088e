import { afterEach, describe, expect, it } from 'vitest'
import { createClient, encodeQuery, memoryStorage, type Tokens, visitorAuth } from '../src/index'
import {
  recordingClock,
  type SeenRequest,
  startTestServer,
  type TestServer,
} from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

/** A token endpoint plus one API route that accepts only the tokens it issued and has not revoked. */
async function platform(options: { rejectRefresh?: number; refreshStatus?: number } = {}) {
  let issued = 0
  const valid = new Set<string>()
  const tokenRequests: unknown[] = []
  const s = await startTestServer(async (req: SeenRequest) => {
    if (req.path === '/oauth2/token') {
      tokenRequests.push(req.json)
      const body = req.json as { grantType: string; refreshToken?: string }
      if (body.grantType === 'refresh_token' && options.rejectRefresh !== undefined)
        return {
          status: options.refreshStatus ?? 400,
          body: { message: 'bad refresh token', details: {} },
        }
      await new Promise((resolve) => setTimeout(resolve, 20))
      issued++
      valid.add(`access-${issued}`)
      return {
        body: {
          access_token: `access-${issued}`,
          token_type: 'Bearer',
          expires_in: 14400,
          refresh_token: `refresh-${issued}`,
        },
      }
    }
    if (!valid.has(String(req.headers.authorization)))
      return { status: 401, body: { message: 'expired', details: {} } }
    return { body: { ok: true } }
  })
  return { server: s, tokenRequests, revoke: () => valid.clear() }
}

const call = { operation: 'op', method: 'GET' as const, path: '/ecom/v1/carts/current' }

describe('visitorAuth', () => {
  it('makes exactly one token request for 100 concurrent first calls', async () => {
    const p = await platform()
    server = p.server
    const client = createClient({
      baseUrl: server.url,
      auth: visitorAuth({ clientId: 'client-1' }),
    })
    await Promise.all(Array.from({ length: 100 }, () => client.request(call)))
    expect(p.tokenRequests).toEqual([{ clientId: 'client-1', grantType: 'anonymous' }])
    expect(
      new Set(
        server.requests
          .filter((r) => r.path !== '/oauth2/token')
          .map((r) => r.headers.authorization),
      ),
    ).toEqual(new Set(['access-1']))
  })

  it('sends the raw access token, without a Bearer prefix', async () => {
    const p = await platform()
    server = p.server
    const client = createClient({ baseUrl: server.url, auth: visitorAuth({ clientId: 'c' }) })
    await client.request(call)
    expect(server.requests[1]?.headers.authorization).toBe('access-1')
  })

  it('keeps using supplied tokens while they are valid', async () => {
    const p = await platform()
    server = p.server
    const { clock } = recordingClock()
    const now = Math.floor(clock.now() / 1000)
    const auth = visitorAuth({
      clientId: 'c',
      tokens: {
        accessToken: { value: 'access-0', expiresAt: now + 60 },
        refreshToken: { value: 'r0', role: 'visitor' },
      },
    })
    const client = createClient({ baseUrl: server.url, auth, clock })
    p.revoke()
    await client.request(call).catch(() => {})
    expect(server.requests[0]?.headers.authorization).toBe('access-0')
  })

  it('renews an expired access token with the refresh token, keeping the role', async () => {
    const p = await platform()
    server = p.server
    const { clock, advance } = recordingClock()
    const now = Math.floor(clock.now() / 1000)
    const auth = visitorAuth({
      clientId: 'c',
      tokens: {
        accessToken: { value: 'old', expiresAt: now + 10 },
        refreshToken: { value: 'member-refresh', role: 'member' },
      },
    })
    const client = createClient({ baseUrl: server.url, auth, clock })
    advance(11_000)
    await client.request(call)
    expect(p.tokenRequests).toEqual([
      { clientId: 'c', grantType: 'refresh_token', refreshToken: 'member-refresh' },
    ])
    const tokens = (await auth.getTokens()) as Tokens
    expect(tokens.accessToken).toEqual({ value: 'access-1', expiresAt: now + 11 + 14400 })
    expect(tokens.refreshToken).toEqual({ value: 'refresh-1', role: 'member' })
    expect(auth.loggedIn()).toBe(true)
  })

  it('treats a token as valid up to its expiry second and renews it after', async () => {
    const p = await platform()
    server = p.server
    const { clock, advance } = recordingClock()
    const client = createClient({
      baseUrl: server.url,
      auth: visitorAuth({ clientId: 'c' }),
      clock,
    })
    await client.request(call)
    advance(14_400_000)
    await client.request(call)
    expect(p.tokenRequests).toHaveLength(1)
    advance(1000)
    await client.request(call)
    expect(p.tokenRequests).toHaveLength(2)
  })

  it('starts a new anonymous visitor when the refresh token is rejected', async () => {
    const p = await platform({ rejectRefresh: 1 })
    server = p.server
    const auth = visitorAuth({
      clientId: 'c',
      tokens: {
        accessToken: { value: '', expiresAt: 0 },
        refreshToken: { value: 'dead', role: 'member' },
      },
    })
    const client = createClient({ baseUrl: server.url, auth })
    await client.request(call)
    expect(p.tokenRequests.map((r) => (r as { grantType: string }).grantType)).toEqual([
      'refresh_token',
      'anonymous',
    ])
    expect(auth.loggedIn()).toBe(false)
    expect((await auth.getTokens())?.refreshToken.role).toBe('visitor')
  })

  it('keeps the session when the token endpoint fails with a server error instead of rejecting', async () => {
    const p = await platform({ rejectRefresh: 1, refreshStatus: 503 })
    server = p.server
    const auth = visitorAuth({
      clientId: 'c',
      tokens: {
        accessToken: { value: '', expiresAt: 0 },
        refreshToken: { value: 'member-r', role: 'member' },
      },
    })
    const client = createClient({ baseUrl: server.url, auth })
    await expect(client.request(call)).rejects.toMatchObject({ status: 503 })
    expect(p.tokenRequests).toHaveLength(1)
    expect(auth.loggedIn()).toBe(true)
  })

  it('renews once and repeats a call answered 401, even an unsafe one', async () => {
    const p = await platform()
    server = p.server
    const client = createClient({ baseUrl: server.url, auth: visitorAuth({ clientId: 'c' }) })
    await client.request(call)
    p.revoke()
    expect(await client.request({ ...call, method: 'POST' })).toEqual({ ok: true })
    const grants = p.tokenRequests.map((r) => (r as { grantType: string }).grantType)
    expect(grants).toEqual(['anonymous', 'refresh_token'])
    const apiCalls = server.requests
      .filter((r) => r.path !== '/oauth2/token')
      .map((r) => r.headers.authorization)
    expect(apiCalls).toEqual(['access-1', 'access-1', 'access-2'])
  })

  it('gives up after one renewal when the server keeps answering 401', async () => {
    server = await startTestServer((req) =>
      req.path === '/oauth2/token'
        ? { body: { access_token: 'a', expires_in: 100, refresh_token: 'r' } }
        : { status: 401, body: { message: 'no', details: {} } },
    )
    const client = createClient({ baseUrl: server.url, auth: visitorAuth({ clientId: 'c' }) })
    await expect(client.request(call)).rejects.toMatchObject({ status: 401 })
    expect(server.requests.filter((r) => r.path !== '/oauth2/token')).toHaveLength(2)
  })

  it('loads tokens from storage and writes renewed ones back', async () => {
    const p = await platform()
    server = p.server
    const storage = memoryStorage()
    const client = createClient({
      baseUrl: server.url,
      auth: visitorAuth({ clientId: 'c', storage }),
    })
    await client.request(call)
    const stored = (await storage.get()) as Tokens
    expect(stored.accessToken.value).toBe('access-1')

    const second = createClient({
      baseUrl: server.url,
      auth: visitorAuth({ clientId: 'c', storage }),
    })
    await second.request(call)
    expect(p.tokenRequests).toHaveLength(1)
  })

  it('never puts tokens in a URL', async () => {
    const p = await platform()
    server = p.server
    const client = createClient({ baseUrl: server.url, auth: visitorAuth({ clientId: 'c' }) })
    await client.request({ ...call, query: encodeQuery({ a: 1 }) })
    expect(server.requests.some((r) => r.query.toString().includes('access'))).toBe(false)
  })
})
