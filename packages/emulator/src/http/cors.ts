import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { isControlPath } from './control-guard'

/**
 * CORS for the platform's API: browser storefronts on any origin may call it, as they call the
 * platform. The control API gets no CORS at all (see `control-guard.ts`).
 *
 * @example
 * ```ts
 * app.use('*', platformCors())
 * ```
 */
export function platformCors(): MiddlewareHandler {
  const allow = cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'authorization',
      'content-type',
      'wix-site-id',
      'wix-account-id',
      'x-wix-consistent',
      'x-wix-bi-gateway',
    ],
    exposeHeaders: ['x-wix-request-id', 'x-wix-consistent'],
    // A day (browsers cap it: Chrome at 2 hours): an authorized call needs a preflight, and a
    // cached one saves a round trip on every later call to the same address.
    maxAge: 86_400,
  })
  return (c, next) => (isControlPath(c.req.path) ? next() : allow(c, next))
}
