import type { ErrorBody } from '@storefront-kit/wire'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from './api-error'
import type { Env } from './env'

const answer = (c: Context<Env>, status: number, body: ErrorBody) =>
  c.json(body, status as ContentfulStatusCode)

/**
 * Every error leaves in the platform's envelope. An unexpected exception is a bug: it is logged
 * (message only) and answered as a system error with an empty body, as the platform does.
 */
export function errorHandler(log: (line: string) => void): ErrorHandler<Env> {
  return (error, c) => {
    if (error instanceof ApiError) return answer(c, error.status, error.body)
    if (error instanceof HTTPException) {
      const description = error.message || 'The request could not be processed'
      const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : String(error.status)
      return answer(c, error.status, {
        message: description,
        details: { applicationError: { code, description, data: {} } },
      })
    }
    log(
      `unexpected error on ${c.req.method} ${new URL(c.req.url).pathname}: ${(error as Error)?.stack ?? error}`,
    )
    return answer(c, 500, { message: '', details: {} })
  }
}

/** Unknown paths answer 404 in the envelope, naming what was asked for. */
export const notFoundHandler: NotFoundHandler<Env> = (c) => {
  const description = `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}`
  return answer(c, 404, {
    message: description,
    details: { applicationError: { code: 'NOT_FOUND', description, data: {} } },
  })
}
