import type { Hono } from 'hono'
import { HOSTED_PATHS } from '../../areas/redirects/service'
import type { EmulatorContext } from '../../context'
import type { Env } from '../../http/env'
import { sameOriginForm } from '../same-origin'
import { checkoutGet, checkoutPost } from './checkout-page'

/**
 * The hosted checkout page (`/__hosted/checkout`), reached through a redirect session with the
 * `ecomCheckout` intent: contact and address, shipping option, test card, order, then the
 * session's thank-you URL with `orderId`.
 */
export function installHostedCheckout(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get(HOSTED_PATHS.ecomCheckout, (c) => checkoutGet(c, ctx))
  app.post(
    HOSTED_PATHS.ecomCheckout,
    sameOriginForm(ctx, (c) => checkoutPost(c, ctx)),
  )
}
