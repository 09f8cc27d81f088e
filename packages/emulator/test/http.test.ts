import { toBase64Url } from '@storefront-kit/wire/encoding'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Area } from '../src/areas/area'
import { notFound } from '../src/http/api-error'
import { ANYONE, OWNER, SHOPPERS } from '../src/http/caller'
import { route } from '../src/http/route'
import { testEmulator } from './support/emulator'

/** A test area exercising the HTTP layer without any platform area's rules. */
const echoArea: Area = {
  name: 'echo',
  migrations: [
    {
      area: 'echo',
      version: 1,
      up: 'CREATE TABLE IF NOT EXISTS echo_log (id INTEGER PRIMARY KEY, v TEXT);',
    },
  ],
  routes: () => [
    route({
      method: 'GET',
      path: ['/echo/v1/things/:id', '/alias/v1/things/:id'],
      allow: ANYONE,
      input: z.object({
        id: z.string(),
        fieldsets: z.array(z.string()).or(z.string()).optional(),
        paging: z.object({ limit: z.coerce.number().max(100) }).optional(),
      }),
      handle: ({ input }) => ({ input }),
    }),
    route({
      method: 'GET',
      path: '/echo/v1/query',
      allow: ANYONE,
      postFallback: true,
      input: z.object({
        query: z.object({ filter: z.record(z.string(), z.unknown()).optional() }).optional(),
      }),
      handle: ({ input }) => ({ input }),
    }),
    route({
      method: 'PATCH',
      path: '/echo/v1/orders/:id',
      params: { id: 'order.id' },
      allow: ANYONE,
      input: z.object({
        order: z.object({ id: z.string(), note: z.string().max(5).optional() }),
        count: z.number().int().min(1).optional(),
      }),
      handle: ({ input }) => ({ input }),
    }),
    route({
      method: 'POST',
      path: '/echo/v1/owner-only',
      allow: OWNER,
      handle: () => ({ ok: true }),
    }),
    route({
      method: 'POST',
      path: '/echo/v1/shoppers',
      allow: SHOPPERS,
      handle: ({ caller }) => ({ caller }),
    }),
    route({
      method: 'DELETE',
      path: '/echo/v1/things/:id',
      allow: ANYONE,
      handle: () => undefined,
    }),
    route({
      method: 'POST',
      path: '/echo/v1/fail-after-write',
      allow: ANYONE,
      handle: ({ ctx }) => {
        ctx.db.sql.prepare("INSERT INTO echo_log (v) VALUES ('written')").run()
        throw notFound('THING_NOT_FOUND', 'no thing')
      },
    }),
    route({
      method: 'POST',
      path: '/echo/v1/count',
      allow: ANYONE,
      handle: ({ ctx }) => ({
        n: (ctx.db.sql.prepare('SELECT COUNT(*) AS n FROM echo_log').get() as { n: number }).n,
      }),
    }),
  ],
}

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())
const start = () => (t = testEmulator({ areas: [echoArea] }))

