import { type RunningEmulator, startEmulator } from '@storefront-kit/emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminServer, SESSION_COOKIE } from '../src/server/app'
import { MAX_FAILURES } from '../src/server/attempts'
import type { ServerConfig } from '../src/server/config'
import { hashPassword } from '../src/server/password'

const ORIGIN = 'http://admin.test'
let emulator: RunningEmulator
let config: ServerConfig

beforeAll(async () => {
  emulator = await startEmulator({ seed: 'demo', catalog: 'v1' })
  config = {
    apiUrl: emulator.url,
    apiKey: emulator.info.apiKey,
    siteId: emulator.info.siteId,
    password: undefined,
    secureCookies: false,
  }
})
afterAll(() => emulator.close())

/** The back office's server with every sign-in link it printed, and a way to call it. */
async function backOffice(options: { password?: string; config?: Partial<ServerConfig> } = {}) {
  const links: string[] = []
  const app = createAdminServer({
    config: { ...config, ...options.config },
    password: options.password ? await hashPassword(options.password) : undefined,
    onSignInLink: (path) => links.push(path),
    serveApp: (c) => c.html('<!doctype html><title>app</title>'),
  })
  const call = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init)
  return { app, links, call }
}

/** The session cookie a sign-in answer set, ready for a Cookie header. */
function sessionCookie(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`))
  return cookie.split(';')[0] ?? ''
}

const searchOrders = (cookie: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json', origin: ORIGIN, ...headers },
  body: JSON.stringify({ search: { cursorPaging: { limit: 5 } } }),
})

describe('signing in to the back office', () => {
  it('turns a one-time link into an HttpOnly, SameSite=Strict session, and the link into a new one', async () => {
    const { links, call } = await backOffice()
    expect(links).toHaveLength(1)
    const first = links[0] ?? ''
    const signedIn = await call(first)
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/')
    const cookie = signedIn.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(links).toHaveLength(2)
    const again = await call(first)
    expect(again.headers.get('location')).toBe('/sign-in?notice=used-link')
    expect(again.headers.get('set-cookie')).toBeNull()
    expect((await call(links[1] ?? '')).status).toBe(303)
  })

  it('sends a person without a session to the sign-in page, keeping where they were going', async () => {
    const { call } = await backOffice()
    const page = await call('/orders/abc?tab=2')
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(
      `/sign-in?next=${encodeURIComponent('/orders/abc?tab=2')}`,
    )
    const signIn = await call('/sign-in?next=/orders')
    expect(await signIn.text()).toContain('one-time sign-in link')
  })

  it('accepts the password, refuses a wrong one in words, and stops guessing after too many', async () => {
    const { call } = await backOffice({ password: 'correct horse battery' })
    const form = (password: string) => ({
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password, next: '/members' }).toString(),
    })
    const wrong = await call('/auth/sign-in', form('nope'))
    expect(wrong.headers.get('location')).toBe('/sign-in?notice=wrong-password&next=%2Fmembers')
    expect(await (await call('/sign-in?notice=wrong-password')).text()).toContain(
      'That password is not right',
    )
    const right = await call('/auth/sign-in', form('correct horse battery'))
    expect(right.headers.get('location')).toBe('/members')
    sessionCookie(right)
    for (let i = 0; i < MAX_FAILURES; i++) await call('/auth/sign-in', form(`guess ${i}`))
    const blocked = await call('/auth/sign-in', form('correct horse battery'))
    expect(blocked.headers.get('location')).toBe('/sign-in?notice=too-many')
  })

  it('never sends a sign-in elsewhere than its own pages', async () => {
    const { call } = await backOffice({ password: 'pw' })
    const answer = await call('/auth/sign-in', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'pw', next: '//evil.example/' }).toString(),
    })
    expect(answer.headers.get('location')).toBe('/')
  })

  it('ends the session on sign-out', async () => {
    const { links, call } = await backOffice()
    const cookie = sessionCookie(await call(links[0] ?? ''))
    const out = await call('/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
    })
    expect(out.headers.get('location')).toBe('/sign-in?notice=signed-out')
    expect((await call('/auth/session', { headers: { cookie } })).status).toBe(401)
  })
})

describe('the API under /api', () => {
  it('answers a signed-out call with the platform envelope, never forwarding it', async () => {
    const { call } = await backOffice()
    const answer = await call('/api/ecom/v1/orders/search', searchOrders(''))
    expect(answer.status).toBe(401)
    const body = await answer.json()
    expect(body.details.applicationError.code).toBe('BACK_OFFICE_SIGNED_OUT')
  })

  it('forwards a signed-in call as the owner, and the answer carries no key', async () => {
    const { links, call } = await backOffice()
    const cookie = sessionCookie(await call(links[0] ?? ''))
    // A browser-sent credential is dropped: the server's key is the only one the platform sees.
    const answer = await call(
      '/api/ecom/v1/orders/search',
      searchOrders(cookie, { authorization: 'not-the-key' }),
    )
    const text = await answer.text()
    expect(answer.status).toBe(200)
    expect(JSON.parse(text)).toHaveProperty('orders')
    expect(text).not.toContain(config.apiKey)
    for (const [, value] of answer.headers) expect(value).not.toContain(config.apiKey)
  })

  it('refuses a state-changing call from another site', async () => {
    const { links, call } = await backOffice()
    const cookie = sessionCookie(await call(links[0] ?? ''))
    const answer = await call(
      '/api/ecom/v1/orders/search',
      searchOrders(cookie, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    )
    expect(answer.status).toBe(403)
  })

  it('passes the platform error envelope and request id through', async () => {
    const { links, call } = await backOffice()
    const cookie = sessionCookie(await call(links[0] ?? ''))
    const answer = await call('/api/ecom/v1/orders/00000000-0000-4000-8000-000000000000', {
      headers: { cookie },
    })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('x-wix-request-id')).toBeTruthy()
  })

  it('says the store cannot be reached when it does not answer', async () => {
    const { links, call } = await backOffice({ config: { apiUrl: 'http://127.0.0.1:9' } })
    const cookie = sessionCookie(await call(links[0] ?? ''))
    const answer = await call('/api/ecom/v1/orders/search', searchOrders(cookie))
    expect(answer.status).toBe(502)
    expect((await answer.json()).details.applicationError.code).toBe('STORE_UNREACHABLE')
  })
})
