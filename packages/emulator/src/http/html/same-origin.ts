import type { Context } from 'hono'
import type { EmulatorContext } from '../../context'
import { errorPage } from './layout'

/**
 * Whether a form post comes from a page of the emulator itself. Browsers say where a request
 * comes from: `Sec-Fetch-Site` (every current browser), else `Origin` (sent with every POST);
 * either one from another origin — another site, or another port of the same host — means the
 * form is not ours. A request with neither is not a browser's (tests, curl), so no victim's
 * cookie rides on it. The same rule as Go's `CrossOriginProtection`.
 */
export function isSameOriginPost(c: Context, ctx: EmulatorContext): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = c.req.header('origin')
  if (origin === undefined) return true
  const own = [new URL(c.req.url).origin, new URL(ctx.publicUrl()).origin]
  return own.includes(origin)
}

/**
 * Whether a page was opened from another site (a link, a redirect, an image or a frame there).
 * `Sec-Fetch-Site` says so; `none` (typed, bookmarked) and its absence (not a browser) do not.
 */
export function isCrossSiteNavigation(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}

/**
 * Wraps the POST handler of a hosted form: a post from another site (login CSRF: signing the
 * shopper in as the attacker, or acting with their cookie) gets a 403 page and changes nothing.
 *
 * @example
 * ```ts
 * app.post(HOSTED_PATHS.login, sameOriginForm(ctx, (c) => loginPost(c, ctx)))
 * ```
 */
export function sameOriginForm(
  ctx: EmulatorContext,
  handler: (c: Context) => Promise<Response> | Response,
): (c: Context) => Promise<Response> | Response {
  return (c) =>
    isSameOriginPost(c, ctx)
      ? handler(c)
      : errorPage(
          c,
          403,
          'Form sent from another site',
          'This form was sent from a page that is not ours, so nothing was done. Go back to the shop and start again.',
        )
}
