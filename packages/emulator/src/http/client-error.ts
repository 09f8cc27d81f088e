import { randomUUID } from 'node:crypto'
import { maxHeaderSize, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { RequestError } from '@hono/node-server'
import { type ErrorBody, REQUEST_ID_HEADER } from '@storefront-kit/wire'

/** What Node's HTTP parser could not accept, as the platform's envelope says it. */
const ANSWERS: Record<string, [status: number, code: string, description: string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'HEADERS_TOO_LARGE',
    `The URL and headers together are larger than the server accepts (${maxHeaderSize / 1024} KB)`,
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'PAYLOAD_TOO_LARGE', 'The chunk extensions are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'],
}
const MALFORMED: [number, string, string] = [400, 'BAD_REQUEST', 'The request is not valid HTTP']

const envelope = (code: string, description: string): ErrorBody => ({
  message: description,
  details: { applicationError: { code, description, data: {} } },
})

/** The raw HTTP/1.1 text of an error answer in the envelope, closing the connection. */
export function rawErrorResponse(status: number, code: string, description: string): string {
  const json = JSON.stringify(envelope(code, description))
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(json)}`,
    `${REQUEST_ID_HEADER}: ${randomUUID()}`,
    'connection: close',
    '',
    json,
  ].join('\r\n')
}

/**
 * Listener for Node's `clientError`: a request the HTTP parser refused (a URL or headers over
 * the size limit, broken framing) is answered in the platform's envelope with a request id,
 * where Node would send an empty 431 or 400.
 *
 * @example
 * ```ts
 * server.on('clientError', answerClientError)
 * ```
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, code, description] = ANSWERS[error.code ?? ''] ?? MALFORMED
  socket.end(rawErrorResponse(status, code, description))
}

/**
 * Answer of the Node adapter's `errorHandler`: a request it cannot turn into a `Request` (an
 * unreadable `Host`, a backslash in the path) gets the envelope and a request id, not an empty 400.
 *
 * @example
 * ```ts
 * getRequestListener(app.fetch, { errorHandler: adapterErrorResponse })
 * ```
 */
export function adapterErrorResponse(error: unknown): Response {
  const [status, code, description] =
    error instanceof RequestError ? [400, 'BAD_REQUEST', error.message] : [500, '', '']
  return Response.json(
    status === 500 ? { message: '', details: {} } : envelope(code, description),
    {
      status,
      headers: { [REQUEST_ID_HEADER]: randomUUID() },
    },
  )
}
