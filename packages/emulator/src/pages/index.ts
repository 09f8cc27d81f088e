import type { Context, Hono } from 'hono'
import { RECOVER_PAGE_PATH } from '../areas/identity/recovery-service'
import { HOSTED_PATHS } from '../areas/redirects/service'
import type { EmulatorContext } from '../context'
import type { Env } from '../http/env'
import { accountGet } from './account-page'
import { authorizeGet, authorizePost } from './authorize-page'
import { loginGet, loginPost } from './login-page'
import { apiLogoutGet, apiLogoutPost, logoutGet, logoutPost } from './logout-page'
import { productGet, shortUrlGet } from './product-page'
import { recoverGet, recoverPost } from './recover-page'
import { sameOriginForm } from './same-origin'

/**
 * Serves the hosted pages: authorize (login and sign-up for OAuth), login, logout, account,
 * password recovery, product, short URLs. The hosted checkout page (`/__hosted/checkout`) is
 * the commerce areas' and reuses `layout.ts`, `session-cookie.ts` and `redirect-uris.ts`.
 */
export function installPages(app: Hono<Env>, ctx: EmulatorContext): void {
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
  app.get(`${HOSTED_PATHS.storesProduct}/:slug`, (c) => productGet(c, ctx))
  app.get('/__hosted/s/:id', (c) => shortUrlGet(c, ctx))
  for (const path of ['/_api/iam/authentication/v1/logout', '/iam/authentication/v1/logout']) {
    app.get(path, (c) => apiLogoutGet(c, ctx))
    app.post(
      path,
      form((c) => apiLogoutPost(c, ctx)),
    )
  }
}
