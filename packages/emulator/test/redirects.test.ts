import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const PATH = '/_api/redirects-api/v1/redirect-session'
type Session = {
  id: string
  fullUrl: string
  urlDetails: { endpoint: string; searchParams: Record<string, string> }
  sessionToken: string
  shortUrl: string
}
const sessionOf = (json: Record<string, unknown>) => json.redirectSession as Session
const appCode = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } }).applicationError?.code
const violations = (json: Record<string, unknown>) =>
  (
    json.details as {
      validationError?: { fieldViolations: { field: string; violatedRule: string }[] }
    }
  ).validationError?.fieldViolations ?? []

async function visitor() {
  const { access_token } = await t.visitorToken()
  return { authorization: access_token }
}

describe('create redirect session', () => {
  it('answers fullUrl, urlDetails, sessionToken and shortUrl for a login page, on all three paths', async () => {
    t = testEmulator()
    const auth = await visitor()
    for (const path of [
      PATH,
      '/redirect-session/v1/redirect-session',
      '/headless/v1/redirect-session',
    ]) {
      const res = await t.call(
        'POST',
        path,
        { login: {}, callbacks: { postFlowUrl: 'http://localhost:3000/' } },
        auth,
      )
      expect(res.status).toBe(200)
      const session = sessionOf(res.json)
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
      const url = new URL(session.fullUrl)
      expect(url.pathname).toBe('/__hosted/login')
      expect(session.urlDetails).toEqual({
        endpoint: `${url.origin}/__hosted/login`,
        searchParams: { session: session.sessionToken },
      })
      const short = await t.emulator.request(session.shortUrl)
      expect([short.status, short.headers.get('location')]).toEqual([302, session.fullUrl])
    }
    const events = (
      await t.call('GET', '/_emulator/events?entityFqdn=wix.headless.v1.redirect_session')
    ).json.events as unknown[]
    expect(events).toHaveLength(3)
  })

  it('points each hosted intent at its page, with the additional query parameters', async () => {
    t = testEmulator()
    const auth = await visitor()
    const checkoutId = '3f2a1e0d-4b5c-4d6e-8f90-a1b2c3d4e5f6'
    const cases: [Record<string, unknown>, string, Record<string, string>][] = [
      [{ ecomCheckout: { checkoutId } }, '/__hosted/checkout', { checkoutId }],
      [{ storesProduct: { productSlug: 'blue shirt' } }, '/__hosted/product-page/blue%20shirt', {}],
      [{ memberAccountPage: { section: 'ORDERS' } }, '/__hosted/account', { section: 'ORDERS' }],
      [{ logout: { clientId: t.clientId } }, '/__hosted/logout', {}],
    ]
    for (const [intent, path, params] of cases) {
      const res = await t.call(
        'POST',
        PATH,
        {
          ...intent,
          preferences: { additionalQueryParameters: { utm: 'x' } },
          callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks' },
        },
        auth,
      )
      const url = new URL(sessionOf(res.json).fullUrl)
      expect(url.pathname).toBe(path)
      expect(Object.fromEntries(url.searchParams)).toEqual({
        ...params,
        session: sessionOf(res.json).sessionToken,
        utm: 'x',
      })
    }
  })

  it('answers the intents it does not host with a clear application error', async () => {
    t = testEmulator()
    const auth = await visitor()
    for (const intent of [
      'bookingsCheckout',
      'bookingsBook',
      'eventsCheckout',
      'paidPlansCheckout',
      'ecomOrderPaymentRequest',
    ]) {
      const res = await t.call('POST', PATH, { [intent]: {} }, auth)
      expect([res.status, appCode(res.json)]).toEqual([428, 'UNIMPLEMENTED_FEATURE'])
      expect(res.json.message).toContain('does not host')
    }
  })

  it('needs exactly one intent, a token, and registered URLs', async () => {
    t = testEmulator()
    const auth = await visitor()
    const none = await t.call('POST', PATH, { callbacks: {} }, auth)
    expect(violations(none.json)).toEqual([
      expect.objectContaining({ violatedRule: 'REQUIRED_ONE_OF_FIELD' }),
    ])
    const two = await t.call('POST', PATH, { login: {}, logout: { clientId: t.clientId } }, auth)
    expect(violations(two.json)).toEqual([
      expect.objectContaining({ violatedRule: 'ONE_OF_ALIGNMENT' }),
    ])
    expect((await t.call('POST', PATH, { login: {} })).status).toBe(401)
    const evil = await t.call(
      'POST',
      PATH,
      { logout: { clientId: t.clientId }, callbacks: { postFlowUrl: 'https://evil.example/' } },
      auth,
    )
    expect(violations(evil.json)).toEqual([
      expect.objectContaining({ field: 'callbacks.postFlowUrl' }),
    ])
    const otherClient = await t.call('POST', PATH, { logout: { clientId: 'other' } }, auth)
    expect(appCode(otherClient.json)).toBe('INVALID_CLIENT')
  })

  it('refuses a callback URL a hosted page would lead to unless it is a registered redirect URI', async () => {
    t = testEmulator()
    const auth = await visitor()
    const checkoutId = '3f2a1e0d-4b5c-4d6e-8f90-a1b2c3d4e5f6'
    const intents: Record<string, unknown>[] = [
      { login: {} },
      { logout: { clientId: t.clientId } },
      { memberAccountPage: {} },
      { storesProduct: { productSlug: 'tee' } },
      { ecomCheckout: { checkoutId } },
    ]
    for (const intent of intents) {
      const off = await t.call(
        'POST',
        PATH,
        { ...intent, callbacks: { postFlowUrl: 'https://evil.example/back' } },
        auth,
      )
      expect([Object.keys(intent)[0], off.status, violations(off.json)]).toEqual([
        Object.keys(intent)[0],
        400,
        [
          expect.objectContaining({
            field: 'callbacks.postFlowUrl',
            ruleName: 'REDIRECT_URI_NOT_ALLOWED',
          }),
        ],
      ])
      const on = await t.call(
        'POST',
        PATH,
        { ...intent, callbacks: { postFlowUrl: 'http://localhost:3000/back' } },
        auth,
      )
      expect(on.status).toBe(200)
    }
    const thanks = await t.call(
      'POST',
      PATH,
      { ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: 'https://evil.example/t' } },
      auth,
    )
    expect(violations(thanks.json)).toEqual([
      expect.objectContaining({ field: 'callbacks.thankYouPageUrl' }),
    ])
  })

  it('checks the auth intent: PKCE S256, response type and mode, registered redirect URI or origin', async () => {
    t = testEmulator()
    const auth = await visitor()
    const base = { clientId: t.clientId, responseType: 'code', state: 's', scope: 'offline_access' }
    const res = await t.call(
      'POST',
      PATH,
      {
        auth: {
          authRequest: {
            ...base,
            responseType: 'token',
            responseMode: 'post',
            codeChallengeMethod: 'plain',
            redirectUri: 'https://evil.example/cb',
          },
        },
      },
      auth,
    )
    expect(
      violations(res.json)
        .map((v) => v.field)
        .sort(),
    ).toEqual([
      'auth.authRequest.codeChallenge',
      'auth.authRequest.codeChallengeMethod',
      'auth.authRequest.redirectUri',
      'auth.authRequest.responseMode',
      'auth.authRequest.responseType',
    ])
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
    const noOrigin = await t.call(
      'POST',
      PATH,
      {
        auth: {
          authRequest: {
            ...base,
            responseMode: 'web_message',
            codeChallenge: challenge,
            codeChallengeMethod: 'S256',
          },
        },
      },
      auth,
    )
    expect(violations(noOrigin.json).map((v) => v.field)).toEqual(['origin'])
    const fromHeader = await t.call(
      'POST',
      PATH,
      {
        auth: {
          authRequest: {
            ...base,
            responseMode: 'web_message',
            codeChallenge: challenge,
            codeChallengeMethod: 'S256',
          },
        },
      },
      { ...auth, origin: 'http://127.0.0.1:8080' },
    )
    expect(fromHeader.status).toBe(200)
    const unknownClient = await t.call(
      'POST',
      PATH,
      { auth: { authRequest: { ...base, clientId: 'nope' } } },
      auth,
    )
    expect(appCode(unknownClient.json)).toBe('INVALID_CLIENT')
  })

  it('accepts redirect URIs registered by option, CLI-style patterns and the control API', async () => {
    t = testEmulator({ redirectUris: ['https://shop.example/auth/*'] })
    const auth = await visitor()
    const s = signIn(t)
    expect(
      (
        await s.authSession(auth.authorization, {
          redirectUri: 'https://shop.example/auth/callback',
        })
      ).res.status,
    ).toBe(200)
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://shop.example/other' })).res
        .status,
    ).toBe(400)
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'http://localhost:1@evil.example/' }))
        .res.status,
    ).toBe(400)
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://app.example/cb' })).res
        .status,
    ).toBe(400)
    await t.call('POST', '/_emulator/identity/redirect-uris', { uris: ['https://app.example/cb'] })
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://app.example/cb' })).res
        .status,
    ).toBe(200)
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://app.example/cb2' })).res
        .status,
    ).toBe(400)
    // A reset forgets URIs added at run time and keeps those given at start.
    await t.call('POST', '/_emulator/reset', {})
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://app.example/cb' })).res
        .status,
    ).toBe(400)
    expect(
      (await s.authSession(auth.authorization, { redirectUri: 'https://shop.example/auth/x' })).res
        .status,
    ).toBe(200)
  })
})

