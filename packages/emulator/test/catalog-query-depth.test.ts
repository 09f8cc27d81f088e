import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FILTER_DEPTH } from '../src/query/index'
import { violations } from './support/commerce'
import { testEmulator } from './support/emulator'

/**
 * Deeply nested `$and` / `$or` / `$not` in catalog queries are a 400 like on every other query
 * endpoint; the catalog's filter rewriting used to recurse through them first and overflow the
 * stack (a 500).
 */
let t: ReturnType<typeof testEmulator>
let visitor: Record<string, string>
beforeAll(async () => {
  t = testEmulator({ seed: 'demo' })
  visitor = { authorization: (await t.visitorToken()).access_token }
})
afterAll(() => t.close())

/** `levels` of one logical operator around a condition, as JSON text (JSON.stringify recurses). */
const nested = (operator: '$and' | '$or' | '$not', levels: number) =>
  operator === '$not'
    ? `${'{"$not":'.repeat(levels)}{"name":"x"}${'}'.repeat(levels)}`
    : `${`{"${operator}":[`.repeat(levels)}{"name":"x"}${']}'.repeat(levels)}`

const LEVELS = 1500

const expectDepthRefused = (res: Awaited<ReturnType<typeof t.call>>, where: string) => {
  expect(res.status, `${where}: ${res.text.slice(0, 200)}`).toBe(400)
  expect(res.headers.get('x-wix-request-id')).toBeTruthy()
  expect(violations(res).map((v) => v.violatedRule)).toEqual(['MAX'])
}

describe('catalog queries with 1,500 levels of logical operators', () => {
  it('answers 400 for a v1 filter given as JSON text, on products and collections', async () => {
    for (const operator of ['$and', '$or', '$not'] as const)
      for (const path of [
        '/stores-reader/v1/products/query',
        '/stores-reader/v1/collections/query',
      ]) {
        const filter = nested(operator, LEVELS)
        const res = await t.call('POST', path, { query: { filter } }, visitor)
        expectDepthRefused(res, `${operator} ${path}`)
        expect(violations(res)[0]).toMatchObject({ data: { threshold: MAX_FILTER_DEPTH } })
        expect(violations(res)[0]?.field.startsWith(`query.filter.${operator}`)).toBe(true)
      }
  })

  it('answers 400 for the filter as an object, in a body or in .r, on every catalog query', async () => {
    const queries: [string, string][] = [
      ['POST', '/stores-reader/v1/products/query'],
      ['POST', '/stores-reader/v1/products/query-platformized'],
      ['POST', '/v2/collections/query'],
      ['POST', '/stores-reader/v1/collections/query'],
      ['POST', '/stores-reader/v1/variants/query'],
    ]
    for (const operator of ['$and', '$or', '$not'] as const) {
      const body = `{"query":{"filter":${nested(operator, LEVELS)}}}`
      for (const [method, path] of queries)
        expectDepthRefused(await t.call(method, path, body, visitor), `${operator} ${path}`)
      const rForm = `.r=${Buffer.from(body).toString('base64url')}`
      for (const path of ['/stores-reader/v1/products/query-platformized', '/v2/collections/query'])
        expectDepthRefused(await t.call('GET', `${path}?${rForm}`, undefined, visitor), path)
    }
  })

  it('still answers a filter at the deepest nesting allowed', async () => {
    const filter = JSON.parse(nested('$and', MAX_FILTER_DEPTH - 1)) as unknown
    const res = await t.call(
      'POST',
      '/stores-reader/v1/products/query',
      { query: { filter: JSON.stringify(filter) } },
      visitor,
    )
    expect(res.status, res.text.slice(0, 200)).toBe(200)
  })
})
