import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { applicationError } from './api-error'

/** Default largest request body: 10 MB. */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024

/** Bodies with their own limit, set by their route (the media uploads). */
const OWN_LIMIT = new Set(['/_emulator/media'])
/** The media library's upload host: its limits depend on the file's type (areas/media). */
const OWN_LIMIT_PREFIX = '/upload/'

/** `10 MB`, `512 KB`, `100 bytes`. */
function sizeText(bytes: number): string {
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'MB']
      : bytes >= 1024
        ? [bytes / 1024, 'KB']
        : [bytes, 'bytes']
  return `${Math.round(amount * 100) / 100} ${unit}`
}

/**
 * Refuses a request body over `maxBytes` with 413 `PAYLOAD_TOO_LARGE`: at once when
 * `Content-Length` says so, otherwise as soon as the streamed bytes pass it, so memory never
 * holds more than `maxBytes` of one body.
 *
 * @example
 * ```ts
 * app.use('*', limitBody(DEFAULT_MAX_BODY_BYTES))
 * ```
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (): never => {
    throw applicationError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body may be at most ${sizeText(maxBytes)}`,
      { threshold: maxBytes },
    )
  }
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
  return (c, next) => {
    if (OWN_LIMIT.has(c.req.path) || c.req.path.startsWith(OWN_LIMIT_PREFIX)) return next()
    // Hono's limit first asks for the request's body stream, and on Node that alone builds a full
    // web Request (a fifth of a small read's time). A request without a body, or with a length
    // the HTTP parser holds it to, is settled from its headers, as that limit would settle it.
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return limit(c, next)
    return Number.parseInt(length, 10) > maxBytes ? tooLarge() : next()
  }
}
