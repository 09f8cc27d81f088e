import type { Context, Hono } from 'hono'
import type { Env } from '../../../http/env'
import { sameOriginForm } from '../../../http/html/same-origin'
import { HOSTED_PATHS } from '../../redirects/index'
import type { IdentityContext } from '../context'
import { RECOVER_PAGE_PATH } from '../recovery-service'
import { accountGet } from './account-page'
import { authorizeGet, authorizePost } from './authorize-page'
import { loginGet, loginPost } from './login-page'
import { apiLogoutGet, apiLogoutPost, logoutGet, logoutPost } from './logout-page'
import { recoverGet, recoverPost } from './recover-page'

/**
 * Serves the hosted sign-in pages: authorize (login and sign-up for OAuth), login, logout,
 * account, password recovery. The other hosted pages belong to their areas (checkout, product,
 * short links) and share the layout and form rules of `http/html/`.
 */
export function installPages(app: Hono<Env>, ctx: IdentityContext): void {
  // Every form of the hosted pages refuses posts from other sites (see same-origin.ts).
  const form = (handler: (c: Context) => Promise<Response>) => sameOriginForm(ctx, handler)
  app.get(HOSTED_PATHS.auth, (c) => authorizeGet(c, ctx))
  app.post(
    HOSTED_PATHS.auth,
    form((c) => authorizePost(c, ctx)),
  )
  app.get(HOSTED_PATHS.login, (c) => loginGet(c, ctx))
  app.post(
    HOSTED_PATHS.login,
    form((c) => loginPost(c, ctx)),
  )
  app.get(HOSTED_PATHS.logout, (c) => logoutGet(c, ctx))
  app.post(
    HOSTED_PATHS.logout,
    form((c) => logoutPost(c, ctx)),
  )
  app.get(HOSTED_PATHS.memberAccountPage, (c) => accountGet(c, ctx))
  app.get(RECOVER_PAGE_PATH, (c) => recoverGet(c))
  app.post(
    RECOVER_PAGE_PATH,
    form((c) => recoverPost(c, ctx)),
  )
  for (const path of ['/_api/iam/authentication/v1/logout', '/iam/authentication/v1/logout']) {
    app.get(path, (c) => apiLogoutGet(c, ctx))
    app.post(
      path,
      form((c) => apiLogoutPost(c, ctx)),
    )
  }
}