describe('HTTP layer', () => {
  it('gives every answer a unique request id, success or error', async () => {
    start()
    const answers = await Promise.all([
      t.call('GET', '/echo/v1/things/a'),
      t.call('GET', '/nowhere'),
      t.call('POST', '/echo/v1/owner-only', {}),
    ])
    const ids = answers.map((a) => a.headers.get('x-wix-request-id'))
    expect(ids.every((id) => typeof id === 'string' && id.length > 10)).toBe(true)
    expect(new Set(ids).size).toBe(3)
  })

  it('decodes dotted keys and repeated keys from the query string, with the path value winning', async () => {
    start()
    const res = await t.call(
      'GET',
      '/echo/v1/things/a%20b?id=other&fieldsets=FULL&fieldsets=PUBLIC&paging.limit=5',
    )
    expect(res.status).toBe(200)
    expect(res.json.input).toEqual({
      id: 'a b',
      fieldsets: ['FULL', 'PUBLIC'],
      paging: { limit: 5 },
    })
  })

  it('answers path aliases like the canonical path', async () => {
    start()
    expect((await t.call('GET', '/alias/v1/things/x')).json.input).toEqual({ id: 'x' })
  })

  it('decodes the .r form and accepts the same request as a POST body', async () => {
    start()
    const payload = { query: { filter: { name: 'Summer' } } }
    const viaR = await t.call('GET', `/echo/v1/query?.r=${toBase64Url(JSON.stringify(payload))}`)
    const viaPost = await t.call('POST', '/echo/v1/query', payload)
    expect(viaR.json.input).toEqual(payload)
    expect(viaPost.json.input).toEqual(payload)
  })

  it('rejects a broken .r or body with a validation envelope, never a 500', async () => {
    start()
    for (const [method, path, body] of [
      ['GET', '/echo/v1/query?.r=%%%', undefined],
      ['GET', `/echo/v1/query?.r=${toBase64Url('[1,2]')}`, undefined],
      ['POST', '/echo/v1/query', '{"query":'],
      ['POST', '/echo/v1/query', '"a string"'],
      ['GET', '/echo/v1/query?__proto__.x=1', undefined],
    ] as const) {
      const res = await t.call(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(res.json.details).toHaveProperty('validationError.fieldViolations')
    }
  })

  it('nests update ids from the path and tolerates the duplicate in the body', async () => {
    start()
    const res = await t.call('PATCH', '/echo/v1/orders/o1', { order: { id: 'o1', note: 'hi' } })
    expect(res.json.input).toEqual({ order: { id: 'o1', note: 'hi' } })
    const differing = await t.call('PATCH', '/echo/v1/orders/o1', { order: { id: 'o2' } })
    expect(differing.json.input).toEqual({ order: { id: 'o1' } })
  })

  it('lists every field violation with rule types', async () => {
    start()
    const res = await t.call('PATCH', '/echo/v1/orders/o1', {
      order: { note: 'too long' },
      count: 0,
    })
    expect(res.status).toBe(400)
    const violations = (res.json.details as { validationError: { fieldViolations: unknown[] } })
      .validationError.fieldViolations
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'order.note',
          violatedRule: 'MAX_LENGTH',
          data: { threshold: 5 },
        }),
        expect.objectContaining({ field: 'count', violatedRule: 'MIN', data: { threshold: 1 } }),
      ]),
    )
    expect(violations).toHaveLength(2)
  })

  it('answers deletes and voids with 200 {}', async () => {
    start()
    const res = await t.call('DELETE', '/echo/v1/things/x')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({})
  })

  it('answers unknown paths with a 404 envelope', async () => {
    start()
    const res = await t.call('GET', '/ecom/v9/nothing')
    expect(res.status).toBe(404)
    expect(res.json.details).toMatchObject({ applicationError: { code: 'NOT_FOUND' } })
  })

  it('rolls back a write request that fails', async () => {
    start()
    expect((await t.call('POST', '/echo/v1/fail-after-write', {})).status).toBe(404)
    expect((await t.call('POST', '/echo/v1/count', {})).json).toEqual({ n: 0 })
  })

  it('enforces who may call: 401 without credentials, 403 when not permitted', async () => {
    start()
    expect((await t.call('POST', '/echo/v1/owner-only', {})).status).toBe(401)
    const { access_token } = await t.visitorToken()
    const asVisitor = await t.call(
      'POST',
      '/echo/v1/owner-only',
      {},
      { authorization: access_token },
    )
    expect(asVisitor.status).toBe(403)
    expect(asVisitor.json.details).toMatchObject({
      applicationError: { code: 'PERMISSION_DENIED' },
    })
    expect((await t.call('POST', '/echo/v1/owner-only', {}, t.owner)).json).toEqual({ ok: true })
    expect((await t.call('POST', '/echo/v1/shoppers', {}, t.owner)).status).toBe(403)
    const shopper = await t.call(
      'POST',
      '/echo/v1/shoppers',
      {},
      { authorization: `Bearer ${access_token}` },
    )
    expect(shopper.json.caller).toMatchObject({ kind: 'visitor' })
  })

  it('requires the site id header with the API key', async () => {
    start()
    const res = await t.call(
      'POST',
      '/echo/v1/owner-only',
      {},
      { authorization: t.owner.authorization },
    )
    expect(res.status).toBe(401)
    expect(res.text).not.toContain(t.owner.authorization)
    expect(
      (await t.call('POST', '/echo/v1/owner-only', {}, { ...t.owner, 'wix-site-id': 'other' }))
        .status,
    ).toBe(401)
  })

  it('allows browser storefronts by CORS', async () => {
    start()
    const res = await t.emulator.request('/echo/v1/shoppers', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://shop.test')
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization')
    const get = await t.emulator.request('/echo/v1/things/x', {
      headers: { origin: 'http://shop.test' },
    })
    expect(get.headers.get('access-control-expose-headers')).toContain('x-wix-request-id')
  })
})
