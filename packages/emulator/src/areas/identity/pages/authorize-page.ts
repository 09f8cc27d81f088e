import type { Context } from 'hono'
import { errorPage, renderPage } from '../../../http/html/layout'
import { HOSTED_PATHS, type RedirectSessionRecord, SESSION_PARAM } from '../../redirects/index'
import type { IdentityContext } from '../context'
import type { SessionDoc } from '../sign-in-state'
import { deliver, deliverCode } from './deliver'
import { currentBrowserSession, startBrowserSession } from './session-cookie'
import { exchangeSessionToken } from './session-token-exchange'
import { runSignInForm } from './sign-in-flow'
import { type FormTarget, signInForm } from './sign-in-forms'

const PATH = HOSTED_PATHS.auth

/** The live, unused `auth` redirect session of a request, or the error page to show instead. */
function openSession(ctx: IdentityContext, c: Context, token: string | undefined) {
  const record = ctx.redirects.find(token)
  if (record?.intent !== 'auth')
    return errorPage(
      c,
      400,
      'Sign-in link not valid',
      'This sign-in link is not valid or has expired. Start again from the shop.',
    )
  if (record.usedDate)
    return errorPage(
      c,
      400,
      'Sign-in link used',
      'This sign-in link was already used. Start again from the shop.',
    )
  return record
}

/** The member signed in on the hosted pages, carrying the visitor who started this flow. */
function cookieSession(
  c: Context,
  ctx: IdentityContext,
  record: RedirectSessionRecord,
): SessionDoc | undefined {
  const browser = currentBrowserSession(c, ctx)
  if (!browser) return undefined
  const visitorId = record.creator.visitorId ?? browser.visitorId
  return { identityId: browser.identityId, ...(visitorId && { visitorId }) }
}

function showForm(c: Context, ctx: IdentityContext, token: string, continueWith?: SessionDoc) {
  const target: FormTarget = { action: PATH, session: token }
  const continueAs = continueWith && ctx.store.identities.get(continueWith.identityId)?.email
  const mode = c.req.query('mode') === 'signup' ? 'signup' : 'login'
  return renderPage(c, {
    title: mode === 'signup' ? 'Create an account' : 'Sign in',
    body: signInForm(target, mode, { ...(continueAs && { continueAs }) }),
  })
}

/**
 * GET of the hosted authorize page. A direct login's session token is exchanged in two hops
 * (`session-token-exchange.ts`). Otherwise the prompt decides: `none` answers at once, `login` shows the form,
 * `consent`/`select_account` offer to continue as the signed-in member.
 */
export async function authorizeGet(c: Context, ctx: IdentityContext): Promise<Response> {
  const token = c.req.query(SESSION_PARAM) ?? ''
  return ctx.lock(() => {
    const record = openSession(ctx, c, token)
    if (record instanceof Response) return record
    const auth = record.request.auth
    const prompt = auth?.prompt ?? auth?.authRequest.prompt
    const sessionToken = auth?.authRequest.sessionToken
    if (sessionToken) return exchangeSessionToken(c, ctx, record, sessionToken)
    const signedIn = cookieSession(c, ctx, record)
    if (prompt === 'none')
      return signedIn
        ? deliverCode(c, ctx, record, signedIn)
        : deliver(c, ctx, record, {
            error: 'login_required',
            error_description: 'No member is signed in',
          })
    if (prompt === 'login') return showForm(c, ctx, token)
    if (prompt === 'consent' || prompt === 'select_account')
      return showForm(c, ctx, token, signedIn)
    return signedIn ? deliverCode(c, ctx, record, signedIn) : showForm(c, ctx, token)
  })
}

/** POST of the hosted authorize page: the login, sign-up, code and approval forms. */
export async function authorizePost(c: Context, ctx: IdentityContext): Promise<Response> {
  const form = await c.req.parseBody()
  const token = typeof form.session === 'string' ? form.session : ''
  return ctx.lock(async () => {
    const record = openSession(ctx, c, token)
    if (record instanceof Response) return record
    const outcome = await runSignInForm(ctx, { action: PATH, session: token }, record, form)
    switch (outcome.kind) {
      case 'signed-in':
        ctx.db.transaction(() => startBrowserSession(c, ctx, outcome.session))
        return deliverCode(c, ctx, record, outcome.session)
      case 'continue': {
        const signedIn = cookieSession(c, ctx, record)
        return signedIn ? deliverCode(c, ctx, record, signedIn) : showForm(c, ctx, token)
      }
      case 'cancel':
        return deliver(c, ctx, record, {
          error: 'access_denied',
          error_description: 'The member cancelled the sign-in',
        })
      default:
        return renderPage(c, { title: 'Sign in', body: outcome.body, status: outcome.status })
    }
  })
}
