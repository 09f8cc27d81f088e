import { logoutRequestSchema } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { applicationError, validationError, violation } from '../../../http/api-error'
import { html } from '../../../http/html/html'
import { errorPage, renderPage } from '../../../http/html/layout'
import { isCrossSiteNavigation } from '../../../http/html/same-origin'
import { parseInput } from '../../../http/validate'
import { type RedirectSessionRecord, SESSION_PARAM } from '../../redirects/index'
import type { IdentityContext } from '../context'
import type { SessionDoc } from '../sign-in-state'
import { currentBrowserSession, endBrowserSessionCookie } from './session-cookie'

function signedOut(c: Context, next: string | undefined): Response {
  if (next) {
    c.header('cache-control', 'no-store')
    return c.redirect(next, c.req.method === 'POST' ? 303 : 302)
  }
  return renderPage(c, {
    title: 'Signed out',
    body: html`<h1>You are signed out</h1><p role="status">You can close this window.</p>`,
  })
}

/** Whether the browser's hosted session is the one of whoever started the logout flow. */
function startedBy(record: RedirectSessionRecord, browser: SessionDoc): boolean {
  const { creator } = record
  if (creator.kind === 'member' && creator.id === browser.identityId) return true
  return !!creator.visitorId && creator.visitorId === browser.visitorId
}

/**
 * The hosted logout page (`logout` intent). A GET signs out only with its flow's state: the
 * unguessable token of a live, unused logout session, made with the tokens of the shopper who
 * signs out. It then revokes that member's refresh token, ends the browser's hosted session if
 * it is theirs, and goes to the post-flow URL. Any other GET changes nothing, or a link or an
 * image on any page could sign the shopper out (so could a logout session an attacker made for
 * themselves: it ends only the attacker's own session).
 */
export async function logoutGet(c: Context, ctx: IdentityContext): Promise<Response> {
  const token = c.req.query(SESSION_PARAM)
  return ctx.lock(() => {
    const record = ctx.redirects.find(token)
    if (record?.intent !== 'logout')
      return errorPage(
        c,
        400,
        'Link not valid',
        'This sign-out link is not valid or has expired, so you are still signed in. Sign out from the shop.',
      )
    if (record.usedDate)
      return errorPage(c, 400, 'Link used', 'This sign-out link was already used.')
    const browser = currentBrowserSession(c, ctx)
    const sessionId = record.creator.sessionId
    ctx.db.transaction(() => {
      ctx.redirects.markUsed(record)
      if (browser && startedBy(record, browser)) endBrowserSessionCookie(c, ctx)
      if (sessionId) ctx.store.revokeRefreshHash(sessionId)
    })
    return signedOut(c, ctx.redirects.callbackUrl(record, 'postFlowUrl'))
  })
}

/** POST of the hosted pages' own sign-out form (the account page); same-origin only. */
export async function logoutPost(c: Context, ctx: IdentityContext): Promise<Response> {
  return ctx.lock(() => {
    ctx.db.transaction(() => endBrowserSessionCookie(c, ctx))
    return signedOut(c, undefined)
  })
}

/** The checked input of the API form of logout (query of the GET, fields of the POST). */
function apiLogoutInput(ctx: IdentityContext, fields: Record<string, unknown>) {
  const input = parseInput(logoutRequestSchema, fields)
  const clientId = input.clientId ?? ctx.site.clientId
  if (clientId !== ctx.site.clientId)
    throw applicationError(400, 'INVALID_CLIENT', `Unknown OAuth client id ${clientId}`)
  const next = input.postLogoutRedirectUri
  if (next && !ctx.redirects.isRedirectUriAllowed(clientId, next))
    throw validationError([
      violation(
        'postLogoutRedirectUri',
        'OTHER',
        'is not a redirect URI registered for this client',
        {},
        'REDIRECT_URI_NOT_ALLOWED',
      ),
    ])
  return { clientId, next }
}

/**
 * `GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri=…&clientId=…`: the API form of
 * logout, answering with a redirect. It carries no flow state, so when another site sent the
 * browser here the page asks first (a same-origin form), as OpenID Connect's logout does without
 * an id token hint. Bad input answers the JSON error envelope, never a redirect.
 */
export async function apiLogoutGet(c: Context, ctx: IdentityContext): Promise<Response> {
  const { clientId, next } = apiLogoutInput(
    ctx,
    Object.fromEntries(new URL(c.req.url).searchParams),
  )
  if (isCrossSiteNavigation(c))
    return renderPage(c, {
      title: 'Sign out',
      body: html`<h1>Sign out?</h1>
<p>A site asked to sign you out of the shop.</p>
<form method="post" action="${c.req.path}">
<input type="hidden" name="clientId" value="${clientId}">
${next && html`<input type="hidden" name="postLogoutRedirectUri" value="${next}">`}
<button type="submit">Sign out</button>
</form>`,
    })
  return ctx.lock(() => {
    ctx.db.transaction(() => endBrowserSessionCookie(c, ctx))
    return signedOut(c, next)
  })
}

/** POST of the confirmation form of {@link apiLogoutGet}; same-origin only. */
export async function apiLogoutPost(c: Context, ctx: IdentityContext): Promise<Response> {
  const { next } = apiLogoutInput(ctx, await c.req.parseBody())
  return ctx.lock(() => {
    ctx.db.transaction(() => endBrowserSessionCookie(c, ctx))
    return signedOut(c, next)
  })
}
