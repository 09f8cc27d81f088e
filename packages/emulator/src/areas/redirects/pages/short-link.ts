import type { Context } from 'hono'
import { errorPage } from '../../../http/html/layout'
import type { RedirectsContext } from '../context'

/** Path of a redirect session's short URL (`/__hosted/s/<id>`). */
export const SHORT_LINK_PATH = '/__hosted/s/:id'

/** `/__hosted/s/<id>`: a redirect session's short URL leads to its hosted page while it lives. */
export function shortUrlGet(c: Context, ctx: RedirectsContext): Response {
  const record = ctx.store.get(c.req.param('id') ?? '')
  if (!record || record.expiresAt < ctx.clock.now())
    return errorPage(c, 404, 'Link not found', 'This link is not valid or has expired.')
  return c.redirect(record.session.fullUrl, 302)
}
