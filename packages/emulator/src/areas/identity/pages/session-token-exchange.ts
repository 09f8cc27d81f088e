import type { Context } from 'hono'
import { hashSecret } from '../../../tokens/hash-secret'
import { HOSTED_PATHS, type RedirectSessionRecord, SESSION_PARAM } from '../../redirects/index'
import { consumeSessionToken, restoreSessionToken } from '../authorize-service'
import type { IdentityContext } from '../context'
import { deliver, deliverCode } from './deliver'
import { currentBrowserSession, sessionCookieOf, startBrowserSession } from './session-cookie'

/** Marks the second hop of a session-token exchange: the login cookie must be back by now. */
const SYNC_PARAM = 'sync'

/**
 * Exchanges a direct login's session token on the hosted authorize page, in two hops. The first
 * spends the token, signs the browser in (the login cookie) and redirects; the second issues the
 * code only if that very cookie came back. A browser blocking third-party cookies in the silent
 * sign-in frame fails there, as on the platform — and then the first hop is undone (the session
 * it started ends, the token works again), so the full-page redirect the SDK falls back to can
 * still use the same session token. Callers hold `ctx.lock`.
 */
export function exchangeSessionToken(
  c: Context,
  ctx: IdentityContext,
  record: RedirectSessionRecord,
  sessionToken: string,
): Response {
  if (c.req.query(SYNC_PARAM) !== '1') {
    const started = ctx.db.transaction(() => {
      const doc = consumeSessionToken(ctx, sessionToken)
      if (!doc) return false
      const secret = startBrowserSession(c, ctx, doc)
      ctx.redirects.save({ ...record, exchangeHash: hashSecret(secret) })
      return true
    })
    if (!started)
      return deliver(c, ctx, record, {
        error: 'access_denied',
        error_description: 'The session token is not valid or has expired',
      })
    const token = c.req.query(SESSION_PARAM) ?? ''
    c.header('cache-control', 'no-store')
    return c.redirect(
      `${HOSTED_PATHS.auth}?${new URLSearchParams({ [SESSION_PARAM]: token, [SYNC_PARAM]: '1' })}`,
      302,
    )
  }
  const expected = record.exchangeHash
  if (!expected)
    return deliver(c, ctx, record, {
      error: 'access_denied',
      error_description: 'This sign-in was not started; start again from the shop',
    })
  const cookie = sessionCookieOf(c)
  if (cookie && hashSecret(cookie) === expected) {
    const browser = currentBrowserSession(c, ctx)
    return browser
      ? deliverCode(c, ctx, record, browser)
      : deliver(c, ctx, record, {
          error: 'access_denied',
          error_description: 'The member may not sign in',
        })
  }
  const { exchangeHash: _, ...undone } = record
  ctx.db.transaction(() => {
    ctx.store.deleteSecretHash(expected)
    restoreSessionToken(ctx, sessionToken)
    ctx.redirects.save(undone)
  })
  return deliver(c, ctx, record, {
    error: 'login_required',
    error_description:
      'The browser did not send back the sign-in cookie: third-party cookies are blocked',
  })
}
