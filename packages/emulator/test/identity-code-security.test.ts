import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const appCode = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } }).applicationError?.code
const fields = (json: Record<string, unknown>) =>
  (
    (json.details as { validationError?: { fieldViolations: { field: string }[] } }).validationError
      ?.fieldViolations ?? []
  ).map((v) => v.field)

describe('security of the code exchange', () => {
  let members = 0
  async function freshCode(s: ReturnType<typeof signIn>) {
    const visitor = await s.visitor()
    const email = `member${++members}@example.com`
    await s.register(visitor.access_token, email)
    const flow = await s.authSession(visitor.access_token)
    const session = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const posted = await s.submit(cookieJar(), '/__hosted/authorize', {
      session,
      action: 'login',
      email,
      password: 'secret-pass',
    })
    return { ...flow, code: s.answerOf(posted.location).code ?? '' }
  }

  it('rejects a wrong verifier and burns the code', async () => {
    t = testEmulator()
    const s = signIn(t)
    const flow = await freshCode(s)
    const wrong = await s.exchange(flow.code, 'x'.repeat(43), flow.redirectUri)
    expect([wrong.status, appCode(wrong.json)]).toEqual([400, 'INVALID_GRANT'])
    expect(wrong.json.message).toMatch(/verifier/)
    const right = await s.exchange(flow.code, flow.verifier, flow.redirectUri)
    expect(appCode(right.json)).toBe('INVALID_GRANT')
  })

  it('rejects a reused code and revokes the tokens the first use gave', async () => {
    t = testEmulator()
    const s = signIn(t)
    const flow = await freshCode(s)
    const first = await s.exchange(flow.code, flow.verifier, flow.redirectUri)
    expect(first.status).toBe(200)
    const reused = await s.exchange(flow.code, flow.verifier, flow.redirectUri)
    expect([reused.status, reused.json.message]).toEqual([
      400,
      'The authorization code was already used',
    ])
    const refresh = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: first.json.refresh_token,
    })
    expect(appCode(refresh.json)).toBe('INVALID_GRANT')
  })

  it('rejects an expired code, another redirect URI, another client and a malformed verifier', async () => {
    t = testEmulator()
    const s = signIn(t)
    const expired = await freshCode(s)
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 301 })
    expect(
      (await s.exchange(expired.code, expired.verifier, expired.redirectUri)).json.message,
    ).toMatch(/expired/)
    const other = await freshCode(s)
    expect(
      (await s.exchange(other.code, other.verifier, 'http://localhost:3000/other')).json.message,
    ).toMatch(/redirect URI/)
    const client = await freshCode(s)
    expect(
      appCode(
        (await s.exchange(client.code, client.verifier, client.redirectUri, 'another-client')).json,
      ),
    ).toBe('INVALID_CLIENT')
    const malformed = await freshCode(s)
    const bad = await s.exchange(malformed.code, 'short', malformed.redirectUri)
    expect(fields(bad.json)).toEqual(['codeVerifier'])
    const missing = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'authorization_code',
    })
    expect(fields(missing.json).sort()).toEqual(['code', 'codeVerifier'])
  })

  it('gives no refresh token without the offline_access scope', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.hostedLogin(visitor.access_token, { scope: 'openid' })
    const tokens = await s.exchange(
      s.answerOf(flow.posted.location).code ?? '',
      flow.verifier,
      flow.redirectUri,
    )
    expect(tokens.json.access_token).toBeTruthy()
    expect(tokens.json.refresh_token).toBeUndefined()
  })

  it('rejects tampered, forged and expired member tokens, and member refresh tokens of another client', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.hostedLogin(visitor.access_token)
    const tokens = await s.exchange(
      s.answerOf(flow.posted.location).code ?? '',
      flow.verifier,
      flow.redirectUri,
    )
    const access = String(tokens.json.access_token)
    const [header, payload, signature] = access.replace('OauthNG.JWS.', '').split('.')
    const other = Buffer.from(
      JSON.stringify({ ...s.claims(access), sub: 'someone-else' }),
    ).toString('base64url')
    for (const token of [
      `OauthNG.JWS.${header}.${other}.${signature}`,
      `OauthNG.JWS.${header}.${payload}.`,
    ]) {
      const res = await t.call('GET', '/oauth2/user-info', undefined, { authorization: token })
      expect([res.status, appCode(res.json)]).toEqual([401, 'UNAUTHENTICATED'])
    }
    const refresh = await t.call('POST', '/oauth2/token', {
      clientId: 'another-client',
      grantType: 'refresh_token',
      refreshToken: tokens.json.refresh_token,
    })
    expect([refresh.status, appCode(refresh.json)]).toEqual([400, 'INVALID_CLIENT'])
    expect(JSON.stringify(refresh.json)).not.toContain(String(tokens.json.refresh_token))
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 14_401 })
    const expired = await t.call('GET', '/oauth2/user-info', undefined, { authorization: access })
    expect([expired.status, expired.json.message]).toEqual([401, 'The access token has expired'])
  })

  it('lets a member change their password', async () => {
    t = testEmulator()
    const s = signIn(t)
    const visitor = await s.visitor()
    await s.register(visitor.access_token, 'ann@example.com')
    const flow = await s.hostedLogin(visitor.access_token)
    const tokens = await s.exchange(
      s.answerOf(flow.posted.location).code ?? '',
      flow.verifier,
      flow.redirectUri,
    )
    const member = { authorization: String(tokens.json.access_token) }
    const changed = await t.call(
      'POST',
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'brand-new-pass' },
      member,
    )
    expect([changed.status, changed.json]).toEqual([200, {}])
    expect(
      (await s.login(visitor.access_token, 'ann@example.com', 'brand-new-pass')).json.state,
    ).toBe('SUCCESS')
    const short = await t.call(
      'POST',
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'x' },
      member,
    )
    expect(fields(short.json)).toEqual(['newPassword'])
  })
})
