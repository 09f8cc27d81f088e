import { afterEach, describe, expect, it } from 'vitest'
import { CART, commerceEmulator, line } from './support/commerce'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

/** What a browser says about where a form post comes from. */
const FROM = {
  ownPage: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
  otherSite: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  // Another port of the same host: the same site, but not the page that holds the form.
  otherPort: { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' },
  // A browser without fetch metadata still sends Origin with a POST.
  otherOriginOnly: { origin: 'https://evil.example' },
  nullOrigin: { origin: 'null' },
}

/** Posts a hosted form as a browser would from `headers`' page. */
async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
  jar = cookieJar(),
) {
  const res = await t.emulator.request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
  jar.take(res)
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    cookies: res.headers.getSetCookie(),
    text: await res.text(),
  }
}

describe('hosted forms refuse posts from other sites', () => {
  it('refuses a login post from another site or origin, and accepts the page’s own', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.authSession(visitor.access_token)
    const session = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const fields = { session, action: 'login', email: 'ann@example.com', password: 'secret-pass' }
    for (const [from, headers] of Object.entries(FROM).filter(([name]) => name !== 'ownPage')) {
      const refused = await post('/__hosted/authorize', fields, headers)
      expect([from, refused.status, refused.cookies]).toEqual([from, 403, []])
      expect(refused.text).toContain('another site')
    }
    // Nothing was spent by the refused posts: the page's own post signs in and answers a code.
    const jar = cookieJar()
    const accepted = await post('/__hosted/authorize', fields, FROM.ownPage, jar)
    expect(accepted.status).toBe(303)
    expect(s.answerOf(accepted.location)).toMatchObject({ code: expect.any(String) })
    expect(accepted.cookies.join()).toMatch(/sfemu_session=.+SameSite=Lax/i)
  })

  it('guards every form of the hosted pages the same way', async () => {
    t = testEmulator({ seed: 'demo' })
    const jar = cookieJar()
    const signedIn = await post(
      '/__hosted/login',
      { action: 'login', email: 'demo.member@example.com', password: 'demo-password' },
      FROM.ownPage,
      jar,
    )
    expect(signedIn.status).toBe(303)
    const forms: [string, Record<string, string>][] = [
      ['/__hosted/login', { action: 'login', email: 'demo.member@example.com', password: 'x' }],
      ['/__hosted/recover', { recoveryToken: 'x', password: 'new-password' }],
      ['/__hosted/logout', {}],
      ['/_api/iam/authentication/v1/logout', { clientId: t.clientId }],
      ['/__hosted/checkout', { session: 'x', checkoutId: 'x', step: 'details' }],
    ]
    for (const [path, fields] of forms) {
      const refused = await post(path, fields, FROM.otherSite, jar)
      expect([path, refused.status, refused.cookies]).toEqual([path, 403, []])
    }
    // Still signed in: neither logout form acted.
    const account = await t.emulator.request('http://localhost/__hosted/account', {
      headers: { cookie: jar.header() },
    })
    expect(await account.text()).toContain('demo.member@example.com')
  })

  it('refuses a checkout post from another site before it touches the checkout', async () => {
    const env = commerceEmulator()
    try {
      const visitor = await env.visitor()
      await env.add(visitor, line('classic-cotton-tee', 1))
      const created = await env.api(visitor).post(`${CART}/create-checkout`, { channelType: 'WEB' })
      const checkoutId = (created.json as { checkoutId: string }).checkoutId
      const session = await env.api(visitor).post('/_api/redirects-api/v1/redirect-session', {
        ecomCheckout: { checkoutId },
      })
      const token = new URL(
        (session.json as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl,
      ).searchParams.get('session')
      const res = await env.emulator.request('http://localhost/__hosted/checkout', {
        method: 'POST',
        headers: { ...FROM.otherSite, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          session: token ?? '',
          checkoutId,
          step: 'details',
          email: 'mallory@example.com',
        }).toString(),
      })
      expect(res.status).toBe(403)
      const checkout = await env.api(visitor).get(`/ecom/v1/checkouts/${checkoutId}`)
      expect(JSON.stringify(checkout.json)).not.toContain('mallory@example.com')
    } finally {
      env.close()
    }
  })
})

describe('the login cookie', () => {
  it('is SameSite=Lax, and SameSite=None only when set inside another site’s frame', async () => {
    t = testEmulator()
    const s = signIn(t)
    const silent = async (headers: Record<string, string>) => {
      const visitor = await s.visitor()
      const email = `ann-${Math.random().toString(36).slice(2)}@example.com`
      const login = await s.register(visitor.access_token, email)
      const flow = await s.authSession(visitor.access_token, {
        responseMode: 'web_message',
        redirectUri: null,
        prompt: 'none',
        sessionToken: String(login.json.sessionToken),
        origin: 'http://localhost:5173',
      })
      const res = await t.emulator.request(flow.session?.fullUrl ?? '', { headers })
      expect(res.status).toBe(302)
      return res.headers.getSetCookie().join()
    }
    const crossSiteFrame = await silent({
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSiteFrame).toMatch(/SameSite=None/i)
    expect(crossSiteFrame).toMatch(/Secure/i)
    const sameSiteFrame = await silent({
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': 'same-site',
    })
    expect(sameSiteFrame).toMatch(/SameSite=Lax/i)
    const topLevel = await silent({ 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })
    expect(topLevel).toMatch(/SameSite=Lax/i)
    expect(topLevel).not.toMatch(/SameSite=None/i)
  })
})
