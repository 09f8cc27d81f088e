import type { Context } from 'hono'
import { errorPage, renderPage } from '../../../http/html/layout'
import { HOSTED_PATHS, type RedirectSessionRecord, SESSION_PARAM } from '../../redirects/index'
import type { IdentityContext } from '../context'
import { currentBrowserSession, startBrowserSession } from './session-cookie'
import { runSignInForm } from './sign-in-flow'
import { signInForm } from './sign-in-forms'

const PATH = HOSTED_PATHS.login

/** The redirect session of a login page, when the URL names one (it may not: a bare visit). */
function openSession(ctx: IdentityContext, token: string) {
  if (!token) return { record: undefined }
  const record = ctx.redirects.find(token)
  return record?.intent === 'login' ? { record } : { invalid: true as const }
}

/** Where to go once signed in: the session's (registered) post-flow URL or the account page. */
const afterLogin = (ctx: IdentityContext, record: RedirectSessionRecord | undefined) =>
  ctx.redirects.callbackUrl(record, 'postFlowUrl') ?? HOSTED_PATHS.memberAccountPage

/**
 * GET of the hosted login page (`login` intent). Already signed in, or a member's session with
 * `maintainIdentity` (session sync): straight on to the post-flow URL. Otherwise the form.
 */
export async function loginGet(c: Context, ctx: IdentityContext): Promise<Response> {
  const token = c.req.query(SESSION_PARAM) ?? ''
  return ctx.lock(() => {
    const opened = openSession(ctx, token)
    if (opened.invalid)
      return errorPage(c, 400, 'Link not valid', 'This login link is not valid or has expired.')
    const { record } = opened
    const creator = record?.creator
    if (creator?.kind === 'member' && creator.id && record?.request.preferences?.maintainIdentity) {
      const id = creator.id
      ctx.db.transaction(() =>
        startBrowserSession(c, ctx, {
          identityId: id,
          ...(creator.visitorId && { visitorId: creator.visitorId }),
        }),
      )
      return c.redirect(afterLogin(ctx, record), 302)
    }
    if (currentBrowserSession(c, ctx)) return c.redirect(afterLogin(ctx, record), 302)
    const mode = c.req.query('mode') === 'signup' ? 'signup' : 'login'
    return renderPage(c, {
      title: mode === 'signup' ? 'Create an account' : 'Sign in',
      body: signInForm({ action: PATH, session: token }, mode),
    })
  })
}

/** POST of the hosted login page. */
export async function loginPost(c: Context, ctx: IdentityContext): Promise<Response> {
  const form = await c.req.parseBody()
  const token = typeof form.session === 'string' ? form.session : ''
  return ctx.lock(async () => {
    const opened = openSession(ctx, token)
    if (opened.invalid)
      return errorPage(c, 400, 'Link not valid', 'This login link is not valid or has expired.')
    const { record } = opened
    const outcome = await runSignInForm(ctx, { action: PATH, session: token }, record, form)
    switch (outcome.kind) {
      case 'signed-in':
        ctx.db.transaction(() => startBrowserSession(c, ctx, outcome.session))
        return c.redirect(afterLogin(ctx, record), 303)
      case 'continue':
        return c.redirect(afterLogin(ctx, record), 303)
      case 'cancel':
        return c.redirect(ctx.redirects.callbackUrl(record, 'postFlowUrl') ?? PATH, 303)
      default:
        return renderPage(c, { title: 'Sign in', body: outcome.body, status: outcome.status })
    }
  })
}
