import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

describe('authorization code with PKCE through the hosted page', () => {
  it('shows an accessible login form, redirects back with code and state, and exchanges them', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.hostedLogin(visitor.access_token)
    expect(flow.form.status).toBe(200)
    expect(flow.form.text).toContain('<label for="email">E-mail</label>')
    expect(flow.form.text).toContain('autocomplete="current-password"')
    expect(flow.posted.status).toBe(303)
    const answer = s.answerOf(flow.posted.location)
    expect(flow.posted.location.startsWith('http://localhost:3000/callback?')).toBe(true)
    expect(answer.state).toBe(flow.state)
    const tokens = await s.exchange(answer.code ?? '', flow.verifier, flow.redirectUri)
    expect(tokens.status).toBe(200)
    expect(tokens.json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 14400,
      refresh_token: expect.any(String),
    })
    const info = await s.tokenInfo(String(tokens.json.access_token))
    expect(info).toMatchObject({ active: true, subjectType: 'MEMBER', clientId: t.clientId })
    // The member's token carries the visitor who started the flow: carts follow them.
    const visitorId = (await s.tokenInfo(visitor.access_token)).subjectId
    expect(s.claims(String(tokens.json.access_token)).vid).toBe(visitorId)
    const me = await t.call('GET', '/oauth2/user-info', undefined, {
      authorization: String(tokens.json.access_token),
    })
    expect(me.json).toMatchObject({
      sub: info.subjectId,
      email: 'ann@example.com',
      emailVerified: false,
    })
    // The refresh token renews as the member.
    const renewed = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: tokens.json.refresh_token,
    })
    expect((await s.tokenInfo(String(renewed.json.access_token))).subjectId).toBe(info.subjectId)
  })

  it('answers in the fragment when asked', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.hostedLogin(visitor.access_token, { responseMode: 'fragment' })
    const url = new URL(flow.posted.location)
    expect(url.search).toBe('')
    expect(s.answerOf(flow.posted.location)).toMatchObject({
      code: expect.any(String),
      state: flow.state,
    })
  })

  it('registers through the sign-up form and signs the browser in for prompt none', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    const flow = await s.authSession(visitor.access_token)
    const jar = cookieJar()
    const session = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const signupForm = await s.page(jar, `${flow.session?.fullUrl}&mode=signup`)
    expect(signupForm.text).toContain('autocomplete="new-password"')
    const bad = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'signup',
      email: 'nope',
      password: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('role="alert"')
    expect(bad.text).toContain('E-mail must be an e-mail address.')
    const ok = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'signup',
      email: 'new@example.com',
      password: 'secret-pass',
      firstName: 'New',
    })
    expect(s.answerOf(ok.location).code).toBeTruthy()
    // The login cookie now answers prompt none at once.
    const silent = await s.authSession(visitor.access_token, { prompt: 'none' })
    const answer = await s.page(jar, silent.session?.fullUrl ?? '')
    expect(s.answerOf(answer.location)).toMatchObject({
      code: expect.any(String),
      state: silent.state,
    })
    const anonymous = await s.page(
      cookieJar(),
      (await s.authSession(visitor.access_token, { prompt: 'none' })).session?.fullUrl ?? '',
    )
    expect(s.answerOf(anonymous.location)).toMatchObject({ error: 'login_required' })
  })

  it('answers access_denied when the member cancels, and shows a used link as such', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    const flow = await s.authSession(visitor.access_token)
    const session = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const jar = cookieJar()
    const cancelled = await s.submit(jar, '/__hosted/authorize', { session, action: 'cancel' })
    expect(s.answerOf(cancelled.location)).toMatchObject({
      error: 'access_denied',
      state: flow.state,
    })
    await s.register(visitor.access_token, 'ann@example.com')
    const done = await s.hostedLogin(visitor.access_token)
    const reopened = await s.page(
      cookieJar(),
      `http://localhost/__hosted/authorize?session=${done.sessionParam}`,
    )
    expect(reopened.status).toBe(400)
    expect(reopened.text).toContain('already used')
    const unknown = await s.page(cookieJar(), 'http://localhost/__hosted/authorize?session=forged')
    expect([unknown.status, unknown.location]).toEqual([400, ''])
  })

  it('offers to continue as the signed-in member for consent and select_account', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const first = await s.hostedLogin(visitor.access_token)
    const again = await s.authSession(visitor.access_token, { prompt: 'select_account' })
    const page = await s.page(first.jar, again.session?.fullUrl ?? '')
    expect(page.text).toContain('Continue as ann@example.com')
    const session = new URL(again.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const chosen = await s.submit(first.jar, '/__hosted/authorize', { session, action: 'continue' })
    expect(s.answerOf(chosen.location).code).toBeTruthy()
  })

  it('shows the code form when e-mail verification is on, and the approval notice for pending members', async () => {
    t = testEmulator({ identityPolicies: { emailVerification: true, ownerApproval: true } })
    const s = signIn(t)
    const visitor = await s.visitor()
    const flow = await s.authSession(visitor.access_token)
    const session = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const jar = cookieJar()
    const signup = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'signup',
      email: 'v@example.com',
      password: 'secret-pass',
    })
    expect(signup.text).toContain('Check your e-mail')
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(signup.text)?.[1] ?? ''
    const wrong = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'verify',
      stateToken,
      code: '12345x',
    })
    expect(wrong.text).toContain('role="alert"')
    const code = await s.lastCode('v@example.com')
    const verified = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'verify',
      stateToken,
      code,
    })
    expect(verified.text).toContain('Waiting for approval')
    const approvalToken = /name="stateToken" value="([^"]+)"/.exec(verified.text)?.[1] ?? ''
    await s.memberStatus('v@example.com', 'APPROVED')
    const proceeded = await s.submit(jar, '/__hosted/authorize', {
      session,
      action: 'proceed',
      stateToken: approvalToken,
    })
    expect(s.answerOf(proceeded.location).code).toBeTruthy()
  })
})

