import { logoutRequestSchema } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { identityStore } from '../areas/identity/store'
import { findRedirectSession, SESSION_PARAM } from '../areas/redirects/service'
import type { EmulatorContext } from '../context'
import { applicationError, validationError, violation } from '../http/api-error'
import { parseInput } from '../http/validate'
import { html } from './html'
import { errorPage, renderPage } from './layout'
import { isRedirectUriAllowed } from './redirect-uris'
import { endBrowserSessionCookie } from './session-cookie'

function signedOut(c: Context, next: string | undefined): Response {
  if (next) {
    c.header('cache-control', 'no-store')
    return c.redirect(next, 302)
  }
  return renderPage(c, {
    title: 'Signed out',
    body: html`<h1>You are signed out</h1><p role="status">You can close this window.</p>`,
  })
}

/**
 * The hosted logout page (`logout` intent): ends the browser's session on the hosted pages and
 * revokes the refresh token of the member who asked for the page, then goes to the post-flow URL
 * (checked against the client's redirect URIs when the session was made). Without a session it
 * still signs the browser out and says so.
 */
export async function logoutGet(c: Context, ctx: EmulatorContext): Promise<Response> {
  const token = c.req.query(SESSION_PARAM)
  return ctx.lock(() => {
    const record = token ? findRedirectSession(ctx, token) : undefined
    if (token && record?.intent !== 'logout')
      return errorPage(c, 400, 'Link not valid', 'This logout link is not valid or has expired.')
    const sessionId = record?.creator.sessionId
    ctx.db.transaction(() => {
      endBrowserSessionCookie(c, ctx)
      if (sessionId) identityStore(ctx.db).revokeRefreshHash(sessionId)
    })
    return signedOut(c, record?.request.callbacks?.postFlowUrl)
  })
}

/**
 * `GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri=…&clientId=…`: the API form of
 * logout, answering with a redirect. Bad input answers the JSON error envelope, never a redirect.
 */
export async function apiLogoutGet(c: Context, ctx: EmulatorContext): Promise<Response> {
  const input = parseInput(logoutRequestSchema, Object.fromEntries(new URL(c.req.url).searchParams))
  const clientId = input.clientId ?? ctx.site.clientId
  if (clientId !== ctx.site.clientId)
    throw applicationError(400, 'INVALID_CLIENT', `Unknown OAuth client id ${clientId}`)
  const next = input.postLogoutRedirectUri
  if (next && !isRedirectUriAllowed(ctx, clientId, next))
    throw validationError([
      violation(
        'postLogoutRedirectUri',
        'OTHER',
        'is not a redirect URI registered for this client',
        {},
        'REDIRECT_URI_NOT_ALLOWED',
      ),
    ])
  return ctx.lock(() => {
    ctx.db.transaction(() => endBrowserSessionCookie(c, ctx))
    return signedOut(c, next)
  })
}
