import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

type Violation = { field: string; violatedRule: string; data: Record<string, unknown> }
const violations = (json: Record<string, unknown>) =>
  ((json.details as { validationError?: { fieldViolations: Violation[] } }).validationError
    ?.fieldViolations ?? []) as Violation[]
const appCode = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } }).applicationError?.code

describe('registration and login (authentication v2)', () => {
  it('registers a member: SUCCESS with a session token, the identity with its always-present fields', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const res = await s.register(access_token, 'Ann@Example.com', 'secret-pass', {
      profile: { firstName: 'Ann', lastName: 'Lee' },
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: {
        email: { address: 'Ann@Example.com', isVerified: false },
        status: { name: 'ACTIVE', reasons: [] },
        connections: [],
        factors: [{ type: 'PASSWORD', status: 'ACTIVE' }],
        identityProfile: {
          firstName: 'Ann',
          emails: [],
          phones: [],
          labels: [],
          privacyStatus: 'UNDEFINED',
          customFields: [],
          secondaryEmails: [],
          phonesV2: [],
          addresses: [],
        },
      },
    })
    const events = (await t.call('GET', '/_emulator/events?entityFqdn=wix.members.v1.member')).json
      .events as { entity: { loginEmail: string; status: string; profile: { slug: string } } }[]
    expect(events[0]?.entity).toMatchObject({ loginEmail: 'Ann@Example.com', status: 'APPROVED' })
    expect(events[0]?.entity.profile.slug).toBe('ann')
  })

  it('stores passwords only as salted scrypt hashes', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    await s.register(access_token, 'a@example.com', 'same-password')
    await s.register(access_token, 'b@example.com', 'same-password')
    const docs = t.emulator.context.db.sql
      .prepare('SELECT json(doc) AS doc FROM identities')
      .all() as {
      doc: string
    }[]
    const hashes = docs.map((row) => JSON.parse(row.doc).passwordHash as string)
    expect(docs.map((row) => row.doc).join()).not.toContain('same-password')
    expect(hashes[0]).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/)
    expect(hashes[0]).not.toBe(hashes[1])
  })

  it('logs in with the right password and rejects the rest with the codes clients map', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    await s.register(access_token, 'ann@example.com')
    const ok = await s.login(access_token, 'ANN@example.com')
    expect(ok.json).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) })
    const wrong = await s.login(access_token, 'ann@example.com', 'wrong-pass')
    expect([wrong.status, appCode(wrong.json)]).toEqual([428, '-19976'])
    const unknown = await s.login(access_token, 'nobody@example.com')
    expect([unknown.status, appCode(unknown.json)]).toEqual([404, '-19999'])
    const duplicate = await s.register(access_token, 'ann@example.com')
    expect([duplicate.status, appCode(duplicate.json)]).toEqual([409, '-19995'])
  })

  it('asks for a password reset (-19973) when the identity has none (SSO, sign-on)', async () => {
    t = testEmulator()
    const s = signIn(t)
    await t.call(
      'POST',
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'so@example.com' } },
      t.owner,
    )
    const { access_token } = await s.visitor()
    const res = await s.login(access_token, 'so@example.com')
    expect([res.status, appCode(res.json)]).toEqual([428, '-19973'])
  })

  it('lists every field violation; a bad e-mail is FORMAT with data.type EMAIL', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const res = await s.register(access_token, 'not-an-email', 'ab')
    expect(res.status).toBe(400)
    const found = violations(res.json)
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'loginId.email',
          violatedRule: 'FORMAT',
          data: { type: 'EMAIL' },
        }),
        expect.objectContaining({ field: 'password', violatedRule: 'MIN_LENGTH' }),
      ]),
    )
    const missing = await t.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: 'x@example.com' },
    })
    expect(violations(missing.json)).toEqual([
      expect.objectContaining({ field: 'password', violatedRule: 'REQUIRED_FIELD' }),
    ])
  })

  it('accepts the older v1 forms and the /iam alias', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const auth = { authorization: access_token }
    const reg = await t.call(
      'POST',
      '/iam/authentication/v1/register',
      {
        identity: { email: { address: 'old@example.com' } },
        authenticatorId: 'password',
        inputs: [{ value: 'secret-pass' }],
      },
      auth,
    )
    expect(reg.json.state).toBe('SUCCESS')
    const login = await t.call(
      'POST',
      '/_api/iam/authentication/v1/login',
      {
        identifier: { email: 'old@example.com' },
        authenticatorId: 'password',
        inputs: [{ value: 'secret-pass' }],
      },
      auth,
    )
    expect(login.json.state).toBe('SUCCESS')
    const noEmail = await t.call(
      'POST',
      '/_api/iam/authentication/v1/login',
      { inputs: [{ value: 'x' }] },
      auth,
    )
    expect(violations(noEmail.json)[0]).toMatchObject({
      field: 'loginId.email',
      violatedRule: 'REQUIRED_FIELD',
    })
  })

  it('signs in through the test identity provider and rejects other tokens', async () => {
    t = testEmulator()
    const path = '/_api/iam/authentication/v1/sso/login-with-token-params'
    const ok = await t.call('POST', path, {
      idpConnectionId: 'test-idp',
      tokenParams: { token: 'emulator-sso-pass', email: 'sso@example.com', firstName: 'So' },
    })
    expect(ok.json).toMatchObject({
      state: 'SUCCESS',
      identity: {
        email: { isVerified: true },
        connections: [
          { idpConnection: { idpConnectionId: 'test-idp', idpUserId: 'sso@example.com' } },
        ],
      },
    })
    const bad = await t.call('POST', path, {
      idpConnectionId: 'test-idp',
      tokenParams: { token: 'forged', email: 'sso@example.com' },
    })
    expect([bad.status, appCode(bad.json)]).toEqual([401, 'INVALID_TOKEN_PARAMS'])
  })

  it('lets only the owner sign members on', async () => {
    t = testEmulator()
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const body = { loginId: { email: 'on@example.com' }, verifyEmail: true }
    const denied = await t.call('POST', '/_api/iam/authentication/v2/sign-on', body, {
      authorization: access_token,
    })
    expect(denied.status).toBe(403)
    const ok = await t.call('POST', '/_api/iam/authentication/v2/sign-on', body, t.owner)
    expect(ok.json).toMatchObject({
      sessionToken: expect.any(String),
      identity: { email: { isVerified: true } },
    })
  })

  it('validates e-mail addresses', async () => {
    t = testEmulator()
    const path = '/_api/iam/authentication/v2/validate-email'
    expect((await t.call('POST', path, { email: 'a@b.co' })).json).toEqual({
      valid: true,
      formatInvalid: false,
    })
    expect((await t.call('POST', path, { email: 'nope' })).json).toMatchObject({
      valid: false,
      formatInvalid: true,
    })
  })
})

