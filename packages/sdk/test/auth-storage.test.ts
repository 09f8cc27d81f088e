import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cookieStorage,
  crossTabLock,
  hydrateTokens,
  localStorageAdapter,
  serializeTokens,
  tokensCookie,
  tokensFromCookies,
} from '../src/auth'
import { createClient, type TokenStorage, type Tokens, visitorAuth } from '../src/index'
import { type SeenRequest, startTestServer, type TestServer } from './support/test-server'

let server: TestServer | undefined
afterEach(() => server?.close())

const tokens = (
  role: Tokens['refreshToken']['role'] = 'visitor',
  expiresAt = 4_000_000_000,
): Tokens => ({
  accessToken: { value: `access-${role}`, expiresAt },
  refreshToken: { value: `refresh-${role}`, role },
})

const fakeStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A token endpoint issuing access-1, access-2, ... slowly, and an API accepting any of them. */
async function platform() {
  let issued = 0
  const tokenRequests: unknown[] = []
  const s = await startTestServer(async (req: SeenRequest) => {
    if (req.path === '/oauth2/token') {
      tokenRequests.push(req.json)
      await new Promise((resolve) => setTimeout(resolve, 30))
      issued++
      return {
        body: {
          access_token: `access-${issued}`,
          expires_in: 14400,
          refresh_token: `refresh-${issued}`,
        },
      }
    }
    return { body: { seen: req.headers.authorization } }
  })
  server = s
  return { url: s.url, tokenRequests }
}

const call = { operation: 'op', method: 'GET' as const, path: '/x' }

describe('localStorageAdapter', () => {
  it('keeps tokens as JSON, clears them with null, and ignores entries that are not tokens', async () => {
    const storage = fakeStorage()
    const adapter = localStorageAdapter({ storage, key: 'k' })
    expect(await adapter.get()).toBeNull()
    await adapter.set(tokens('member'))
    expect(JSON.parse(storage.items.get('k') ?? '')).toEqual(tokens('member'))
    expect(await adapter.get()).toEqual(tokens('member'))
    storage.items.set('k', JSON.stringify({ accessToken: { value: 1 } }))
    expect(await adapter.get()).toBeNull()
    storage.items.set('k', '{broken')
    expect(await adapter.get()).toBeNull()
    await adapter.set(null)
    expect(storage.items.has('k')).toBe(false)
    expect(typeof adapter.lock).toBe('function')
  })

  it('keeps nothing, without failing, where storage is missing or throws', async () => {
    const none = localStorageAdapter()
    expect(await none.get()).toBeNull()
    await none.set(tokens())
    const throwing = localStorageAdapter({
      storage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('quota')
        },
        removeItem: () => {},
      },
    })
    expect(await throwing.get()).toBeNull()
    await expect(Promise.resolve(throwing.set(tokens()))).resolves.toBeUndefined()
  })
})

describe('cookieStorage', () => {
  it('writes a cookie with expiry in days, Secure and SameSite, and reads it back', async () => {
    const doc = { cookie: '' }
    let written = ''
    Object.defineProperty(doc, 'cookie', {
      get: () => (written ? written.split(';')[0] : ''),
      set: (value: string) => {
        written = value
      },
    })
    const storage = cookieStorage({ document: doc, days: 7, sameSite: 'Strict', secure: true })
    await storage.set(tokens('member'))
    expect(written).toMatch(
      /^storefront-kit-tokens=[^;]+; Max-Age=604800; Path=\/; SameSite=Strict; Secure$/,
    )
    expect(await storage.get()).toEqual(tokens('member'))
    await storage.set(null)
    expect(written).toMatch(/^storefront-kit-tokens=; Max-Age=-86400;/)
  })

  it('builds Set-Cookie headers for servers and reads tokens from a Cookie header', () => {
    const header = tokensCookie(tokens(), { days: 1, secure: false, domain: 'shop.example' })
    expect(header).toContain('Max-Age=86400')
    expect(header).toContain('Domain=shop.example')
    expect(header).not.toContain('Secure')
    expect(tokensCookie(tokens(), { sameSite: 'None', secure: false })).toContain('Secure')
    const cookie = `a=1; ${header.split(';')[0]}; b=2`
    expect(tokensFromCookies(cookie)).toEqual(tokens())
    expect(tokensFromCookies('storefront-kit-tokens=%7Bbroken')).toBeNull()
    expect(tokensFromCookies('storefront-kit-tokens=%E0%A4%A')).toBeNull()
    expect(tokensFromCookies(undefined)).toBeNull()
  })
})