describe('silent exchange of a direct-login session token (web_message)', () => {
  /** A new member's session token, and a web_message auth session made with it. */
  async function silentFlow() {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    const login = await s.register(visitor.access_token, 'ann@example.com')
    const options = {
      responseMode: 'web_message',
      redirectUri: null,
      prompt: 'none',
      sessionToken: String(login.json.sessionToken),
      origin: 'http://localhost:5173',
    }
    return { s, visitor, options, flow: await s.authSession(visitor.access_token, options) }
  }

  it('sets the login cookie, then posts code and state to the site origin only', async () => {
    const { s, visitor, flow } = await silentFlow()
    const jar = cookieJar()
    const hop = await s.page(jar, flow.session?.fullUrl ?? '')
    expect(hop.status).toBe(302)
    expect(hop.headers.getSetCookie().join()).toMatch(/sfemu_session=.+HttpOnly/i)
    const final = await s.page(jar, `http://localhost${hop.location}`)
    const posted = s.postedMessage(final.text)
    expect(posted?.origin).toBe('http://localhost:5173')
    expect(posted?.message.state).toBe(flow.state)
    const tokens = await s.exchange(posted?.message.code ?? '', flow.verifier)
    expect(tokens.status).toBe(200)
    expect(s.claims(String(tokens.json.access_token)).vid).toBe(
      (await s.tokenInfo(visitor.access_token)).subjectId,
    )
  })

  it('reports blocked third-party cookies when the cookie does not come back', async () => {
    const { s, flow } = await silentFlow()
    const hop = await s.page(cookieJar(), flow.session?.fullUrl ?? '')
    const final = await s.page(cookieJar(), `http://localhost${hop.location}`)
    expect(s.postedMessage(final.text)?.message).toMatchObject({
      error: 'login_required',
      error_description: expect.stringContaining('third-party cookies'),
      state: flow.state,
    })
  })

  it('keeps the session token usable for a full-page redirect when the frame lost the cookie', async () => {
    const { s, visitor, options, flow } = await silentFlow()
    const hop = await s.page(cookieJar(), flow.session?.fullUrl ?? '')
    const blocked = await s.page(cookieJar(), `http://localhost${hop.location}`)
    expect(s.postedMessage(blocked.text)?.message.error).toBe('login_required')
    // The documented fallback: the same session token in a full-page (query) flow.
    const page = await s.authSession(visitor.access_token, {
      ...options,
      responseMode: 'query',
      redirectUri: 'http://localhost:3000/callback',
    })
    const jar = cookieJar()
    const first = await s.page(jar, page.session?.fullUrl ?? '')
    const second = await s.page(jar, `http://localhost${first.location}`)
    const answer = s.answerOf(second.location)
    expect(answer).toMatchObject({ state: page.state, code: expect.any(String) })
    const tokens = await s.exchange(answer.code ?? '', page.verifier, page.redirectUri)
    expect(tokens.status).toBe(200)
    // Spent now: the token gave one sign-in.
    const again = await s.authSession(visitor.access_token, options)
    const replay = await s.page(cookieJar(), again.session?.fullUrl ?? '')
    expect(s.postedMessage(replay.text)?.message.error).toBe('access_denied')
  })

  it('refuses a spent or forged session token', async () => {
    const { s, visitor, options, flow: first } = await silentFlow()
    await s.page(cookieJar(), first.session?.fullUrl ?? '')
    const second = await s.authSession(visitor.access_token, options)
    const replay = await s.page(cookieJar(), second.session?.fullUrl ?? '')
    expect(s.postedMessage(replay.text)?.message).toMatchObject({ error: 'access_denied' })
    const forged = await s.authSession(visitor.access_token, { ...options, sessionToken: 'forged' })
    expect(
      s.postedMessage((await s.page(cookieJar(), forged.session?.fullUrl ?? '')).text)?.message
        .error,
    ).toBe('access_denied')
  })
})
