import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a receiver got. */
export interface Received {
  body: string
  headers: IncomingHttpHeaders
  path: string
}

/** How a receiver answers its `n`-th request (0-based): a status, after whatever it awaits. */
export type Answer = (n: number, request: Received) => number | Promise<number>

/**
 * A real webhook receiver on a free port (or `port`): records every request and answers with
 * `answer` (default 200). `waitFor(n)` resolves once `n` requests arrived; it rejects after
 * `patienceMs` so a test that waits for a delivery that never comes fails with a message.
 */
export async function startReceiver(answer: Answer = () => 200, port = 0) {
  const received: Received[] = []
  const waiters: { count: number; resolve: () => void }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const request = {
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
        path: req.url ?? '/',
      }
      const n = received.push(request) - 1
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve()
      const status = await answer(n, request)
      if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(`${status}`)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/webhooks`,
    port: bound,
    received,
    waitFor(count: number, patienceMs = 10_000): Promise<Received[]> {
      if (received.length >= count) return Promise.resolve(received)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the receiver got ${received.length} of ${count} requests`)),
          patienceMs,
        )
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer)
            resolve(received)
          },
        })
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
