import { getEventListeners } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient, TimeoutError } from '../src/index'

const spec = { operation: 'op', method: 'GET', path: '/x' } as const
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

/** A server that sends `head` (headers and maybe the start of a body) and then holds the answer. */
async function holdingServer(head: (res: ServerResponse) => void) {
  const closed: boolean[] = []
  const server = createServer((req, res) => {
    req.resume()
    head(res)
    // Whether the client went away before the server finished its answer.
    res.on('close', () => closed.push(!res.writableEnded))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('the timeout and the caller signal reach the fetch itself', () => {
  it('end the request on the wire when the timeout passes', async () => {
    const server = await holdingServer(() => {})
    close = server.close
    const client = createClient({ baseUrl: server.url, timeout: 100, retry: false })
    await expect(client.request(spec)).rejects.toBeInstanceOf(TimeoutError)
    // The server sees its unanswered request closed by the client.
    await vi.waitFor(() => expect(server.closed).toEqual([true]))
  })

  it("abort the fetch's signal on a timeout, also for a fetch that ignores it", async () => {
    let seen: AbortSignal | undefined
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 50,
      retry: false,
      fetch: (_, init) => {
        seen = init?.signal ?? undefined
        return new Promise<Response>(() => {})
      },
    })
    const error = await client.request(spec).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(seen?.aborted).toBe(true)
  })

  it("abort the fetch's signal with the caller's reason when a timeout is set too", async () => {
    let seen: AbortSignal | undefined
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: 30_000,
      fetch: (_, init) => {
        seen = init?.signal ?? undefined
        return new Promise<Response>(() => {})
      },
    })
    const controller = new AbortController()
    const reason = new Error('user left')
    const pending = client.request(spec, { signal: controller.signal })
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    expect(seen?.aborted).toBe(true)
    expect(seen?.reason).toBe(reason)
  })

  it('keep a body handed to `read` under the timeout after the call returns', async () => {
    const server = await holdingServer((res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.write('first bytes')
    })
    close = server.close
    const client = createClient({ baseUrl: server.url, timeout: 300, retry: false })
    const response = await client.request({ ...spec, read: async (r: Response) => r })
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it("keep a body handed to `read` under the caller's signal after the call returns", async () => {
    const server = await holdingServer((res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.write('first bytes')
    })
    close = server.close
    const client = createClient({ baseUrl: server.url, timeout: false })
    const controller = new AbortController()
    const reason = new Error('user left')
    const response = await client.request(
      { ...spec, read: async (r: Response) => r },
      { signal: controller.signal },
    )
    const body = response.text()
    controller.abort(reason)
    await expect(body).rejects.toBe(reason)
  })
})

describe('timeouts of calls in flight together', () => {
  const hanging = (timeout: number) =>
    createClient({
      baseUrl: 'http://unused.test',
      timeout,
      retry: false,
      fetch: () => new Promise<Response>(() => {}),
    })

  it('each fire on time, a short one started after a long one too', async () => {
    const long = hanging(60_000)
      .request(spec)
      .catch((e: unknown) => e)
    const started = Date.now()
    await expect(hanging(50).request(spec)).rejects.toBeInstanceOf(TimeoutError)
    // Well before the long call's minute: the short timeout did not wait for the long one.
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(await Promise.race([long, 'pending'])).toBe('pending')
  })

  it('each fire, a longer one after a shorter one has', async () => {
    const results = await Promise.all([
      hanging(50)
        .request(spec)
        .catch((e: unknown) => e),
      hanging(150)
        .request(spec)
        .catch((e: unknown) => e),
    ])
    expect(results.map((e) => e instanceof TimeoutError)).toEqual([true, true])
  })
})

describe("calls sharing a caller's signal", () => {
  it('are all stopped by its abort, and the calls settled before are left alone', async () => {
    const controller = new AbortController()
    const { signal } = controller
    const fetched: string[] = []
    const client = createClient({
      baseUrl: 'http://unused.test',
      timeout: false,
      fetch: (url, init) => {
        fetched.push(String(url))
        return String(url).endsWith('/done')
          ? Promise.resolve(Response.json({ ok: 1 }))
          : new Promise((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            )
      },
    })
    expect(await client.request({ ...spec, path: '/done' }, { signal })).toEqual({ ok: 1 })
    const pending = [1, 2, 3].map((n) =>
      client.request({ ...spec, path: `/wait/${n}` }, { signal, retry: false }).catch((e) => e),
    )
    const reason = new Error('page left')
    controller.abort(reason)
    expect(await Promise.all(pending)).toEqual([reason, reason, reason])
    expect(fetched).toHaveLength(4)
  })
})

describe('a settled call', () => {
  it("leaves no listener on the caller's signal", async () => {
    const client = createClient({
      baseUrl: 'http://unused.test',
      fetch: async () => Response.json({ ok: 1 }),
    })
    const { signal } = new AbortController()
    for (let i = 0; i < 20; i++) await client.request(spec, { signal })
    expect(getEventListeners(signal, 'abort')).toHaveLength(0)
  })

  it('leaves no timer running', async () => {
    const client = createClient({
      baseUrl: 'http://unused.test',
      fetch: async () => Response.json({ ok: 1 }),
    })
    const before = timers()
    for (let i = 0; i < 20; i++) await client.request(spec)
    expect(timers()).toBeLessThanOrEqual(before)
  })
})
