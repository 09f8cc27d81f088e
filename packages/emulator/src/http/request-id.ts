import { randomUUID } from 'node:crypto'
import { REQUEST_ID_HEADER } from '@storefront-kit/wire'
import type { MiddlewareHandler } from 'hono'

/** Gives every answer, success or error, a unique `x-wix-request-id`. */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = randomUUID()
  c.set('requestId' as never, id as never)
  c.header(REQUEST_ID_HEADER, id)
  await next()
  c.res.headers.set(REQUEST_ID_HEADER, id)
}
