import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTROL_TOKEN_HEADER } from '../src/http/control-guard'
import { testEmulator } from './support/emulator'

// Fault injection: a rule fails the next matching requests in the platform's envelope, before
// the route runs, and is protected like the rest of the control API.

const t = testEmulator({ seed: 'demo' })
afterAll(() => t.close())
const COLLECTIONS = '/v2/collections/query'
let visitor: Record<string, string> = {}
beforeAll(async () => {
  visitor = { authorization: (await t.visitorToken()).access_token }
})
/** A call as the visitor. */
const get = (path: string) => t.call('GET', path, undefined, visitor)
const post = (path: string, body: unknown) => t.call('POST', path, body, visitor)

describe('fault rules', () => {
  it('fail the next matching requests, then let them through', async () => {
    const added = await t.call('POST', '/_emulator/faults', {
      method: 'GET',
      path: COLLECTIONS,
      times: 2,
      retryAfterSeconds: 3,
    })
    expect(added.status).toBe(200)
    const first = await get(COLLECTIONS)
    expect(first.status).toBe(503)
    expect(first.headers.get('retry-after')).toBe('3')
    expect(first.headers.get('x-wix-request-id')).toBeTruthy()
    expect(first.json.details?.applicationError).toMatchObject({ code: 'INJECTED_FAULT' })
    // Another method of the same path is not matched.
    expect((await post(COLLECTIONS, { query: {} })).status).toBe(200)
    expect((await get(COLLECTIONS)).status).toBe(503)
    expect((await get(COLLECTIONS)).status).toBe(200)
    const { faults } = (await t.call('GET', '/_emulator/faults')).json as {
      faults: { hits: number; remaining: number }[]
    }
    expect(faults).toMatchObject([{ hits: 2, remaining: 0 }])
    await t.call('DELETE', '/_emulator/faults', {})
    expect((await t.call('GET', '/_emulator/faults')).json).toEqual({ faults: [] })
  })

  it('match a path prefix and take a status and code', async () => {
    await t.call('POST', '/_emulator/faults', { path: '/v2/collections/*', status: 429 })
    const limited = await get('/v2/collections/slug/kitchen')
    expect(limited.status).toBe(429)
    expect((await get('/v2/collections/slug/kitchen')).status).toBe(200)
    await t.call('POST', '/_emulator/faults', { path: COLLECTIONS, status: 500, code: 'BOOM' })
    const failed = await post(COLLECTIONS, { query: {} })
    expect(failed.json.details?.applicationError).toMatchObject({ code: 'BOOM' })
  })

  it('never fail the control API, and are cleared by a reset', async () => {
    await t.call('POST', '/_emulator/faults', { path: '/*', times: 100 })
    expect((await t.call('GET', '/_emulator/health')).status).toBe(200)
    expect((await t.call('GET', '/oauth2/jwks')).status).toBe(503)
    await t.call('POST', '/_emulator/reset', {})
    expect((await t.call('GET', '/oauth2/jwks')).status).toBe(200)
  })

  it('refuse a rule that is not one, listing every violation', async () => {
    const bad = await t.call('POST', '/_emulator/faults', { path: 'no-slash', status: 200 })
    expect(bad.status).toBe(400)
    const details = bad.json.details as {
      validationError: { fieldViolations: { field: string }[] }
    }
    const fields = details.validationError.fieldViolations.map((v) => v.field)
    expect(fields.sort()).toEqual(['path', 'status'])
  })
})

describe('the faults control calls', () => {
  it('need the control token like every control call', async () => {
    const guarded = testEmulator({ controlToken: 'local-secret' })
    try {
      const rule = { path: '/oauth2/jwks' }
      expect((await guarded.call('POST', '/_emulator/faults', rule)).status).toBe(401)
      expect((await guarded.call('GET', '/oauth2/jwks')).status).toBe(200)
      const token = { [CONTROL_TOKEN_HEADER]: 'local-secret' }
      expect((await guarded.call('POST', '/_emulator/faults', rule, token)).status).toBe(200)
      expect((await guarded.call('GET', '/oauth2/jwks')).status).toBe(503)
    } finally {
      guarded.close()
    }
  })

  it('refuse a write that is not JSON', async () => {
    const res = await t.call('POST', '/_emulator/faults', 'path=/oauth2/jwks', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(415)
    expect((await t.call('GET', '/_emulator/faults')).json).toEqual({ faults: [] })
  })
})
