import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  generateOAuthData,
  getAuthUrl,
  getLoginState,
  getMemberTokens,
  getUserInfo,
  loggedIn,
  logout,
  type OAuthData,
  OAuthError,
  parseFromUrl,
  register,
} from '../src/auth'
import { createClient, type Tokens, ValidationError, visitorAuth } from '../src/index'
import { createRedirectSession } from '../src/redirects'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { hostedBrowser, signInOnHostedPage } from './support/hosted-browser'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
})
afterAll(() => emu.close())

const DEMO = { email: 'demo.member@example.com', password: 'demo-password' }
const CALLBACK = 'http://localhost:3000/callback'

const tokenInfo = async (token: string) =>
  (await (
    await fetch(`${emu.url}/oauth2/token-info`, { method: 'POST', body: JSON.stringify({ token }) })
  ).json()) as {
    active: boolean
    subjectType: string
    subjectId: string
  }
const claims = (token: string) =>
  JSON.parse(
    Buffer.from(token.replace('OauthNG.JWS.', '').split('.')[1] ?? '', 'base64url').toString(),
  ) as { vid?: string }

/** A visitor client that has made one call, so it holds visitor tokens. */
async function visitorClient() {
  const auth = visitorAuth({ clientId: emu.info.clientId })
  const client = createClient({ baseUrl: emu.url, auth })
  await createRedirectSession(client, { login: {} })
  return { client, auth }
}

async function hostedSignIn(
  client: ReturnType<typeof createClient>,
  oauthData: OAuthData,
  responseMode: 'fragment' | 'query' = 'fragment',
) {
  const { authUrl, authorizationEndpoint } = await getAuthUrl(client, oauthData, { responseMode })
  expect(authUrl.startsWith(authorizationEndpoint)).toBe(true)
  const { posted } = await signInOnHostedPage(authUrl, DEMO.email, DEMO.password)
  expect(posted.status).toBe(303)
  return posted.location
}

describe('redirect sign-in with PKCE against the emulator', () => {
  it('signs in on the hosted page and exchanges the callback for member tokens carrying the visitor', async () => {
    const { client, auth } = await visitorClient()
    const visitorToken = (await auth.getTokens())?.accessToken.value ?? ''
    const oauthData = await generateOAuthData(CALLBACK, 'http://localhost:3000/cart')
    const location = await hostedSignIn(client, oauthData)
    expect(location.startsWith(`${CALLBACK}#`)).toBe(true)
    const { code, state } = parseFromUrl(location)
    const tokens = await getMemberTokens(client, code, state, oauthData)
    expect(tokens.refreshToken.role).toBe('member')
    expect(loggedIn(client)).toBe(true)
    expect(await tokenInfo(tokens.accessToken.value)).toMatchObject({
      active: true,
      subjectType: 'MEMBER',
    })
    // The cart of the visitor who signed in follows the member: their id travels as `vid`.
    expect(claims(tokens.accessToken.value).vid).toBe((await tokenInfo(visitorToken)).subjectId)
    expect(await getUserInfo(client)).toMatchObject({
      email: DEMO.email,
      givenName: 'Dana',
      familyName: 'Demo',
    })
  })

  it('reads a query-mode answer too', async () => {
    const { client } = await visitorClient()
    const oauthData = await generateOAuthData(CALLBACK)
    const location = await hostedSignIn(client, oauthData, 'query')
    const answer = parseFromUrl(location, 'query')
    expect(answer.state).toBe(oauthData.state)
    await getMemberTokens(client, answer.code, answer.state, oauthData)
    expect(loggedIn(client)).toBe(true)
  })

  it('checks the callback: missing code or state, a state that is not ours, a code the server refuses', async () => {
    const { client } = await visitorClient()
    const oauthData = await generateOAuthData(CALLBACK)
    const { code, state } = parseFromUrl(await hostedSignIn(client, oauthData))
    await expect(getMemberTokens(client, undefined, state, oauthData)).rejects.toMatchObject({
      message: 'Missing code or _state',
    })
    await expect(getMemberTokens(client, code, '', oauthData)).rejects.toMatchObject({
      code: 'MISSING_CODE_OR_STATE',
    })
    await expect(getMemberTokens(client, code, 'forged', oauthData)).rejects.toMatchObject({
      message: 'Invalid _state',
      code: 'INVALID_STATE',
    })
    // A verifier that is not the one of the challenge: the emulator refuses, the SDK says so.
    const other = await generateOAuthData(CALLBACK)
    const error = await getMemberTokens(client, code, state, {
      ...oauthData,
      codeVerifier: other.codeVerifier,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OAuthError)
    expect(error).toMatchObject({ message: 'Failed to get member tokens', status: 400 })
    expect((error as OAuthError).cause).toMatchObject({ code: 'INVALID_GRANT' })
    expect(loggedIn(client)).toBe(false)
  })

  it('refuses a redirect URI not registered for the client', async () => {
    const { client } = await visitorClient()
    const oauthData = await generateOAuthData('https://evil.example/callback')
    const error = await getAuthUrl(client, oauthData).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).fieldViolations[0]?.field).toBe(
      'auth.authRequest.redirectUri',
    )
  })

  it('answers prompt none from the hosted login cookie, and login_required without it', async () => {
    const { client } = await visitorClient()
    const first = await generateOAuthData(CALLBACK)
    const { authUrl } = await getAuthUrl(client, first)
    const { browser } = await signInOnHostedPage(authUrl, DEMO.email, DEMO.password)
    const silent = await generateOAuthData(CALLBACK)
    const again = await getAuthUrl(client, silent, { prompt: 'none' })
    expect(parseFromUrl((await browser.get(again.authUrl)).location)).toMatchObject({
      code: expect.any(String),
      state: silent.state,
    })
    const stranger = await getAuthUrl(client, await generateOAuthData(CALLBACK), { prompt: 'none' })
    expect(parseFromUrl((await hostedBrowser().get(stranger.authUrl)).location)).toMatchObject({
      error: 'login_required',
      errorDescription: 'No member is signed in',
    })
  })
})

