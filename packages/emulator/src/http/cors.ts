import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { isControlPath } from './control-guard'

const TUS_HEADERS = [
  'tus-resumable',
  'tus-version',
  'tus-max-size',
  'tus-extension',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-concat',
  'upload-expires',
  'x-http-method-override',
  'x-requested-with',
]

const EXPOSED = ['x-wix-request-id', 'x-wix-consistent', 'location', ...TUS_HEADERS]

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
  const preflight = cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'authorization',
      'content-type',
      'wix-site-id',
      'wix-account-id',
      'x-wix-consistent',
      'x-wix-bi-gateway',
      // tus 1.0 (the media library's resumable uploads).
      ...TUS_HEADERS,
    ],
    exposeHeaders: EXPOSED,
    // A day (browsers cap it: Chrome at 2 hours): an authorized call needs a preflight, and a
    // cached one saves a round trip on every later call to the same address.
    maxAge: 86_400,
  })
  const exposed = EXPOSED.join(',')
  return async (c, next) => {
    if (isControlPath(c.req.path)) return next()
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    // The same headers Hono's middleware gives every other answer, set on the answer once it is
    // made: set before it (as that middleware does), they make Hono copy the answer into a new
    // one twice, and a route's compressed answer would be compressed again.
    await next()
    const headers = c.res.headers
    headers.set('access-control-allow-origin', c.req.header('origin') || '*')
    headers.set('access-control-expose-headers', exposed)
    headers.append('vary', 'Origin')
  }
}
