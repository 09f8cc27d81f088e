import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const appCode = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } }).applicationError?.code
const VERIFY = '/_api/iam/verification/v1/auth/verify'
const RESEND = '/_api/iam/verification/v1/auth/resend'
const PROCEED = '/_api/iam/authentication/v1/state/proceed'

describe('e-mail verification', () => {
  it('asks for the e-mailed 6-digit code, then succeeds; the member counts as verified', async () => {
    t = testEmulator({ identityPolicies: { emailVerification: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const reg = await s.register(access_token, 'v@example.com')
    expect(reg.json).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
      identity: { status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] } },
    })
    expect(reg.json.sessionToken).toBeUndefined()
    const code = await s.lastCode('v@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const ok = await t.call('POST', VERIFY, { code, stateToken: reg.json.stateToken })
    expect(ok.json).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { isVerified: true } },
    })
    // Later logins need no code; the state token is spent.
    expect((await s.login(access_token, 'v@example.com')).json.state).toBe('SUCCESS')
    const again = await t.call('POST', VERIFY, { code, stateToken: reg.json.stateToken })
    expect([again.status, appCode(again.json)]).toEqual([428, 'VERIFICATION_FAILED'])
  })

  it('counts wrong codes (they persist although the call fails) and locks the token after five', async () => {
    t = testEmulator({ identityPolicies: { emailVerification: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const { stateToken } = (await s.register(access_token, 'w@example.com')).json
    const code = await s.lastCode('w@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', VERIFY, { code: wrong, stateToken })
      expect(appCode(res.json)).toBe('VERIFICATION_FAILED')
    }
    const locked = await t.call('POST', VERIFY, { code, stateToken })
    expect(locked.json.message).toMatch(/already used/)
  })

  it('sends a new code on resend; the old one stops working', async () => {
    t = testEmulator({ identityPolicies: { emailVerification: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const { stateToken } = (await s.register(access_token, 'r@example.com')).json
    const first = await s.lastCode('r@example.com')
    const resent = await t.call('POST', RESEND, { stateToken })
    expect(resent.json).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken })
    const second = await s.lastCode('r@example.com')
    expect((await s.outbox('r@example.com', 'verification-code')).length).toBe(2)
    if (first !== second) {
      const old = await t.call('POST', VERIFY, { code: first, stateToken })
      expect(appCode(old.json)).toBe('VERIFICATION_FAILED')
    }
    expect((await t.call('POST', VERIFY, { code: second, stateToken })).json.state).toBe('SUCCESS')
  })

  it('asks an unverified member for a code at login too', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    await s.register(access_token, 'late@example.com')
    await s.policies({ emailVerification: true })
    const res = await s.login(access_token, 'late@example.com')
    expect(res.json.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    expect(await s.lastCode('late@example.com')).toMatch(/^\d{6}$/)
  })

  it('rejects malformed codes and unknown state tokens with the envelope', async () => {
    t = testEmulator()
    const short = await t.call('POST', VERIFY, { code: '12', stateToken: 'x' })
    expect(short.status).toBe(400)
    const unknown = await t.call('POST', VERIFY, { code: '123456', stateToken: 'forged' })
    expect([unknown.status, appCode(unknown.json)]).toEqual([428, 'VERIFICATION_FAILED'])
    expect((await t.call('POST', RESEND, { stateToken: 'forged' })).status).toBe(428)
  })
})

describe('owner approval', () => {
  it('keeps a new member pending until the owner approves; proceed then gives a session token', async () => {
    t = testEmulator({ identityPolicies: { ownerApproval: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const reg = await s.register(access_token, 'p@example.com')
    expect(reg.json).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      stateToken: expect.any(String),
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    })
    expect((await s.login(access_token, 'p@example.com')).json.state).toBe('REQUIRE_OWNER_APPROVAL')
    const waiting = await t.call('POST', PROCEED, { stateToken: reg.json.stateToken })
    expect(waiting.json.state).toBe('REQUIRE_OWNER_APPROVAL')
    await s.memberStatus('p@example.com', 'APPROVED')
    const done = await t.call('POST', PROCEED, { stateToken: reg.json.stateToken })
    expect(done.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    expect((await t.call('POST', PROCEED, { stateToken: reg.json.stateToken })).status).toBe(428)
  })

  it('verifies the e-mail first, then waits for approval', async () => {
    t = testEmulator({ identityPolicies: { ownerApproval: true, emailVerification: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const reg = await s.register(access_token, 'both@example.com')
    expect(reg.json.state).toBe('REQUIRE_EMAIL_VERIFICATION')
    const code = await s.lastCode('both@example.com')
    const verified = await t.call('POST', VERIFY, { code, stateToken: reg.json.stateToken })
    expect(verified.json.state).toBe('REQUIRE_OWNER_APPROVAL')
  })
})

describe('blocked members', () => {
  it('cannot log in, and their access and refresh tokens stop working', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    await s.register(access_token, 'b@example.com')
    const login = await s.login(access_token, 'b@example.com')
    const { session, verifier } = await s.authSession(access_token, {
      responseMode: 'web_message',
      redirectUri: null,
      prompt: 'none',
      sessionToken: String(login.json.sessionToken),
      origin: 'http://localhost:3000',
    })
    const jar = cookieJar()
    const hop = await s.page(jar, session?.fullUrl ?? '')
    const answer = s.postedMessage((await s.page(jar, `http://localhost${hop.location}`)).text)
    const tokens = (await s.exchange(answer?.message.code ?? '', verifier)).json
    const member = { authorization: String(tokens.access_token) }
    expect((await t.call('GET', '/oauth2/user-info', undefined, member)).status).toBe(200)
    await s.memberStatus('b@example.com', 'BLOCKED')
    const denied = await t.call('GET', '/oauth2/user-info', undefined, member)
    expect([denied.status, appCode(denied.json)]).toEqual([403, 'PERMISSION_DENIED'])
    const refresh = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    expect([refresh.status, appCode(refresh.json)]).toEqual([400, 'INVALID_GRANT'])
    const again = await s.login(access_token, 'b@example.com')
    expect([again.status, appCode(again.json)]).toEqual([403, 'MEMBER_BLOCKED'])
  })
})

describe('recovery', () => {
  it('e-mails a recovery link; the token sets a new password once and signs in', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    await s.register(access_token, 'rec@example.com', 'old-password')
    const sent = await t.call('POST', '/_api/iam/recovery/v1/send-email', {
      email: 'rec@example.com',
      redirect: { url: 'http://localhost:3000/reset', clientId: t.clientId },
    })
    expect([sent.status, sent.json]).toEqual([200, {}])
    const [mail] = await s.outbox('rec@example.com', 'password-recovery')
    const link = new URL(mail?.data.link ?? '')
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset')
    const recoveryToken = link.searchParams.get('recoveryToken') ?? ''
    const recovered = await t.call('POST', '/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'new-password',
    })
    expect(recovered.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    expect(appCode((await s.login(access_token, 'rec@example.com', 'old-password')).json)).toBe(
      '-19976',
    )
    expect((await s.login(access_token, 'rec@example.com', 'new-password')).json.state).toBe(
      'SUCCESS',
    )
    const reused = await t.call('POST', '/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'other-pass',
    })
    expect([reused.status, appCode(reused.json)]).toEqual([428, 'INVALID_RECOVERY_TOKEN'])
  })

  it('answers the same for unknown addresses without sending anything, and refuses unlisted links', async () => {
    t = testEmulator()
    const unknown = await t.call('POST', '/_api/iam/recovery/v1/send-email', {
      email: 'ghost@example.com',
    })
    expect([unknown.status, unknown.json]).toEqual([200, {}])
    expect((await signIn(t).outbox('ghost@example.com')).length).toBe(0)
    const evil = await t.call('POST', '/_api/iam/recovery/v1/send-email', {
      email: 'ghost@example.com',
      redirect: { url: 'https://evil.example/steal' },
    })
    expect(evil.status).toBe(400)
  })

  it('sends activation e-mails for the owner only; the link sets a first password', async () => {
    t = testEmulator()
    const s = signIn(t)
    const on = await t.call(
      'POST',
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'act@example.com' } },
      t.owner,
    )
    const identityId = String((on.json.identity as { id: string }).id)
    const { access_token } = await s.visitor()
    const denied = await t.call(
      'POST',
      '/_api/iam/recovery/v1/activation-email',
      { identityId },
      { authorization: access_token },
    )
    expect(denied.status).toBe(403)
    expect(
      (await t.call('POST', '/_api/iam/recovery/v1/activation-email', { identityId }, t.owner))
        .status,
    ).toBe(200)
    const [mail] = await s.outbox('act@example.com', 'activation')
    expect(mail?.data.link).toContain('/__hosted/recover?recoveryToken=')
    await t.call('POST', '/_api/iam/recovery/v1/recover', {
      recoveryToken: mail?.data.recoveryToken,
      password: 'first-pass',
    })
    expect((await s.login(access_token, 'act@example.com', 'first-pass')).json.state).toBe(
      'SUCCESS',
    )
  })

  it('changes a member password with a member token only', async () => {
    t = testEmulator({ seed: 'demo' })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const path = '/_api/iam/authentication/v2/change-password'
    const visitorTry = await t.call(
      'POST',
      path,
      { newPassword: 'x-new-pass' },
      { authorization: access_token },
    )
    expect(visitorTry.status).toBe(403)
  })
})
