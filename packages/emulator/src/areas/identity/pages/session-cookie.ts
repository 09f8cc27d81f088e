import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  BROWSER_SESSION_TTL_MS,
  createBrowserSession,
  endBrowserSession,
  readBrowserSession,
} from '../authorize-service'
import type { IdentityContext } from '../context'
import type { SessionDoc } from '../sign-in-state'

/** Name of the hosted pages' login cookie (HttpOnly; holds an opaque secret, never a token). */
export const SESSION_COOKIE = 'sfemu_session'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether a request loads a frame inside a page of another site (the silent sign-in iframe). */
const inCrossSiteFrame = (c: Context) =>
  ['iframe', 'frame'].includes(c.req.header('sec-fetch-dest') ?? '') &&
  c.req.header('sec-fetch-site') === 'cross-site'

/**
 * Cookie attributes: `SameSite=Lax` — sent when the shopper comes to the hosted pages, never with
 * another site's form posts, frames or images. Only a cookie set inside another site's frame
 * (the silent sign-in of a shop on another site) is `SameSite=None; Secure`: a Lax cookie there
 * is refused by the browser and never comes back, so the exchange could not work even where
 * third-party cookies are allowed. Secure wherever browsers accept it (https, loopback).
 */
function attributes(c: Context) {
  const url = new URL(c.req.url)
  const secure = url.protocol === 'https:' || LOOPBACK.has(url.hostname)
  return {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: secure && inCrossSiteFrame(c) ? ('None' as const) : ('Lax' as const),
  }
}

/** The member signed in on the hosted pages in this browser, if any. */
export function currentBrowserSession(c: Context, ctx: IdentityContext): SessionDoc | undefined {
  return readBrowserSession(ctx, getCookie(c, SESSION_COOKIE))
}

/** Signs the browser in on the hosted pages (replacing any earlier session); answers the secret. */
export function startBrowserSession(c: Context, ctx: IdentityContext, doc: SessionDoc): string {
  endBrowserSession(ctx, getCookie(c, SESSION_COOKIE))
  const secret = createBrowserSession(ctx, doc)
  setCookie(c, SESSION_COOKIE, secret, {
    ...attributes(c),
    maxAge: Math.floor(BROWSER_SESSION_TTL_MS / 1000),
  })
  return secret
}

/** The login cookie the browser sent, if any (its secret). */
export const sessionCookieOf = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE)

/** Signs the browser out of the hosted pages. */
export function endBrowserSessionCookie(c: Context, ctx: IdentityContext): void {
  endBrowserSession(ctx, getCookie(c, SESSION_COOKIE))
  deleteCookie(c, SESSION_COOKIE, attributes(c))
}
