import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { isAllowedHost } from './allowed-hosts'
import { applicationError, unauthenticated } from './api-error'
import type { Env } from './env'

/** Header that carries the control token, when the emulator was started with one. */
export const CONTROL_TOKEN_HEADER = 'x-emulator-control-token'

/** The control API's paths, as the router sees them (percent-decoded). */
export const isControlPath = (path: string) =>
  path === '/_emulator' || path.startsWith('/_emulator/')

/**
 * Control writes whose body is a file, not JSON. The upload needs the owner's API key in
 * `Authorization`, a header no page can send cross-site without a preflight, which is refused.
 */
const FILE_UPLOADS = new Set(['/_emulator/media'])

/** Health tells nothing, and supervisors (a container's health check) poll it without secrets. */
const OPEN_WITH_TOKEN = new Set(['/_emulator/health'])

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** What the guard checks against. */
export interface ControlGuardOptions {
  /** Host names answered besides loopback; read on every request (the public URL may change). */
  allowedHosts(): readonly string[]
  /** Secret required in {@link CONTROL_TOKEN_HEADER}; none when undefined. */
  token?: string
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compares secrets in constant time (hashing first makes the lengths equal). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected))

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'

/**
 * Keeps web pages away from `/_emulator/*`, which can read the API key, reset data and read
 * e-mailed codes. In order: the `Host` must be loopback or configured (defeats DNS rebinding);
 * a CORS preflight is refused (no page on another origin may call it); the control token must
 * match when one is set; a write must be `application/json` (a page's cross-site form or
 * `no-cors` post can only send text/plain, form data or nothing).
 *
 * @example
 * ```ts
 * app.use('*', guardControl({ allowedHosts: () => ['emulator.internal'], token: 's3cret' }))
 * ```
 */
export function guardControl(options: ControlGuardOptions): MiddlewareHandler<Env> {
  return async (c, next) => {
    const path = c.req.path
    if (!isControlPath(path)) return next()
    const { hostname } = new URL(c.req.url)
    if (!isAllowedHost(hostname, options.allowedHosts()))
      throw applicationError(
        403,
        'HOST_NOT_ALLOWED',
        `The control API answers on localhost and configured hosts only, not ${hostname}; allow it with --allowed-host ${hostname}`,
        { host: hostname },
      )
    if (c.req.method === 'OPTIONS')
      throw applicationError(
        403,
        'CROSS_ORIGIN_NOT_ALLOWED',
        'The control API is not available to web pages on other origins',
      )
    if (options.token !== undefined && !OPEN_WITH_TOKEN.has(path)) {
      const given = c.req.header(CONTROL_TOKEN_HEADER)
      if (!given) throw unauthenticated(`The control API needs the ${CONTROL_TOKEN_HEADER} header`)
      if (!sameSecret(given, options.token)) throw unauthenticated('The control token is not valid')
    }
    if (
      WRITES.has(c.req.method) &&
      !FILE_UPLOADS.has(path) &&
      !isJson(c.req.header('content-type'))
    )
      throw applicationError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Control API writes must be sent with Content-Type: application/json',
      )
    return next()
  }
}
