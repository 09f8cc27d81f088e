import type { AuthorizeWebMessage } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { html, scriptJson } from '../../../http/html/html'
import { errorPage, renderPage } from '../../../http/html/layout'
import type { RedirectSessionRecord } from '../../redirects/index'
import { issueCode } from '../authorize-service'
import type { IdentityContext } from '../context'
import type { SessionDoc } from '../sign-in-state'

/** An OAuth error answer (`login_required`, `access_denied`, ...). */
export interface AuthorizeError {
  error: string
  error_description: string
}

/**
 * Sends the authorization answer the way the request asked: `query` or `fragment` on a redirect
 * to the registered redirect URI, or `web_message` posted to the opener or parent window at the
 * registered origin only. The state always travels back.
 */
export function deliver(
  c: Context,
  ctx: IdentityContext,
  record: RedirectSessionRecord,
  answer: { code: string } | AuthorizeError,
): Response {
  const request = record.request.auth?.authRequest
  if (!request)
    return errorPage(c, 400, 'Not a sign-in link', 'This link does not start a sign-in.')
  const message: AuthorizeWebMessage = { ...answer, state: request.state }
  const mode = request.responseMode ?? 'query'
  if (mode === 'web_message') {
    const origin = record.targetOrigin
    if (!origin) return errorPage(c, 400, 'Sign-in failed', 'No origin to answer to.')
    return renderPage(c, {
      title: 'Signing in',
      frameable: true,
      body: html`<h1>Signing in</h1><p role="status">You can close this window.</p>`,
      script: html`(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  if (target) target.postMessage(${scriptJson(message)}, ${scriptJson(origin)});
  if (window.opener) window.close();
})();`,
    })
  }
  const redirectUri = request.redirectUri ?? ''
  // Checked when the session was made; checked again in case the allow-list changed since.
  if (!ctx.redirects.isRedirectUriAllowed(request.clientId, redirectUri))
    return errorPage(
      c,
      400,
      'Sign-in failed',
      'The redirect URI is not registered for this client.',
    )
  const url = new URL(redirectUri)
  const entries = Object.entries(message).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  if (mode === 'fragment') url.hash = new URLSearchParams(entries).toString()
  else for (const [key, value] of entries) url.searchParams.set(key, value)
  c.header('cache-control', 'no-store')
  c.header('referrer-policy', 'no-referrer')
  return c.redirect(url.href, c.req.method === 'POST' ? 303 : 302)
}

/** Issues the authorization code for a signed-in member and delivers it; the session is spent. */
export function deliverCode(
  c: Context,
  ctx: IdentityContext,
  record: RedirectSessionRecord,
  session: SessionDoc,
): Response {
  const request = record.request.auth?.authRequest
  if (!request)
    return errorPage(c, 400, 'Not a sign-in link', 'This link does not start a sign-in.')
  const visitorId = session.visitorId ?? record.creator.visitorId
  const code = ctx.db.transaction(() => {
    ctx.redirects.markUsed(record)
    return issueCode(ctx, {
      clientId: request.clientId,
      redirectUri: request.redirectUri ?? '',
      codeChallenge: request.codeChallenge ?? '',
      scope: request.scope ?? '',
      memberId: session.identityId,
      ...(visitorId && { visitorId }),
    })
  })
  return deliver(c, ctx, record, { code })
}
