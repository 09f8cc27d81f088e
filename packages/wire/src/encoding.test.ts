import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeQuery, encodeQuery, flattenQuery, fromBase64Url, toBase64Url } from './encoding'

const pairsOf = (query: string) => [...new URLSearchParams(query).entries()]

describe('base64url', () => {
  it('uses the url alphabet without padding', () => {
    expect(
      toBase64Url('{"query":{"filter":{"name":"Summer"},"paging":{"limit":5,"offset":0}}}'),
    ).toBe(
      'eyJxdWVyeSI6eyJmaWx0ZXIiOnsibmFtZSI6IlN1bW1lciJ9LCJwYWdpbmciOnsibGltaXQiOjUsIm9mZnNldCI6MH19fQ',
    )
    expect(toBase64Url('??>')).toBe('Pz8-')
    expect(toBase64Url('???')).toBe('Pz8_')
  })

  it('round-trips any unicode text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (text) => fromBase64Url(toBase64Url(text)) === text,
      ),
    )
  })

  it('rejects text that is not base64', () => {
    expect(() => fromBase64Url('%%%')).toThrow(TypeError)
  })
})

describe('query strings', () => {
  it('flattens nested objects to dotted keys and arrays to repeated keys', () => {
    const query = encodeQuery({
      paging: { limit: 10, cursor: 'a b&c' },
      sort: { fieldName: 'createdDate', order: 'DESC' },
      ids: ['1', '2'],
      flag: false,
      none: null,
    })
    expect(query).toBe(
      'paging.limit=10&paging.cursor=a%20b%26c&sort.fieldName=createdDate&sort.order=DESC&ids=1&ids=2&flag=false',
    )
    expect(decodeQuery(pairsOf(query))).toEqual({
      paging: { limit: '10', cursor: 'a b&c' },
      sort: { fieldName: 'createdDate', order: 'DESC' },
      ids: ['1', '2'],
      flag: 'false',
    })
  })

  it('chooses the .r form only for nested payloads on endpoints that take it', () => {
    expect(encodeQuery({ fieldsets: ['FULL'] }, true)).toBe('fieldsets=FULL')
    expect(encodeQuery({ query: { paging: { limit: 1 } } }, true)).toMatch(/^\.r=[\w-]+$/)
    expect(flattenQuery({ items: [{ a: 1 }] }).nested).toBe(true)
    expect(() => encodeQuery({ items: [{ a: 1 }] })).toThrow(TypeError)
  })

  it('decodes .r ahead of any other parameter', () => {
    const payload = { query: { filter: { 'profile.nickname': { $startsWith: 'Ann' } } } }
    expect(
      decodeQuery([
        ['.r', toBase64Url(JSON.stringify(payload))],
        ['ignored', '1'],
      ]),
    ).toEqual(payload)
    expect(() => decodeQuery([['.r', toBase64Url('[1]')]])).toThrow(TypeError)
    expect(() => decodeQuery([['.r', 'not json at all']])).toThrow()
  })

  it('refuses keys that would pollute prototypes or collide', () => {
    expect(() => decodeQuery([['__proto__.polluted', 'yes']])).toThrow(TypeError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(() =>
      decodeQuery([
        ['a', '1'],
        ['a.b', '2'],
      ]),
    ).toThrow(TypeError)
    expect(() =>
      decodeQuery([
        ['a.b', '2'],
        ['a', '1'],
      ]),
    ).toThrow(TypeError)
  })

  it('round-trips every .r payload through encode and decode', () => {
    const json = fc.jsonValue({ maxDepth: 4 })
    fc.assert(
      fc.property(fc.dictionary(fc.string(), json), (payload) => {
        const normal = JSON.parse(JSON.stringify(payload))
        const query = encodeQuery({ wrap: normal }, true)
        const decoded = decodeQuery(pairsOf(query))
        return query.startsWith('.r=')
          ? JSON.stringify(decoded) === JSON.stringify({ wrap: normal })
          : true
      }),
    )
  })
})
