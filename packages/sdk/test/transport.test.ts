import { decodeQuery, fromBase64Url } from '@storefront-kit/wire/encoding'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, encodeQuery, StorefrontError } from '../src/index'
import { startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

describe('transport', () => {
  it('sends JSON bodies and reads JSON answers', async () => {
    server = await startTestServer(() => ({ body: { cart: { id: 'c1' } } }))
    const client = createClient({ baseUrl: server.url })
    const result = await client.request({
      operation: 'op',
      method: 'POST',
      path: '/ecom/v1/carts/current/add-to-cart',
      payload: { lineItems: [{ quantity: 1 }] },
    })
    expect(result).toEqual({ cart: { id: 'c1' } })
    const [seen] = server.requests
    expect(seen?.method).toBe('POST')
    expect(seen?.headers['content-type']).toBe('application/json')
    expect(seen?.json).toEqual({ lineItems: [{ quantity: 1 }] })
  })

  it('sends {} for POST operations without fields, and no body or content type for GET', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    await client.request({ operation: 'op', method: 'POST', path: '/x' })
    await client.request({ operation: 'op', method: 'GET', path: '/y' })
    expect(server.requests[0]?.body).toBe('{}')
    expect(server.requests[1]?.body).toBe('')
    expect(server.requests[1]?.headers['content-type']).toBeUndefined()
  })

  it('flattens GET payloads to dotted and repeated keys', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    await client.request({
      operation: 'op',
      method: 'GET',
      path: '/site-media/v1/files',
      query: encodeQuery({
        paging: { limit: 10, cursor: 'abc' },
        mediaTypes: ['IMAGE', 'VIDEO'],
        private: true,
        skip: null,
      }),
    })
    const query = server.requests[0]?.query
    expect(query?.get('paging.limit')).toBe('10')
    expect(query?.get('paging.cursor')).toBe('abc')
    expect(query?.getAll('mediaTypes')).toEqual(['IMAGE', 'VIDEO'])
    expect(query?.get('private')).toBe('true')
    expect(query?.has('skip')).toBe(false)
  })

  it('uses the .r form for nested payloads on endpoints that take it, and it round-trips', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    const payload = { query: { filter: { name: 'Summer ☀️' }, paging: { limit: 5, offset: 0 } } }
    await client.request({
      operation: 'op',
      method: 'GET',
      path: '/v2/collections/query',
      query: encodeQuery(payload, true),
    })
    const query = server.requests[0]?.query
    expect([...(query?.keys() ?? [])]).toEqual(['.r'])
    const r = query?.get('.r') ?? ''
    expect(r).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(JSON.parse(fromBase64Url(r))).toEqual(payload)
    expect(decodeQuery(query?.entries() ?? [])).toEqual(payload)
  })

  it('keeps flat payloads flat even on .r endpoints', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    await client.request({
      operation: 'op',
      method: 'GET',
      path: '/q',
      query: encodeQuery({ fieldsets: ['FULL'] }, true),
    })
    expect(server.requests[0]?.query.getAll('fieldsets')).toEqual(['FULL'])
  })

  it('switches to POST on the same path above 4,000 characters, and not at or below it', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    const idsFor = (n: number) => Array.from({ length: n }, (_, i) => `0000000${i}`.slice(-8))
    const spec = (n: number) => {
      const payload = { query: { filter: { id: { $in: idsFor(n) } } } }
      return {
        operation: 'op',
        method: 'GET' as const,
        path: '/v2/collections/query',
        query: encodeQuery(payload, true),
        payload,
        postFallback: true as const,
      }
    }
    await client.request(spec(200))
    await client.request(spec(400))
    const [short, long] = server.requests
    expect(short?.method).toBe('GET')
    expect(`.r=${short?.query.get('.r')}`.length).toBeLessThanOrEqual(4000)
    expect(long?.method).toBe('POST')
    expect(long?.path).toBe('/v2/collections/query')
    expect(long?.json).toEqual(spec(400).payload)
  })

  it('switches to a dedicated POST path when the endpoint names one', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: server.url })
    const ids = Array.from({ length: 500 }, (_, i) => `id-${i}`)
    await client.request({
      operation: 'op',
      method: 'GET',
      path: '/back-in-stock-service/v1/back-in-stock-notification-requests',
      query: encodeQuery({ query: { filter: { id: { $in: ids } } } }, true),
      payload: { query: { filter: { id: { $in: ids } } } },
      postFallback: '/back-in-stock-service/v1/back-in-stock-notification-requests/query',
    })
    expect(server.requests[0]?.method).toBe('POST')
    expect(server.requests[0]?.path).toBe(
      '/back-in-stock-service/v1/back-in-stock-notification-requests/query',
    )
  })

  it('treats only HTTP 200 with JSON as success', async () => {
    const answers = [
      { status: 204 },
      { status: 201, body: { a: 1 } },
      { status: 200, body: 'not json' },
      { status: 200 },
    ]
    server = await startTestServer((_, i) => answers[i] ?? {})
    const client = createClient({ baseUrl: server.url, retry: false })
    for (const _ of answers) {
      const error = await client
        .request({ operation: 'op', method: 'POST', path: '/x' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StorefrontError)
      expect((error as StorefrontError).code).toBe('UNEXPECTED_RESPONSE')
      expect((error as StorefrontError).requestId).toMatch(/^req-/)
    }
  })

  it('echoes the most recent X-Wix-Consistent value on later requests', async () => {
    server = await startTestServer((_, i) => ({
      body: {},
      headers: i < 2 ? { 'x-wix-consistent': `v${i}` } : undefined,
    }))
    const client = createClient({ baseUrl: server.url })
    for (let i = 0; i < 4; i++) await client.request({ operation: 'op', method: 'GET', path: '/x' })
    expect(server.requests.map((r) => r.headers['x-wix-consistent'])).toEqual([
      undefined,
      'v0',
      'v1',
      'v1',
    ])
  })

  it('merges client and call headers and percent-encodes nothing it should not', async () => {
    server = await startTestServer(() => ({ body: {} }))
    const client = createClient({ baseUrl: `${server.url}/`, headers: { 'x-a': '1', 'x-b': '1' } })
    await client.request(
      { operation: 'op', method: 'GET', path: '/x' },
      { headers: { 'x-b': '2' } },
    )
    expect(server.requests[0]?.headers['x-a']).toBe('1')
    expect(server.requests[0]?.headers['x-b']).toBe('2')
    expect(server.requests[0]?.path).toBe('/x')
  })

  it('defaults to the platform host', () => {
    expect(createClient().baseUrl).toBe('https://www.wixapis.com')
  })
})
