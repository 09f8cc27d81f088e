import { createHash, randomBytes } from 'node:crypto'
import type { testEmulator } from './emulator'

type T = ReturnType<typeof testEmulator>

/** A PKCE pair: a 43-character verifier and its S256 challenge. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** A tiny cookie jar for in-process requests to the hosted pages. */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: { headers: Headers }) {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const [name = '', ...rest] = pair.split('=')
        const value = rest.join('=')
        if (!value || /max-age=0/i.test(line)) cookies.delete(name)
        else cookies.set(name, value)
      }
    },
    clear: () => cookies.clear(),
  }
}

/** Sign-in helpers over an in-process emulator. */
export function signIn(t: T) {
  const json = (token: string) => ({ authorization: token })
  const visitor = () => t.visitorToken()
  const register = (token: string, email: string, password = 'secret-pass', extra = {}) =>
    t.call(
      'POST',
      '/_api/iam/authentication/v2/register',
      { loginId: { email }, password, ...extra },
      json(token),
    )
  const login = (token: string, email: string, password = 'secret-pass', extra = {}) =>
    t.call(
      'POST',
      '/_api/iam/authentication/v2/login',
      { loginId: { email }, password, ...extra },
      json(token),
    )
  const outbox = async (to: string, kind?: string) =>
    (
      (
        await t.call(
          'GET',
          `/_emulator/outbox?to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}`,
        )
      ).json as unknown as {
        messages: { data: Record<string, string>; text: string; kind: string }[]
      }
    ).messages
  const lastCode = async (to: string) =>
    (await outbox(to, 'verification-code')).at(-1)?.data.code ?? ''
  const policies = (change: Record<string, boolean>) =>
    t.call('POST', '/_emulator/identity/policies', change)
  const memberStatus = (email: string, status: string) =>
    t.call('POST', '/_emulator/identity/member-status', { email, status })

  /** An `auth` redirect session with fresh PKCE data. */
  const authSession = async (
    token: string,
    options: {
      responseMode?: string
      redirectUri?: string | null
      prompt?: string
      sessionToken?: string
      scope?: string
      origin?: string
    } = {},
  ) => {
    const { verifier, challenge } = pkce()
    const state = randomBytes(8).toString('hex')
    const redirectUri =
      options.redirectUri === null
        ? undefined
        : (options.redirectUri ?? 'http://localhost:3000/callback')
    const res = await t.call(
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        auth: {
          authRequest: {
            clientId: t.clientId,
            responseType: 'code',
            ...(redirectUri && { redirectUri }),
            scope: options.scope ?? 'offline_access',
            state,
            responseMode: options.responseMode ?? 'query',
            codeChallenge: challenge,
            codeChallengeMethod: 'S256',
            ...(options.sessionToken && { sessionToken: options.sessionToken }),
          },
          ...(options.prompt && { prompt: options.prompt }),
        },
        ...(options.origin && { origin: options.origin }),
      },
      json(token),
    )
    const session = (res.json as { redirectSession?: { fullUrl: string; sessionToken: string } })
      .redirectSession
    return { res, session, verifier, state, redirectUri }
  }

  /** GET of a hosted page with the jar's cookies, keeping the cookies it sets. */
  const page = async (jar: ReturnType<typeof cookieJar>, url: string) => {
    const res = await t.emulator.request(url, { headers: { cookie: jar.header() } })
    jar.take(res)
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      text: await res.text(),
      headers: res.headers,
    }
  }

  /** POST of a hosted form. */
  const submit = async (
    jar: ReturnType<typeof cookieJar>,
    path: string,
    fields: Record<string, string>,
  ) => {
    const res = await t.emulator.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    jar.take(res)
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      text: await res.text(),
    }
  }

  /** The message a `web_message` page posts. */
  const postedMessage = (html: string) => {
    const match = /postMessage\((\{.*?\}), "([^"]*)"\)/.exec(html)
    return match
      ? { message: JSON.parse(match[1] ?? '{}') as Record<string, string>, origin: match[2] }
      : undefined
  }

  /** Answer parameters of a `query` or `fragment` redirect. */
  const answerOf = (location: string) => {
    const url = new URL(location)
    return Object.fromEntries(new URLSearchParams(url.hash ? url.hash.slice(1) : url.search))
  }

  /** The hosted login form of a new `auth` session, posted as ann@example.com. */
  const hostedLogin = async (token: string, options: Parameters<typeof authSession>[1] = {}) => {
    const flow = await authSession(token, options)
    const jar = cookieJar()
    const form = await page(jar, flow.session?.fullUrl ?? '')
    const sessionParam = new URL(flow.session?.fullUrl ?? '').searchParams.get('session') ?? ''
    const posted = await submit(jar, '/__hosted/authorize', {
      session: sessionParam,
      action: 'login',
      email: 'ann@example.com',
      password: 'secret-pass',
    })
    return { ...flow, jar, form, posted, sessionParam }
  }

  const exchange = (
    code: string,
    codeVerifier: string,
    redirectUri?: string,
    clientId = t.clientId,
  ) =>
    t.call('POST', '/oauth2/token', {
      clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier,
      ...(redirectUri && { redirectUri }),
    })

  const tokenInfo = async (token: string) =>
    (await t.call('POST', '/oauth2/token-info', { token })).json as Record<string, unknown>

  /** Claims of an access token (not verified: the emulator's token-info does that). */
  const claims = (token: string) =>
    JSON.parse(
      Buffer.from(token.replace('OauthNG.JWS.', '').split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>

  return {
    visitor,
    register,
    login,
    outbox,
    lastCode,
    policies,
    memberStatus,
    authSession,
    page,
    submit,
    postedMessage,
    answerOf,
    hostedLogin,
    exchange,
    tokenInfo,
    claims,
  }
}
