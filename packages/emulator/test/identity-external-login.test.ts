import { afterEach, describe, expect, it } from 'vitest'
import { appCode, violations } from './support/commerce'
import { testEmulator } from './support/emulator'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const SIGN_ON = '/_api/iam/authentication/v2/sign-on'
const claimsOf = (token: string) =>
  JSON.parse(
    Buffer.from(token.replace('OauthNG.JWS.', '').split('.')[1] ?? '', 'base64url').toString(),
  ) as { sub: string; kind: string; vid?: string }

/** A member signed on by the owner (no password), their session token and a visitor's token. */
async function signedOn(email = 'outside@example.com') {
  const visitor = await t.visitorToken()
  const on = await t.call('POST', SIGN_ON, { loginId: { email } }, t.owner)
  expect(on.status).toBe(200)
  const json = on.json as { sessionToken: string; identity: { id: string } }
  return {
    visitor: visitor.access_token,
    memberId: json.identity.id,
    sessionToken: json.sessionToken,
    acting: { authorization: `${visitor.access_token},${t.owner.authorization}` },
  }
}

describe('authorized_client grant (external login)', () => {
  it('gives the app member tokens for the signed-on member, carrying the visitor, once per session token', async () => {
    t = testEmulator()
    const s = await signedOn()
    const body = {
      grant_type: 'authorized_client',
      member_id: s.memberId,
      session_token: s.sessionToken,
    }
    const res = await t.call('POST', '/oauth2/token', body, s.acting)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 14400,
      scope: 'offline_access',
    })
    const claims = claimsOf(String(res.json.access_token))
    expect(claims).toMatchObject({ sub: s.memberId, kind: 'member', vid: claimsOf(s.visitor).sub })
    // The refresh token works with the ordinary grant.
    const refreshed = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: res.json.refresh_token,
    })
    expect(claimsOf(String(refreshed.json.access_token)).sub).toBe(s.memberId)
    // The member token works as one.
    const me = await t.call('GET', '/oauth2/user-info', undefined, {
      authorization: String(res.json.access_token),
    })
    expect(me.json).toMatchObject({ sub: s.memberId, email: 'outside@example.com' })
    const again = await t.call('POST', '/oauth2/token', body, s.acting)
    expect([again.status, appCode(again)]).toEqual([400, 'INVALID_GRANT'])
  })

  it('takes a member id alone with the API key; a scope without offline_access gives no refresh token', async () => {
    t = testEmulator()
    const s = await signedOn()
    const offline = await t.call(
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: s.memberId },
      s.acting,
    )
    expect(offline.json.refresh_token).toEqual(expect.any(String))
    const online = await t.call(
      'POST',
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'openid', member_id: s.memberId },
      s.acting,
    )
    expect(online.status).toBe(200)
    expect(online.json.refresh_token).toBeUndefined()
  })

  it('needs the access token and the API key together', async () => {
    t = testEmulator()
    const s = await signedOn()
    const body = { grant_type: 'authorized_client', member_id: s.memberId }
    const send = (authorization?: string) =>
      t.call('POST', '/oauth2/token', body, authorization ? { authorization } : {})
    expect((await send()).status).toBe(401)
    expect((await send(s.visitor)).status).toBe(403)
    const wrongKey = await send(`${s.visitor},not-the-key`)
    expect(wrongKey.status).toBe(401)
    expect(JSON.stringify(wrongKey.json)).not.toContain(s.visitor)
    expect((await send(`forged,${t.owner.authorization}`)).status).toBe(401)
  })

  it('refuses unknown, blocked and mismatched members, and lists missing fields', async () => {
    t = testEmulator()
    const s = await signedOn()
    const other = await signedOn('someone.else@example.com')
    const grant = (fields: object) =>
      t.call('POST', '/oauth2/token', { grant_type: 'authorized_client', ...fields }, s.acting)

    const missing = await grant({ session_token: 42 })
    expect(missing.status).toBe(400)
    expect(violations(missing).map((v) => [v.field, v.violatedRule])).toEqual([
      ['member_id', 'REQUIRED_FIELD'],
      ['session_token', 'VALIDATION'],
    ])
    expect(appCode(await grant({ member_id: 'no-such-member' }))).toBe('INVALID_GRANT')
    const mismatched = await grant({ member_id: s.memberId, session_token: other.sessionToken })
    expect([mismatched.status, appCode(mismatched)]).toEqual([400, 'INVALID_GRANT'])

    expect(
      (await t.call('POST', `/members/v1/members/${s.memberId}/block`, {}, t.owner)).status,
    ).toBe(200)
    expect(appCode(await grant({ member_id: s.memberId }))).toBe('INVALID_GRANT')

    const camel = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'authorized_client',
    })
    expect([camel.status, appCode(camel)]).toEqual([400, 'UNSUPPORTED_GRANT_TYPE'])
  })
})
