import type { Hono } from 'hono'
import type { Env } from '../../../http/env'
import { sameOriginForm } from '../../../http/html/same-origin'
import { HOSTED_PATHS } from '../../redirects/index'
import type { CheckoutContext } from '../context'
import { checkoutGet, checkoutPost } from './checkout-page'

/**
 * The hosted checkout page (`/__hosted/checkout`), reached through a redirect session with the
 * `ecomCheckout` intent: contact and address, shipping option, test card, order, then the
 * session's thank-you URL with `orderId`.
 */
export function installHostedCheckout(app: Hono<Env>, ctx: CheckoutContext): void {
  app.get(HOSTED_PATHS.ecomCheckout, (c) => checkoutGet(c, ctx))
  app.post(
    HOSTED_PATHS.ecomCheckout,
    sameOriginForm(ctx, (c) => checkoutPost(c, ctx)),
  )
}
