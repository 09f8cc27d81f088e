import type { Context } from 'hono'
import { html } from '../../../http/html/html'
import { renderPage } from '../../../http/html/layout'
import { SESSION_PARAM } from '../../redirects/index'
import type { CatalogContext } from '../context'

/**
 * The hosted product page (`storesProduct` intent). Storefronts render products themselves; the
 * emulator's page names the product and leads back to the shop.
 */
export function productGet(c: Context, ctx: CatalogContext): Response {
  const slug = c.req.param('slug') ?? ''
  const token = c.req.query(SESSION_PARAM)
  const record = token ? ctx.redirects.find(token) : undefined
  const back = ctx.redirects.callbackUrl(record, 'postFlowUrl')
  return renderPage(c, {
    title: slug,
    body: html`<h1>Product ${slug}</h1>
<p>This is the hosted product page of <code>${slug}</code>.</p>
${back && html`<a class="button" href="${back}">Back to the shop</a>`}`,
  })
}
