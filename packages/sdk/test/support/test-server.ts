import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the server saw it. */
export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** The body's bytes as they arrived. */
  bytes: Buffer
  json: unknown
}

/** What a handler answers; `body` objects are sent as JSON, strings and bytes as they are. */
export interface Answer {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  /** Milliseconds to wait before answering. */
  delay?: number
  /** Destroy the socket instead of answering (a network error for the client). */
  drop?: boolean
}

export type Handler = (request: SeenRequest, index: number) => Answer | Promise<Answer>

/**
 * A real HTTP server on a random port that records every request and answers with `handler`.
 */
export async function startTestServer(handler: Handler) {
  const requests: SeenRequest[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    const body = bytes.toString('utf8')
    const url = new URL(req.url ?? '/', 'http://localhost')
    let json: unknown
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {}
    const seen: SeenRequest = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      bytes,
      json,
    }
    requests.push(seen)
    const answer = await handler(seen, requests.length - 1)
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay))
    if (answer.drop) {
      req.socket.destroy()
      return
    }
    const raw = answer.body instanceof Uint8Array
    const payload =
      typeof answer.body === 'string' || answer.body instanceof Uint8Array
        ? answer.body
        : answer.body === undefined
          ? ''
          : JSON.stringify(answer.body)
    res.writeHead(answer.status ?? 200, {
      'content-type': raw
        ? 'application/octet-stream'
        : typeof answer.body === 'string'
          ? 'text/plain'
          : 'application/json',
      'x-wix-request-id': `req-${requests.length}`,
      ...answer.headers,
    })
    res.end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A clock whose sleeps return at once and are recorded, for timing assertions without waiting. */
export function recordingClock(start = Date.UTC(2026, 0, 1)) {
  const sleeps: number[] = []
  let now = start
  return {
    sleeps,
    advance: (ms: number) => {
      now += ms
    },
    clock: {
      now: () => now,
      random: () => 1,
      sleep: async (ms: number, signal?: AbortSignal) => {
        if (signal?.aborted) throw signal.reason
        sleeps.push(ms)
        now += ms
      },
    },
  }
}
