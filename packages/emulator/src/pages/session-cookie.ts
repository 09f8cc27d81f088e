import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  BROWSER_SESSION_TTL_MS,
  createBrowserSession,
  endBrowserSession,
  readBrowserSession,
} from '../areas/identity/authorize-service'
import type { SessionDoc } from '../areas/identity/sign-in-state'
import { identityStore } from '../areas/identity/store'
import type { EmulatorContext } from '../context'

/** Name of the hosted pages' login cookie (HttpOnly; holds an opaque secret, never a token). */
export const SESSION_COOKIE = 'sfemu_session'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Cookie attributes: `SameSite=None; Secure` wherever browsers accept Secure (https, loopback),
 * so the silent sign-in iframe works when the shop runs on another site — unless the browser
 * blocks third-party cookies, which is exactly the failure the SDK reports. Elsewhere `Lax`.
 */
function attributes(c: Context) {
  const url = new URL(c.req.url)
  const secure = url.protocol === 'https:' || LOOPBACK.has(url.hostname)
  return {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: secure ? ('None' as const) : ('Lax' as const),
  }
}

/** The member signed in on the hosted pages in this browser, if any. */
export function currentBrowserSession(c: Context, ctx: EmulatorContext): SessionDoc | undefined {
  return readBrowserSession(ctx, identityStore(ctx.db), getCookie(c, SESSION_COOKIE))
}

/** Signs the browser in on the hosted pages (replacing any earlier session). */
export function startBrowserSession(c: Context, ctx: EmulatorContext, doc: SessionDoc): void {
  const store = identityStore(ctx.db)
  endBrowserSession(store, getCookie(c, SESSION_COOKIE))
  const secret = createBrowserSession(ctx, store, doc)
  setCookie(c, SESSION_COOKIE, secret, {
    ...attributes(c),
    maxAge: Math.floor(BROWSER_SESSION_TTL_MS / 1000),
  })
}

/** Signs the browser out of the hosted pages. */
export function endBrowserSessionCookie(c: Context, ctx: EmulatorContext): void {
  endBrowserSession(identityStore(ctx.db), getCookie(c, SESSION_COOKIE))
  deleteCookie(c, SESSION_COOKIE, attributes(c))
}
