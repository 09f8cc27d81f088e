import { createLocalJWKSet, jwtVerify } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

describe('OAuth token endpoint', () => {
  it('issues signed visitor tokens that expire in 14,400 s, verifiable with the JWKS', async () => {
    t = testEmulator()
    const tokens = await t.visitorToken()
    expect(tokens.expires_in).toBe(14400)
    expect(tokens.access_token).toMatch(/^OauthNG\.JWS\./)
    const jwks = (await t.call('GET', '/oauth2/jwks')).json as unknown as { keys: object[] }
    const { payload } = await jwtVerify(
      tokens.access_token.replace('OauthNG.JWS.', ''),
      createLocalJWKSet(jwks as never),
    )
    expect(payload.kind).toBe('visitor')
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(14400)
  })

  it('refreshes with the refresh token for the same visitor, keeping the refresh token', async () => {
    t = testEmulator()
    const first = await t.visitorToken()
    const refreshed = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: first.refresh_token,
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.json.refresh_token).toBe(first.refresh_token)
    const info = async (token: string) =>
      (await t.call('POST', '/oauth2/token-info', { token })).json
    expect((await info(refreshed.json.access_token as string)).subjectId).toBe(
      (await info(first.access_token)).subjectId,
    )
  })

  it('rejects unknown refresh tokens and those of another client', async () => {
    t = testEmulator()
    const tokens = await t.visitorToken()
    const unknown = await t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken: 'nope',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.details).toMatchObject({ applicationError: { code: 'INVALID_GRANT' } })
    const otherClient = await t.call('POST', '/oauth2/token', {
      clientId: 'another',
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    })
    expect(otherClient.status).toBe(400)
    expect(JSON.stringify(otherClient.json)).not.toContain(tokens.refresh_token)
  })

  it('answers token-info for live and dead tokens, on both paths', async () => {
    t = testEmulator()
    const { access_token } = await t.visitorToken()
    const live = await t.call('POST', '/oauth2/token_info', { token: access_token })
    expect(live.json).toMatchObject({ active: true, subjectType: 'VISITOR', clientId: t.clientId })
    expect(typeof live.json.exp).toBe('string')
    const dead = await t.call('POST', '/oauth2/token-info', { token: `${access_token}x` })
    expect(dead.json).toMatchObject({ active: false })
  })

  it('rejects expired, forged and tampered tokens with 401', async () => {
    t = testEmulator()
    const { access_token } = await t.visitorToken()
    const [header, payload, signature] = access_token.replace('OauthNG.JWS.', '').split('.') as [
      string,
      string,
      string,
    ]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const tampered = `OauthNG.JWS.${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`
    const forged = `OauthNG.JWS.${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    for (const token of [tampered, forged, 'garbage']) {
      const res = await t.call('GET', '/oauth2/jwks', undefined, { authorization: token })
      expect(res.status).toBe(401)
      expect(res.json.details).toMatchObject({ applicationError: { code: 'UNAUTHENTICATED' } })
    }
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 14401 })
    const expired = await t.call('GET', '/oauth2/jwks', undefined, { authorization: access_token })
    expect(expired.status).toBe(401)
    expect(expired.json.message).toBe('The access token has expired')
  })

  it('still refuses a token that expired after it was accepted (verified tokens are kept)', async () => {
    t = testEmulator()
    const { access_token } = await t.visitorToken()
    const auth = { authorization: access_token }
    expect((await t.call('GET', '/oauth2/jwks', undefined, auth)).status).toBe(200)
    expect((await t.call('GET', '/oauth2/jwks', undefined, auth)).status).toBe(200)
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 14401 })
    const expired = await t.call('GET', '/oauth2/jwks', undefined, auth)
    expect(expired.status).toBe(401)
    expect(expired.json.message).toBe('The access token has expired')
  })

  it('validates grant requests field by field', async () => {
    t = testEmulator()
    const res = await t.call('POST', '/oauth2/token', { grantType: 'password' })
    expect(res.status).toBe(400)
    const fields = (
      res.json.details as { validationError: { fieldViolations: { field: string }[] } }
    ).validationError.fieldViolations.map((v) => v.field)
    expect(fields.sort()).toEqual(['clientId', 'grantType'])
    expect(
      (await t.call('POST', '/oauth2/token', { clientId: 'wrong', grantType: 'anonymous' })).json
        .details,
    ).toMatchObject({
      applicationError: { code: 'INVALID_CLIENT' },
    })
  })
})
