import type { CallOptions, Client } from '../core/client'
import type { HttpMethod } from '../core/request-spec'

export const CARTS = '/ecom/v2/carts'
export const CURRENT = `${CARTS}/current`

/** The path of a cart by id, optionally with an action (`add-line-items`). */
export const byId = (cartId: string, action?: string): string =>
  `${CARTS}/${encodeURIComponent(cartId)}${action ? `/${action}` : ''}`

/** How a Cart V2 call travels; `idempotent` marks the calls safe to repeat (retried like GETs). */
export interface CartV2Call {
  operation: string
  method: HttpMethod
  path: string
  payload?: object
  /** GET/DELETE request fields, made with `encodeQuery`. */
  query?: string
  idempotent?: boolean
}

/** One Cart V2 request: every operation is a JSON body (or nothing) on a fixed path. */
export const send = <T>(client: Client, call: CartV2Call, options?: CallOptions): Promise<T> =>
  client.request<T>(
    {
      operation: call.operation,
      method: call.method,
      path: call.path,
      ...(call.payload && { payload: call.payload }),
      ...(call.query && { query: call.query }),
      ...(call.idempotent && { idempotent: true }),
    },
    options,
  )
