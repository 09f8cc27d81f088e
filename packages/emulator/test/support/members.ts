import type { Member } from '@storefront-kit/wire'
import type { testEmulator } from './emulator'
import { cookieJar, signIn } from './sign-in'

type T = ReturnType<typeof testEmulator>

export const BASE = '/members/v1/members'

type Violation = { field: string; violatedRule: string; data: Record<string, unknown> }

/** Field violations of an error answer, as `field: RULE`. */
export const rules = (json: Record<string, unknown>) =>
  (
    ((json.details as { validationError?: { fieldViolations: Violation[] } } | undefined)
      ?.validationError?.fieldViolations ?? []) as Violation[]
  ).map((v) => `${v.field}: ${v.violatedRule}`)

/** The application error code of an error answer. */
export const appCode = (json: Record<string, unknown>) =>
  (json.details as { applicationError?: { code: string } } | undefined)?.applicationError?.code

/** Member calls over an in-process emulator, as the owner, a member token or a visitor token. */
export function membersApi(t: T) {
  const s = signIn(t)
  const auth = (token: string) => ({ authorization: token })

  /** An access token for a member id, signed with the emulator's own signer (its real path). */
  const tokenFor = (id: string) =>
    t.emulator.context.signer.sign({ sub: id, kind: 'member', cid: t.clientId }, 3600)

  /** Registers a member through the sign-in API; answers its id and a member access token. */
  async function register(email: string, profile: Record<string, unknown> = {}) {
    const visitor = await s.visitor()
    const res = await s.register(visitor.access_token, email, 'secret-pass', { profile })
    const id = (res.json.identity as { id?: string } | undefined)?.id
    if (!id) throw new Error(`register failed: ${res.status} ${res.text}`)
    return { id, token: await tokenFor(id), state: String(res.json.state) }
  }

  /**
   * Member tokens through the real flow: login, then the hosted authorize page with the session
   * token, then the code exchange. Answers the token response (with a refresh token) or the
   * failed step's answer.
   */
  async function signInTokens(email: string, password = 'secret-pass') {
    const visitor = await s.visitor()
    const login = await s.login(visitor.access_token, email, password)
    if (login.json.state !== 'SUCCESS') return { ok: false as const, login }
    const flow = await s.authSession(visitor.access_token, {
      responseMode: 'web_message',
      redirectUri: null,
      prompt: 'none',
      sessionToken: String(login.json.sessionToken),
      origin: 'http://localhost:5173',
    })
    const jar = cookieJar()
    const hop = await s.page(jar, flow.session?.fullUrl ?? '')
    const final = await s.page(jar, `http://localhost${hop.location}`)
    const code = s.postedMessage(final.text)?.message.code ?? ''
    const tokens = await s.exchange(code, flow.verifier)
    return {
      ok: true as const,
      login,
      accessToken: String(tokens.json.access_token),
      refreshToken: String(tokens.json.refresh_token),
    }
  }

  /** A refresh grant with a refresh token: its status tells whether the session still lives. */
  const refresh = (refreshToken: string) =>
    t.call('POST', '/oauth2/token', {
      clientId: t.clientId,
      grantType: 'refresh_token',
      refreshToken,
    })

  const as = (headers: Record<string, string>) => ({
    get: (path: string) => t.call('GET', `${BASE}${path}`, undefined, headers),
    post: (path: string, body: unknown = {}) => t.call('POST', `${BASE}${path}`, body, headers),
    patch: (path: string, body: unknown) => t.call('PATCH', `${BASE}${path}`, body, headers),
    del: (path: string) => t.call('DELETE', `${BASE}${path}`, undefined, headers),
  })

  /** Calls as the owner's API key. */
  const owner = as(t.owner)
  /** Calls with a member's or visitor's token. */
  const withToken = (token: string) => as(auth(token))

  /** A member as the owner reads it (FULL). */
  const read = async (id: string) =>
    (await owner.get(`/${id}?fieldsets=FULL`)).json.member as unknown as Member

  /** Member events recorded so far. */
  const events = async (slug?: string) =>
    (
      await t.call(
        'GET',
        `/_emulator/events?entityFqdn=wix.members.v1.member${slug ? `&slug=${slug}` : ''}`,
      )
    ).json.events as { metadata: { slug: string; entityId: string }; entity?: Member }[]

  return { s, tokenFor, register, signInTokens, refresh, owner, withToken, read, events }
}

/** `.r` form of a GET payload (base64url JSON). */
export const rForm = (payload: unknown) =>
  `.r=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