describe('server-rendering hand-off', () => {
  it('serialises tokens safely for an inline script and hydrates them back', () => {
    const nasty: Tokens = {
      ...tokens(),
      accessToken: { value: '</script><script>alert(1)</script>\u2028', expiresAt: 1 },
    }
    const text = serializeTokens(nasty)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(hydrateTokens(text)).toEqual(nasty)
    expect(hydrateTokens(JSON.parse(text))).toEqual(nasty)
    expect(hydrateTokens('null')).toBeUndefined()
    expect(hydrateTokens({ accessToken: {} })).toBeUndefined()
    expect(hydrateTokens(undefined)).toBeUndefined()
  })

  it('lets the browser continue with the server’s tokens: no second token request', async () => {
    const p = await platform()
    const serverAuth = visitorAuth({ clientId: 'c' })
    await createClient({ baseUrl: p.url, auth: serverAuth }).request(call)
    const html = `<script>window.__TOKENS__ = ${serializeTokens(await serverAuth.getTokens())}</script>`
    const shipped = /window.__TOKENS__ = (.*)<\/script>/.exec(html)?.[1]
    const browserAuth = visitorAuth({
      clientId: 'c',
      tokens: hydrateTokens(shipped),
      storage: localStorageAdapter({ storage: fakeStorage() }),
    })
    const answer = await createClient({ baseUrl: p.url, auth: browserAuth }).request<{
      seen: string
    }>(call)
    expect(answer.seen).toBe('access-1')
    expect(p.tokenRequests).toHaveLength(1)
  })
})

describe('renewals shared by tabs', () => {
  for (const [label, locks] of [
    ['with Web Locks', true],
    ['where Web Locks are missing', false],
  ] as const)
    it(`runs work under one lock per name, ${label}`, async () => {
      if (!locks) vi.stubGlobal('navigator', {})
      try {
        const lock = crossTabLock(`test-lock-${label}`)
        const order: string[] = []
        const slow = (name: string) => async () => {
          order.push(`${name}:start`)
          await new Promise((resolve) => setTimeout(resolve, 10))
          order.push(`${name}:end`)
          return name
        }
        const failing = lock(async () => {
          throw new Error('x')
        }).catch(() => 'failed')
        const results = await Promise.all([
          lock(slow('a')),
          crossTabLock(`test-lock-${label}`)(slow('b')),
          failing,
        ])
        expect(results).toEqual(['a', 'b', 'failed'])
        expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end'])
      } finally {
        vi.unstubAllGlobals()
      }
    })

  it('makes one token request for two "tabs" sharing a storage, each firing 50 first calls', async () => {
    const p = await platform()
    const storage = fakeStorage()
    const tab = () =>
      createClient({
        baseUrl: p.url,
        auth: visitorAuth({ clientId: 'c', storage: localStorageAdapter({ storage }) }),
      })
    const [a, b] = [tab(), tab()]
    const seen = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).request<{ seen: string }>(call)),
    )
    expect(p.tokenRequests).toEqual([{ clientId: 'c', grantType: 'anonymous' }])
    expect(new Set(seen.map((answer) => answer.seen))).toEqual(new Set(['access-1']))
  })

  it('makes one refresh for two tabs whose stored access token expired', async () => {
    const p = await platform()
    const storage = fakeStorage()
    storage.setItem('storefront-kit.tokens', JSON.stringify(tokens('member', 1)))
    const tab = () =>
      createClient({
        baseUrl: p.url,
        auth: visitorAuth({ clientId: 'c', storage: localStorageAdapter({ storage }) }),
      })
    await Promise.all([tab().request(call), tab().request(call), tab().request(call)])
    expect(p.tokenRequests).toEqual([
      { clientId: 'c', grantType: 'refresh_token', refreshToken: 'refresh-member' },
    ])
    expect(JSON.parse(storage.getItem('storefront-kit.tokens') ?? '').refreshToken).toEqual({
      value: 'refresh-1',
      role: 'member',
    })
  })

  it('accepts any custom async storage', async () => {
    const p = await platform()
    let kept: Tokens | null = null
    const writes: (Tokens | null)[] = []
    const custom: TokenStorage = {
      get: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        return kept
      },
      set: async (value) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        writes.push(value)
        kept = value
      },
    }
    const client = createClient({
      baseUrl: p.url,
      auth: visitorAuth({ clientId: 'c', storage: custom }),
    })
    await Promise.all([client.request(call), client.request(call)])
    expect(writes).toHaveLength(1)
    const again = createClient({
      baseUrl: p.url,
      auth: visitorAuth({ clientId: 'c', storage: custom }),
    })
    await again.request(call)
    expect(p.tokenRequests).toHaveLength(1)
  })
})
