// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  getMemberTokensForDirectLogin,
  loggedIn,
  OAuthError,
  ThirdPartyCookiesBlockedError,
} from '../src/auth'
import { createClient, visitorAuth } from '../src/index'
import { type SeenRequest, startTestServer, type TestServer } from './support/test-server'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  document.body.innerHTML = ''
})

/** Redirect sessions and tokens of a fake platform; the hosted page is played by the test. */
async function platform() {
  const seen: SeenRequest[] = []
  const s = await startTestServer((req) => {
    seen.push(req)
    if (req.path === '/_api/redirects-api/v1/redirect-session')
      return {
        body: {
          redirectSession: {
            id: 'r1',
            fullUrl: `${s.url}/__hosted/authorize?session=t1`,
            urlDetails: { endpoint: `${s.url}/__hosted/authorize` },
            shortUrl: '',
          },
        },
      }
    const body = req.json as { grantType?: string }
    if (body?.grantType === 'anonymous')
      return { body: { access_token: 'visitor', expires_in: 14400, refresh_token: 'rv' } }
    if (body?.grantType === 'authorization_code')
      return { body: { access_token: 'member', expires_in: 14400, refresh_token: 'rm' } }
    return { status: 404, body: { message: 'no', details: {} } }
  })
  server = s
  const client = createClient({ baseUrl: s.url, auth: visitorAuth({ clientId: 'client-1' }) })
  return { url: s.url, seen, client }
}

/** Waits for the hidden frame the SDK adds; the test then answers from it as the hosted page would. */
async function hiddenFrame() {
  for (let i = 0; i < 200 && !document.querySelector('iframe'); i++)
    await new Promise((resolve) => setTimeout(resolve, 5))
  const frame = document.querySelector('iframe')
  if (!frame) throw new Error('no frame')
  expect(frame.style.display).toBe('none')
  expect(frame.getAttribute('aria-hidden')).toBe('true')
  return frame
}

const authRequestOf = (seen: SeenRequest[]) =>
  seen.find((r) => r.path.endsWith('/redirect-session'))?.json as {
    auth: { authRequest: Record<string, string>; prompt: string }
    origin?: string
  }

describe('silent login with a session token (hidden iframe, web_message)', () => {
  it('asks for prompt none in web_message mode, takes the posted code, exchanges it, removes the frame', async () => {
    const p = await platform()
    const pending = getMemberTokensForDirectLogin(p.client, 'session-token-1')
    const frame = await hiddenFrame()
    const request = authRequestOf(p.seen)
    expect(request.auth.prompt).toBe('none')
    expect(request.auth.authRequest).toMatchObject({
      responseMode: 'web_message',
      sessionToken: 'session-token-1',
      codeChallengeMethod: 'S256',
      scope: 'offline_access',
    })
    expect(request.auth.authRequest.redirectUri).toBeUndefined()
    expect(request.origin).toBe(window.location.origin)
    const state = request.auth.authRequest.state
    // Messages from elsewhere, or for another state, are ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { code: 'evil', state },
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { code: 'other', state: 'other' },
        origin: p.url,
        source: frame.contentWindow,
      }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { code: 'c1', state },
        origin: p.url,
        source: frame.contentWindow,
      }),
    )
    const tokens = await pending
    expect(tokens.refreshToken).toEqual({ value: 'rm', role: 'member' })
    expect(loggedIn(p.client)).toBe(true)
    expect(document.querySelector('iframe')).toBeNull()
    const exchange = p.seen.find(
      (r) => (r.json as { grantType?: string })?.grantType === 'authorization_code',
    )?.json as Record<string, string>
    expect(exchange).toMatchObject({ code: 'c1', clientId: 'client-1' })
    expect(exchange.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/)
  })

  it('reports blocked third-party cookies as a typed error and removes the frame', async () => {
    const p = await platform()
    const pending = getMemberTokensForDirectLogin(p.client, 'st')
    const frame = await hiddenFrame()
    const state = authRequestOf(p.seen).auth.authRequest.state
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { error: 'login_required', error_description: 'cookies blocked', state },
        origin: p.url,
        source: frame.contentWindow,
      }),
    )
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ThirdPartyCookiesBlockedError)
    expect(error).toMatchObject({ code: 'THIRD_PARTY_COOKIES_BLOCKED', message: 'cookies blocked' })
    expect(document.querySelector('iframe')).toBeNull()
    expect(loggedIn(p.client)).toBe(false)
  })

  it('fails with OAUTH_ERROR for other refusals', async () => {
    const p = await platform()
    const pending = getMemberTokensForDirectLogin(p.client, 'st')
    const frame = await hiddenFrame()
    const state = authRequestOf(p.seen).auth.authRequest.state
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { error: 'access_denied', error_description: 'spent', state },
        origin: p.url,
        source: frame.contentWindow,
      }),
    )
    await expect(pending).rejects.toMatchObject({ code: 'OAUTH_ERROR', message: 'spent' })
  })

  it('times out with "OAuth flow timed out" and removes the frame', async () => {
    const p = await platform()
    const error = await getMemberTokensForDirectLogin(p.client, 'st', { frameTimeout: 50 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(OAuthError)
    expect(error).toMatchObject({ code: 'OAUTH_TIMEOUT', message: 'OAuth flow timed out' })
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('stops when the caller aborts, removing the frame', async () => {
    const p = await platform()
    const controller = new AbortController()
    const pending = getMemberTokensForDirectLogin(p.client, 'st', { signal: controller.signal })
    await hiddenFrame()
    controller.abort(new Error('left the page'))
    await expect(pending).rejects.toThrow('left the page')
    expect(document.querySelector('iframe')).toBeNull()
  })
})
