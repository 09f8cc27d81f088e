import { afterEach, describe, expect, it } from 'vitest'
import {
  type AuthStrategy,
  apiKeyAuth,
  type CallContext,
  createClient,
  NotFoundError,
  type RequestSpec,
} from '../src/index'
import { type Answer, startTestServer, type TestServer } from './support/test-server'

let servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()))
  servers = []
})
const serve = async (...args: Parameters<typeof startTestServer>) => {
  const server = await startTestServer(...args)
  servers.push(server)
  return server
}

/** Every byte value, twice, and a few that are not UTF-8. */
const BYTES = Uint8Array.from({ length: 512 }, (_, i) => i % 256)
const echo = () => serve((req) => ({ body: new Uint8Array(req.bytes) }))
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

/** An auth strategy that counts how often the client asks it for credentials. */
function countingAuth() {
  const asked = { headers: 0 }
  const auth: AuthStrategy = {
    headers: async () => {
      asked.headers++
      return { authorization: 'secret-token' }
    },
  }
  return { auth, asked }
}

describe('binary bodies', () => {
  const bodies: [string, () => RequestSpec['body']][] = [
    ['Uint8Array', () => BYTES],
    ['ArrayBuffer', () => BYTES.slice().buffer],
    ['Blob', () => new Blob([BYTES])],
    [
      'ReadableStream',
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(BYTES.subarray(0, 100))
            controller.enqueue(BYTES.subarray(100))
            controller.close()
          },
        }),
    ],
  ]

  it.each(bodies)(
    'sends a %s as it is, with its content type, and reads bytes back',
    async (_, body) => {
      const server = await echo()
      const client = createClient({ baseUrl: server.url })
      const answer = await client.request({
        operation: 'upload',
        method: 'PUT',
        path: '/upload',
        body: body(),
        contentType: 'image/png',
        read: bytesOf,
      })
      expect(server.requests[0]?.bytes.equals(Buffer.from(BYTES))).toBe(true)
      expect(server.requests[0]?.headers['content-type']).toBe('image/png')
      expect(answer).toEqual(BYTES)
    },
  )

  it("lets a Blob's own type travel when no content type is given", async () => {
    const server = await echo()
    const client = createClient({ baseUrl: server.url })
    const body = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    await client.request({ operation: 'upload', method: 'PUT', path: '/u', body, read: bytesOf })
    expect(server.requests[0]?.headers['content-type']).toBe('image/svg+xml')
    expect(server.requests[0]?.body).toBe('<svg/>')
  })
})

describe('answers that are not JSON', () => {
  it('reads text, a blob, or the response with its status and headers', async () => {
    const server = await serve(
      (req): Answer =>
        req.method === 'POST'
          ? { status: 201, headers: { location: '/files/abc', 'upload-offset': '0' } }
          : req.method === 'HEAD'
            ? { status: 204, headers: { 'upload-offset': '1024' } }
            : { body: 'plain text, not JSON' },
    )
    const client = createClient({ baseUrl: server.url })
    const text = await client.request({
      operation: 'text',
      method: 'GET',
      path: '/t',
      read: (r) => r.text(),
    })
    expect(text).toBe('plain text, not JSON')
    const blob = await client.request({
      operation: 'blob',
      method: 'GET',
      path: '/t',
      read: (r) => r.blob(),
    })
    expect(blob.type).toBe('text/plain')
    expect(await blob.text()).toBe('plain text, not JSON')
    // A tus creation answers 201 with Location; an offset check answers 204 with Upload-Offset.
    const created = await client.request({
      operation: 'createUpload',
      method: 'POST',
      path: '/files',
      body: '',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '2048' },
      read: async (r) => ({ status: r.status, location: r.headers.get('location') }),
    })
    expect(created).toEqual({ status: 201, location: '/files/abc' })
    expect(server.requests[2]?.headers['upload-length']).toBe('2048')
    const offset = await client.request({
      operation: 'uploadOffset',
      method: 'HEAD',
      path: '/files/abc',
      read: async (r) => r,
    })
    expect(offset.status).toBe(204)
    expect(offset.headers.get('upload-offset')).toBe('1024')
    expect(server.requests[3]?.method).toBe('HEAD')
  })

  it('still turns a failure into a typed error with the request id', async () => {
    const server = await serve(() => ({
      status: 404,
      body: { message: 'no such file', details: { applicationError: { code: 'FILE_NOT_FOUND' } } },
    }))
    const client = createClient({ baseUrl: server.url })
    const call = client.request({ operation: 'download', method: 'GET', path: '/f', read: bytesOf })
    await expect(call).rejects.toBeInstanceOf(NotFoundError)
    await expect(call).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', requestId: 'req-1' })
  })

  it('still expects JSON from an API call that does not read the answer itself', async () => {
    const server = await serve(() => ({ status: 204 }))
    const client = createClient({ baseUrl: server.url })
    await expect(
      client.request({ operation: 'op', method: 'POST', path: '/x' }),
    ).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 204 })
  })
})

