import { toBase64Url } from '@storefront-kit/wire/encoding'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

/**
 * Thousands of random and malformed requests against every route of every area: nothing may
 * answer 5xx, and every error must be the platform's envelope with a request id.
 */
let t: ReturnType<typeof testEmulator>
let callers: Record<string, string>[]
beforeAll(async () => {
  t = testEmulator({ seed: 'demo' })
  const visitor = await t.visitorToken()
  callers = [{}, { authorization: visitor.access_token }, t.owner, { authorization: 'garbage' }]
})
afterAll(() => t.close())

/** Enough per route for thousands of requests over the whole API, within CI's time budget. */
const RUNS_PER_ROUTE = 25

const ROUTES = () =>
  t.emulator.app.routes
    .filter(
      (r) =>
        r.method !== 'ALL' &&
        !r.path.includes('*') &&
        !r.path.startsWith('/_emulator/reset') &&
        // A stream never ends; its input handling has a test of its own (webhooks-stream).
        r.path !== '/_emulator/events/stream',
    )
    .map((r) => ({ method: r.method, path: r.path }))

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string(),
  fc.constantFrom('{', '[]', 'null', '{"a":', '\u0000', '{"__proto__":{"x":1}}', '9'.repeat(400)),
)

const structured = fc.dictionary(
  fc.constantFrom(
    'query',
    'filter',
    'paging',
    'cursorPaging',
    'sort',
    'id',
    'lineItems',
    'fieldMask',
    'limit',
    'review',
    'order',
    'checkout',
    'token',
    'clientId',
    'grantType',
  ),
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({
      filter: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
      paging: fc.record({ limit: fc.integer(), offset: fc.integer() }),
    }),
    fc.record({
      cursorPaging: fc.record({ cursor: fc.string(), limit: fc.oneof(fc.integer(), fc.string()) }),
    }),
  ),
)

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constantFrom('%00', '..', '%2F', 'a b', '00000000-000000-000000-000000000001'),
)

async function expectEnvelope(
  method: string,
  url: string,
  init: RequestInit,
  emulator = t.emulator,
) {
  const res = await emulator.request(url, { method, ...init })
  const text = await res.text()
  expect(res.status, `${method} ${url} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(res.headers.get('x-wix-request-id')).toBeTruthy()
  if (
    res.status !== 200 &&
    res.status !== 304 &&
    res.headers.get('content-type')?.includes('json')
  ) {
    const body = JSON.parse(text)
    expect(typeof body.message, `${method} ${url}`).toBe('string')
    expect(typeof body.details, `${method} ${url}`).toBe('object')
  }
}

describe('fuzzing every route', () => {
  it('survives random bodies, query strings and path values on every route', async () => {
    const routes = ROUTES()
    expect(routes.length).toBeGreaterThan(5)
    let sent = 0
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          fc.oneof(junk, structured),
          fc.oneof(
            structured,
            fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })),
          ),
          fc.nat(callers.length - 1),
          fc.boolean(),
          async (values, body, query, who, useR) => {
            let i = 0
            const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () =>
              encodeURIComponent(values[i++ % values.length] ?? 'x'),
            )
            const qs = useR
              ? `.r=${toBase64Url(JSON.stringify(query))}`
              : Object.entries(query as Record<string, unknown>)
                  .map(
                    ([k, v]) =>
                      `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
                  )
                  .join('&')
            const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
            await expectEnvelope(route.method, `${path}?${qs}`, {
              headers: { ...callers[who], ...(hasBody && { 'content-type': 'application/json' }) },
              ...(hasBody && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
            })
            sent++
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      )
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE)
  }, 300_000)

  it('survives malformed transport: bad .r, broken JSON, huge and odd headers', async () => {
    const cases: [string, string, RequestInit][] = [
      ['GET', '/oauth2/jwks?.r=***', {}],
      [
        'POST',
        '/oauth2/token',
        { body: '{"clientId":', headers: { 'content-type': 'application/json' } },
      ],
      [
        'POST',
        '/oauth2/token',
        { body: 'x'.repeat(200_000), headers: { 'content-type': 'text/plain' } },
      ],
      [
        'POST',
        '/oauth2/token',
        { body: JSON.stringify({ clientId: 'x'.repeat(100_000), grantType: 'anonymous' }) },
      ],
      ['GET', '/oauth2/jwks', { headers: { authorization: 'Bearer '.repeat(500) } }],
      ['GET', '/oauth2/jwks', { headers: { authorization: `OauthNG.JWS.${'a'.repeat(5000)}` } }],
      ['DELETE', '/oauth2/token', {}],
      ['PATCH', '/%', {}],
    ]
    for (const [method, url, init] of cases) await expectEnvelope(method, url, init)
  })

  it('survives deep JSON, deep filters and oversized bodies on every route', async () => {
    const small = testEmulator({ seed: 'demo', maxBodyBytes: 4096 })
    try {
      const deepObject = `${'{"a":'.repeat(1001)}1${'}'.repeat(1001)}`
      const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
      const nested = (operator: string) =>
        `${`{"${operator}":[`.repeat(1500)}{"name":"x"}${']}'.repeat(1500)}`
      const bodies = [
        `{"query":${deepObject}}`,
        `{"lineItems":[{"extendedFields":{"namespaces":{"app":${deepObject}}}}]}`,
        `{"x":${deepArray}}`,
        `{"query":{"filter":${nested('$and')}}}`,
        `{"query":{"filter":${JSON.stringify(nested('$or'))}}}`,
        `{"query":{"filter":${'{"$not":'.repeat(1500)}{"id":"x"}${'}'.repeat(1500)}}}`,
      ]
      const oversized = JSON.stringify({ query: { filter: { name: 'x'.repeat(8192) } } })
      let sent = 0
      for (const route of ROUTES()) {
        const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, 'x')
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD'
        for (const headers of callers.slice(1, 3))
          for (const body of bodies) {
            await expectEnvelope(
              route.method,
              hasBody ? path : `${path}?.r=${Buffer.from(body).toString('base64url')}`,
              {
                headers: { ...headers, ...(hasBody && { 'content-type': 'application/json' }) },
                ...(hasBody && { body }),
              },
            )
            sent++
          }
        if (hasBody) {
          await expectEnvelope(
            route.method,
            path,
            { headers: { 'content-type': 'application/json' }, body: oversized },
            small.emulator,
          )
          sent++
        }
      }
      expect(sent).toBeGreaterThan(ROUTES().length * bodies.length)
    } finally {
      small.close()
    }
  }, 300_000)
})