describe('captcha policy', () => {
  it('needs a captcha token (-19971), rejects a wrong one (-19970), accepts the test token', async () => {
    t = testEmulator({ identityPolicies: { captcha: true } })
    const s = signIn(t)
    const { access_token } = await s.visitor()
    const missing = await s.register(access_token, 'c@example.com')
    expect([missing.status, appCode(missing.json)]).toEqual([428, '-19971'])
    const wrong = await s.register(access_token, 'c@example.com', 'secret-pass', {
      captchaTokens: [{ Recaptcha: 'forged' }],
    })
    expect(appCode(wrong.json)).toBe('-19970')
    const ok = await s.register(access_token, 'c@example.com', 'secret-pass', {
      captchaTokens: [{ InvisibleRecaptcha: 'emulator-captcha-pass' }],
    })
    expect(ok.json.state).toBe('SUCCESS')
    expect(appCode((await s.login(access_token, 'c@example.com')).json)).toBe('-19971')
    const login = await s.login(access_token, 'c@example.com', 'secret-pass', {
      captchaTokens: [{ recaptchaForClientSiteKey: { token: 'emulator-captcha-pass' } }],
    })
    expect(login.json.state).toBe('SUCCESS')
  })
})

describe('policies', () => {
  it('are read and changed through the control API, and a reset returns to the startup policies', async () => {
    t = testEmulator({ identityPolicies: { ownerApproval: true } })
    const get = async () => (await t.call('GET', '/_emulator/identity/policies')).json
    expect(await get()).toMatchObject({
      policies: { ownerApproval: true, emailVerification: false, captcha: false },
      testCaptchaToken: 'emulator-captcha-pass',
    })
    await t.call('POST', '/_emulator/identity/policies', { ownerApproval: false, captcha: true })
    expect((await get()).policies).toEqual({
      ownerApproval: false,
      emailVerification: false,
      captcha: true,
    })
    await t.call('POST', '/_emulator/reset', {})
    expect((await get()).policies).toEqual({
      ownerApproval: true,
      emailVerification: false,
      captcha: false,
    })
    const bad = await t.call('POST', '/_emulator/identity/policies', { captcha: 'yes' })
    expect(bad.status).toBe(400)
  })

  it('never writes a password or a token into the log', async () => {
    const lines: string[] = []
    t = testEmulator({ log: (line) => lines.push(line) })
    const s = signIn(t)
    const { access_token, refresh_token } = await s.visitor()
    const reg = await s.register(access_token, 'log@example.com', 'very-secret-password')
    await s.login(access_token, 'log@example.com', 'wrong-password-123')
    expect(lines.length).toBeGreaterThan(0)
    const all = lines.join('\n')
    for (const secret of [
      'very-secret-password',
      'wrong-password-123',
      access_token,
      refresh_token,
      String(reg.json.sessionToken),
    ])
      expect(all).not.toContain(secret)
  })
})
