import type { Context } from 'hono'
import { callbackUrl, findRedirectSession, SESSION_PARAM } from '../areas/redirects/service'
import { redirectsStore } from '../areas/redirects/store'
import type { EmulatorContext } from '../context'
import { html } from './html'
import { errorPage, renderPage } from './layout'

/**
 * The hosted product page (`storesProduct` intent). Storefronts render products themselves; the
 * emulator's page names the product and leads back to the shop.
 */
export function productGet(c: Context, ctx: EmulatorContext): Response {
  const slug = c.req.param('slug') ?? ''
  const token = c.req.query(SESSION_PARAM)
  const record = token ? findRedirectSession(ctx, token) : undefined
  const back = callbackUrl(ctx, record, 'postFlowUrl')
  return renderPage(c, {
    title: slug,
    body: html`<h1>Product ${slug}</h1>
<p>This is the hosted product page of <code>${slug}</code>.</p>
${back && html`<a class="button" href="${back}">Back to the shop</a>`}`,
  })
}

/** `/__hosted/s/<id>`: a redirect session's short URL. */
export function shortUrlGet(c: Context, ctx: EmulatorContext): Response {
  const record = redirectsStore(ctx.db).get(c.req.param('id') ?? '')
  if (!record || record.expiresAt < ctx.clock.now())
    return errorPage(c, 404, 'Link not found', 'This link is not valid or has expired.')
  return c.redirect(record.session.fullUrl, 302)
}