describe('absolute URLs', () => {
  it('go to the other host as they are, without credentials, client headers or consistency', async () => {
    const api = await serve(() => ({
      headers: { 'x-wix-consistent': 'token-of-the-api' },
      body: {},
    }))
    const uploads = await serve(() => ({ body: { file: { id: 'f1' } } }))
    const { auth, asked } = countingAuth()
    const client = createClient({ baseUrl: api.url, auth, headers: { 'x-app': 'shop' } })
    await client.request({ operation: 'first', method: 'GET', path: '/x' })
    expect(asked.headers).toBe(1)
    const answer = await client.request({
      operation: 'uploadFile',
      method: 'PUT',
      path: `${uploads.url}/upload/v1/abc?token=signed-secret`,
      query: 'filename=photo.png',
      body: BYTES,
      contentType: 'image/png',
    })
    expect(answer).toEqual({ file: { id: 'f1' } })
    expect(api.requests).toHaveLength(1)
    const [seen] = uploads.requests
    expect(seen?.path).toBe('/upload/v1/abc')
    expect(seen?.query.get('token')).toBe('signed-secret')
    expect(seen?.query.get('filename')).toBe('photo.png')
    expect(seen?.headers.authorization).toBeUndefined()
    expect(seen?.headers['x-app']).toBeUndefined()
    expect(seen?.headers['x-wix-consistent']).toBeUndefined()
    expect(seen?.headers['content-type']).toBe('image/png')
    expect(asked.headers).toBe(1)
    // The API host keeps all three.
    await client.request({ operation: 'again', method: 'GET', path: '/x' })
    expect(api.requests[1]?.headers).toMatchObject({
      authorization: 'secret-token',
      'x-app': 'shop',
      'x-wix-consistent': 'token-of-the-api',
    })
  })

  it('show hooks only their origin, so the token of a pre-signed link stays out', async () => {
    const uploads = await serve(() => ({ body: {} }))
    const seen: CallContext[] = []
    const client = createClient({
      baseUrl: 'http://127.0.0.1:9',
      hooks: { onRequest: (ctx) => seen.push(ctx), onSuccess: (_, ctx) => seen.push(ctx) },
    })
    await client.request({
      operation: 'finishUpload',
      method: 'PUT',
      path: `${uploads.url}/files/upload-token-123?sig=secret`,
    })
    expect(seen.map((ctx) => ctx.url)).toEqual([uploads.url, uploads.url])
    expect(JSON.stringify(seen)).not.toMatch(/secret|upload-token/)
  })
})

describe('unauthenticated calls', () => {
  it('send no credentials to the API host, and never ask the strategy', async () => {
    const server = await serve(() => ({ body: { keys: [] } }))
    const { auth, asked } = countingAuth()
    const client = createClient({ baseUrl: server.url, auth })
    await client.request({ operation: 'publicKeys', method: 'GET', path: '/keys', auth: false })
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(asked.headers).toBe(0)
  })

  it('do not renew credentials on a 401', async () => {
    const server = await serve(() => ({ status: 401, body: { message: 'no', details: {} } }))
    let renewals = 0
    const client = createClient({
      baseUrl: server.url,
      auth: { ...apiKeyAuth({ apiKey: 'k' }), renew: async () => ++renewals > 0 },
    })
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/x', auth: false }),
    ).rejects.toMatchObject({ status: 401 })
    expect(renewals).toBe(0)
    expect(server.requests).toHaveLength(1)
  })
})