describe('member renewal and logout', () => {
  async function member() {
    const { client, auth } = await visitorClient()
    const oauthData = await generateOAuthData(CALLBACK)
    const { code, state } = parseFromUrl(await hostedSignIn(client, oauthData))
    const tokens = await getMemberTokens(client, code, state, oauthData)
    return { client, auth, tokens }
  }

  it('renews an expired member access token with the refresh token, staying the member', async () => {
    const { client, auth, tokens } = await member()
    await auth.setTokens({
      ...tokens,
      accessToken: { value: tokens.accessToken.value, expiresAt: 0 },
    })
    await getUserInfo(client)
    const renewed = (await auth.getTokens()) as Tokens
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value)
    expect(renewed.refreshToken).toEqual(tokens.refreshToken)
    expect((await tokenInfo(renewed.accessToken.value)).subjectId).toBe(
      (await tokenInfo(tokens.accessToken.value)).subjectId,
    )
    expect(loggedIn(client)).toBe(true)
  })

  it('falls back to a new visitor when the member refresh token is refused', async () => {
    const { client, auth, tokens } = await member()
    await auth.setTokens({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'revoked', role: 'member' },
    })
    await createRedirectSession(client, { login: {} })
    const after = (await auth.getTokens()) as Tokens
    expect(after.refreshToken.role).toBe('visitor')
    expect((await tokenInfo(after.accessToken.value)).subjectType).toBe('VISITOR')
    expect(after.refreshToken.value).not.toBe(tokens.refreshToken.value)
  })

  it('logs out: both tokens cleared, the logout URL ends the hosted session and returns', async () => {
    const { client, auth, tokens } = await member()
    const refresh = (refreshToken: string) =>
      fetch(`${emu.url}/oauth2/token`, {
        method: 'POST',
        body: JSON.stringify({
          clientId: emu.info.clientId,
          grantType: 'refresh_token',
          refreshToken,
        }),
      })
    expect((await refresh(tokens.refreshToken.value)).status).toBe(200)
    const { logoutUrl } = await logout(client, { postFlowUrl: 'http://localhost:3000/bye' })
    // Until the browser reaches the logout page, the server still honours the refresh token.
    expect((await refresh(tokens.refreshToken.value)).status).toBe(200)
    expect(await auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    })
    expect(loggedIn(client)).toBe(false)
    const browser = hostedBrowser()
    expect((await browser.get(logoutUrl)).location).toBe('http://localhost:3000/bye')
    // The logout page revoked it: a copy kept elsewhere no longer renews.
    const refused = await refresh(tokens.refreshToken.value)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      details: { applicationError: { code: 'INVALID_GRANT' } },
    })
    // The next call runs as a brand-new visitor.
    await createRedirectSession(client, { login: {} })
    expect((await auth.getTokens())?.refreshToken.role).toBe('visitor')
  })

  it('clears the tokens even when the logout call fails', async () => {
    const { auth } = await member()
    const offline = createClient({
      baseUrl: emu.url,
      auth,
      retry: false,
      fetch: async () => {
        throw new TypeError('offline')
      },
    })
    await expect(logout(offline)).rejects.toThrow()
    expect((await auth.getTokens())?.refreshToken.role).toBe('none')
  })

  it('registers directly, then a second client of the same visitor keeps its own state', async () => {
    const client = emu.visitor()
    const other = emu.visitor()
    expect(
      (await register(client, { loginId: { email: 'two@example.com' }, password: 'secret-pass' }))
        .loginState,
    ).toBe('SUCCESS')
    expect(getLoginState(other).loginState).toBe('INITIAL')
  })
})
