import { identityPasswordSchema } from '@storefront-kit/wire'
import type { Context } from 'hono'
import { ApiError } from '../../../http/api-error'
import { html } from '../../../http/html/html'
import { renderPage } from '../../../http/html/layout'
import { parseInput } from '../../../http/validate'
import { HOSTED_PATHS } from '../../redirects/index'
import { consumeSessionToken } from '../authorize-service'
import type { IdentityContext } from '../context'
import { persistRejections } from '../persist-rejections'
import { RECOVER_PAGE_PATH, recover } from '../recovery-service'
import { startBrowserSession } from './session-cookie'

const form = (token: string, error?: string) => html`<h1>Choose a new password</h1>
${error && html`<p class="error" role="alert" id="form-error">${error}</p>`}
<form method="post" action="${RECOVER_PAGE_PATH}">
<input type="hidden" name="recoveryToken" value="${token}">
<label for="password">New password</label>
<input id="password" name="password" type="password" required minlength="4" autocomplete="new-password"${error ? html` aria-describedby="form-error"` : ''}>
<button type="submit">Save password</button>
</form>`

/** The hosted page a recovery or activation e-mail links to when the site gave no page of its own. */
export function recoverGet(c: Context): Response {
  return renderPage(c, { title: 'New password', body: form(c.req.query('recoveryToken') ?? '') })
}

/** Sets the password, signs the browser in on the hosted pages when the member may sign in. */
export async function recoverPost(c: Context, ctx: IdentityContext): Promise<Response> {
  const body = await c.req.parseBody()
  const token = typeof body.recoveryToken === 'string' ? body.recoveryToken : ''
  const password = typeof body.password === 'string' ? body.password : ''
  return ctx.lock(() =>
    persistRejections(ctx, () => {
      try {
        parseInput(identityPasswordSchema, password, ['password'])
        const result = recover(ctx, { recoveryToken: token, password }, { kind: 'anonymous' })
        const session = result.sessionToken && consumeSessionToken(ctx, result.sessionToken)
        if (session) startBrowserSession(c, ctx, session)
        return renderPage(c, {
          title: 'Password saved',
          body: html`<h1>Password saved</h1><p role="status">Your new password is set.</p>
<a class="button" href="${HOSTED_PATHS.memberAccountPage}">My account</a>`,
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        const message =
          error.body.details.validationError?.fieldViolations
            .map((v) => `Password ${v.description}.`)
            .join(' ') || error.message
        return renderPage(c, {
          title: 'New password',
          status: error.status,
          body: form(token, message),
        })
      }
    }),
  )
}
