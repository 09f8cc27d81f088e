import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { API_PREFIX } from '../api-client'
import { FailedAttempts } from './attempts'
import type { ServerConfig } from './config'
import type { PasswordCheck } from './password'
import { forwardToPlatform } from './proxy'
import { SESSION_IDLE_MS, SessionStore } from './sessions'
import { type SignInNotice, signInPage } from './sign-in-page'

/** The session cookie's name. */
export const SESSION_COOKIE = 'admin_session'

/** What {@link createAdminServer} is built from. */
export interface AdminServerOptions {
  config: ServerConfig
  /** The password's hash, when a password is configured. */
  password?: PasswordCheck | undefined
  /** Serves the app (its HTML and assets) to a signed-in person; `next` is the address asked. */
  serveApp: (c: Context) => Response | Promise<Response>
  /** Told every new one-time sign-in link (the server prints it where it runs). */
  onSignInLink: (path: string) => void
  sessions?: SessionStore
  now?: () => number
}

/** Where a sign-in may send the person afterwards: a path of this server, nothing else. */
function safeNext(next: unknown): string {
  return typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') ? next : '/'
}

/** The caller's address for counting failed sign-ins (in tests there is no socket). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * A state-changing call must come from the back office's own pages: the browser says where the
 * request comes from (`Origin`, `Sec-Fetch-Site`) and SameSite=Strict keeps the cookie off
 * cross-site requests already; this checks both, so neither alone is trusted.
 */
function fromOwnPage(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const origin = c.req.header('origin')
  if (!origin) return true
  return new URL(origin).host === new URL(c.req.url).host
}

/** The platform's error envelope, for the SDK in the browser to read like any other. */
function envelope(status: 401 | 403, code: string, description: string) {
  return Response.json(
    { message: description, details: { applicationError: { code, description } } },
    { status },
  )
}

/**
 * The back office's server: sign-in (password or one-time link) with cookie sessions
 * (`HttpOnly`, `SameSite=Strict`), `/api/*` forwarded to the platform with the owner's API key
 * for a signed-in person only, and the app itself. The browser never receives the key.
 *
 * @example
 * ```ts
 * const app = createAdminServer({ config, serveApp, onSignInLink: (path) => console.log(path) })
 * ```
 */
export function createAdminServer(options: AdminServerOptions): Hono {
  const { config, password } = options
  const sessions = options.sessions ?? new SessionStore(options.now)
  const attempts = new FailedAttempts(options.now)
  const app = new Hono()
  const newLink = () => options.onSignInLink(`/auth/link?token=${sessions.issueLink()}`)
  const signedIn = (c: Context) => sessions.touch(getCookie(c, SESSION_COOKIE))
  const startSession = (c: Context) =>
    setCookie(c, SESSION_COOKIE, sessions.open(), {
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.secureCookies,
      path: '/',
      maxAge: SESSION_IDLE_MS / 1000,
    })

  app.use(async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'same-origin')
    c.header('x-frame-options', 'DENY')
    c.header('cache-control', c.res.headers.get('cache-control') ?? 'no-store')
  })

  app.get('/sign-in', (c) => {
    const notice = c.req.query('notice') as SignInNotice
    return c.html(
      signInPage({ notice, passwordEnabled: !!password, next: safeNext(c.req.query('next')) }),
    )
  })

  app.post('/auth/sign-in', async (c) => {
    const address = clientAddress(c)
    const form = await c.req.parseBody()
    const next = safeNext(form.next)
    if (!password) return c.redirect('/sign-in', 303)
    if (attempts.blocked(address)) return c.redirect('/sign-in?notice=too-many', 303)
    if (
      !fromOwnPage(c) ||
      typeof form.password !== 'string' ||
      !(await password.matches(form.password))
    ) {
      attempts.fail(address)
      return c.redirect(`/sign-in?notice=wrong-password&next=${encodeURIComponent(next)}`, 303)
    }
    attempts.succeed(address)
    startSession(c)
    return c.redirect(next, 303)
  })

  app.get('/auth/link', (c) => {
    const address = clientAddress(c)
    if (attempts.blocked(address)) return c.redirect('/sign-in?notice=too-many', 303)
    const redeemed = sessions.redeemLink(c.req.query('token'))
    // Every link is used once: the next person (or device) gets a fresh one where the server runs.
    newLink()
    if (!redeemed) {
      attempts.fail(address)
      return c.redirect('/sign-in?notice=used-link', 303)
    }
    startSession(c)
    return c.redirect('/', 303)
  })

  app.post('/auth/sign-out', (c) => {
    if (!fromOwnPage(c))
      return envelope(403, 'CROSS_SITE_REQUEST', 'Sign out from the back office.')
    sessions.close(getCookie(c, SESSION_COOKIE))
    deleteCookie(c, SESSION_COOKIE, { path: '/' })
    return c.redirect('/sign-in?notice=signed-out', 303)
  })

  app.get('/auth/session', (c) => (signedIn(c) ? c.body(null, 204) : c.body(null, 401)))

  app.all(`${API_PREFIX}/*`, (c) => {
    if (!signedIn(c))
      return envelope(401, 'BACK_OFFICE_SIGNED_OUT', 'Sign in to the back office again.')
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !fromOwnPage(c))
      return envelope(403, 'CROSS_SITE_REQUEST', 'Only the back office itself may call the store.')
    return forwardToPlatform(c.req.raw, config, API_PREFIX)
  })

  app.get('*', (c) => {
    if (c.req.path.startsWith('/assets/')) return options.serveApp(c)
    if (!signedIn(c))
      return c.redirect(
        `/sign-in?next=${encodeURIComponent(c.req.path + new URL(c.req.url).search)}`,
      )
    return options.serveApp(c)
  })

  newLink()
  return app
}