describe('hosted login, logout and account pages', () => {
  it('logs in on the login page, shows the account, and logs out back to the post-flow URL', async () => {
    t = testEmulator({ seed: 'demo' })
    const auth = await visitor()
    const s = signIn(t)
    const jar = cookieJar()
    const login = sessionOf(
      (
        await t.call(
          'POST',
          PATH,
          { login: {}, callbacks: { postFlowUrl: 'http://localhost:3000/shop' } },
          auth,
        )
      ).json,
    )
    expect((await s.page(jar, login.fullUrl)).text).toContain('Sign in')
    const posted = await s.submit(jar, '/__hosted/login', {
      session: login.sessionToken,
      action: 'login',
      email: 'demo.member@example.com',
      password: 'demo-password',
    })
    expect([posted.status, posted.location]).toEqual([303, 'http://localhost:3000/shop'])
    const account = await s.page(jar, 'http://localhost/__hosted/account')
    expect(account.text).toContain('demo.member@example.com')
    expect(account.text).toContain('Dana Demo')
    expect(account.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // Already signed in: the login page goes straight on.
    expect((await s.page(jar, login.fullUrl)).location).toBe('http://localhost:3000/shop')
    const logout = sessionOf(
      (
        await t.call(
          'POST',
          PATH,
          {
            logout: { clientId: t.clientId },
            callbacks: { postFlowUrl: 'http://localhost:3000/bye' },
          },
          auth,
        )
      ).json,
    )
    const out = await s.page(jar, logout.fullUrl)
    expect([out.status, out.location]).toEqual([302, 'http://localhost:3000/bye'])
    expect((await s.page(jar, 'http://localhost/__hosted/account')).text).toContain(
      'You are not signed in',
    )
  })

  it('logs out through the API form with a registered redirect only', async () => {
    t = testEmulator()
    const s = signIn(t)
    const ok = await s.page(
      cookieJar(),
      `http://localhost/_api/iam/authentication/v1/logout?clientId=${t.clientId}&postLogoutRedirectUri=${encodeURIComponent('http://localhost:3000/')}`,
    )
    expect([ok.status, ok.location]).toEqual([302, 'http://localhost:3000/'])
    const evil = await t.call(
      'GET',
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
    )
    expect(evil.status).toBe(400)
    expect(evil.json.details).toHaveProperty('validationError')
  })

  it('sets a new password on the hosted recovery page and escapes what it echoes', async () => {
    t = testEmulator({ seed: 'demo' })
    const s = signIn(t)
    await t.call('POST', '/_api/iam/recovery/v1/send-email', { email: 'demo.member@example.com' })
    const [mail] = await s.outbox('demo.member@example.com', 'password-recovery')
    const link = mail?.data.link ?? ''
    expect(link).toContain('/__hosted/recover?recoveryToken=')
    const jar = cookieJar()
    expect((await s.page(jar, link)).text).toContain('Choose a new password')
    const token = new URL(link).searchParams.get('recoveryToken') ?? ''
    const short = await s.submit(jar, '/__hosted/recover', { recoveryToken: token, password: 'x' })
    expect(short.text).toContain('role="alert"')
    const saved = await s.submit(jar, '/__hosted/recover', {
      recoveryToken: token,
      password: 'fresh-password',
    })
    expect(saved.text).toContain('Password saved')
    const { access_token } = await s.visitor()
    expect(
      (await s.login(access_token, 'demo.member@example.com', 'fresh-password')).json.state,
    ).toBe('SUCCESS')
    const xss = await s.page(
      jar,
      'http://localhost/__hosted/recover?recoveryToken=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    )
    expect(xss.text).not.toContain('<script>alert(1)')
    expect(xss.text).toContain('&quot;&gt;&lt;script&gt;')
  })
})
