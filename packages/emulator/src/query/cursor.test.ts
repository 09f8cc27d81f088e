import { toBase64Url } from '@storefront-kit/wire/encoding'
import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor'
import { runQuery } from './run-query'
import { DOCS, SPEC } from './test-fixtures'
import { memoryTable, rulesOf } from './test-helpers'
import type { QueryInput, QueryPage } from './types'

const db = memoryTable(DOCS)
const target = { table: 'items' }
const page = (input: QueryInput): QueryPage<{ id: string }> =>
  runQuery(db, SPEC, input, target, 'cursor')
const idsOf = (result: QueryPage<{ id: string }>) => result.items.map((doc) => doc.id)

describe('encoding', () => {
  it('round-trips and uses the base64url alphabet', () => {
    const state = {
      table: 'items',
      filter: { name: { $contains: '?>' } },
      sort: [],
      offset: 4,
      limit: 2,
    }
    const cursor = encodeCursor(state)
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeCursor(cursor)).toEqual(state)
  })

  it.each([
    ['not base64', '%%%'],
    ['not JSON', toBase64Url('hello')],
    ['not an object', toBase64Url('[1]')],
    ['no version', toBase64Url('{"t":"items","f":{},"s":[],"o":0,"l":2}')],
    ['negative offset', toBase64Url('{"v":1,"t":"items","f":{},"s":[],"o":-1,"l":2}')],
    ['zero limit', toBase64Url('{"v":1,"t":"items","f":{},"s":[],"o":0,"l":0}')],
    ['filter not an object', toBase64Url('{"v":1,"t":"items","f":[],"s":[],"o":0,"l":2}')],
  ])('refuses %s', (_, cursor) => {
    expect(decodeCursor(cursor)).toBeUndefined()
  })
})

describe('cursor paging', () => {
  it('walks every page with only the cursor, carrying filter and sort', () => {
    let result = page({
      filter: { $not: { id: 'c' } },
      sort: [{ fieldName: 'count', order: 'DESC' }],
      cursorPaging: { limit: 1 },
    })
    expect(result.cursors.prev).toBeUndefined()
    const seen = [idsOf(result)]
    while (result.cursors.next) {
      result = page({ cursorPaging: { cursor: result.cursors.next } })
      seen.push(idsOf(result))
      expect(result.total).toBe(4)
    }
    expect(seen).toEqual([['b'], ['a'], ['e'], ['d']])
    expect(result.offset).toBe(3)
    expect(result.cursors.next).toBeUndefined()
    expect(result.cursors.prev).toBeDefined()
  })

  it('goes back with prev and may change the limit on the way', () => {
    const first = page({ cursorPaging: { limit: 2 } })
    expect(idsOf(first)).toEqual(['c', 'b'])
    const second = page({ cursorPaging: { cursor: first.cursors.next } })
    expect(idsOf(second)).toEqual(['a', 'e'])
    const back = page({ cursorPaging: { cursor: second.cursors.prev } })
    expect(idsOf(back)).toEqual(['c', 'b'])
    expect(back.cursors.prev).toBeUndefined()
    const rest = page({ cursorPaging: { cursor: first.cursors.next, limit: 5 } })
    expect(idsOf(rest)).toEqual(['a', 'e', 'd'])
    expect(rest.cursors).toEqual({ prev: expect.any(String) })
  })

  it('has no next cursor when the first page holds everything', () => {
    const result = page({ filter: { tags: 'hat' }, cursorPaging: { limit: 5 } })
    expect(idsOf(result)).toEqual(['a', 'e'])
    expect(result.cursors).toEqual({})
  })

  it('treats an empty cursor as the first page', () => {
    expect(idsOf(page({ cursorPaging: { cursor: '', limit: 1 } }))).toEqual(['c'])
  })

  it('reports cursors that do not decode or belong to another list', () => {
    const other = encodeCursor({ table: 'orders', filter: {}, sort: [], offset: 2, limit: 2 })
    for (const cursor of ['garbage!', toBase64Url('{"v":1}'), other])
      expect(rulesOf(() => page({ cursorPaging: { cursor } }))).toEqual([
        ['query.cursorPaging.cursor', 'FORMAT'],
      ])
  })

  it('reports a cursor whose query this list does not accept', () => {
    const filter = encodeCursor({
      table: 'items',
      filter: { color: 1 },
      sort: [],
      offset: 2,
      limit: 2,
    })
    const sort = encodeCursor({
      table: 'items',
      filter: {},
      sort: [{ fieldName: 'tags' }],
      offset: 2,
      limit: 2,
    })
    for (const cursor of [filter, sort])
      expect(rulesOf(() => page({ cursorPaging: { cursor } }))).toEqual([
        ['query.cursorPaging.cursor', 'FORMAT'],
      ])
  })

  it('refuses a filter or sort next to a cursor, and offset paging', () => {
    const { next } = page({ cursorPaging: { limit: 1 } }).cursors
    const input = {
      filter: { id: 'a' },
      sort: [{ fieldName: 'id' }],
      cursorPaging: { cursor: next, limit: 9 },
    }
    expect(rulesOf(() => page(input))).toEqual([
      ['query.filter', 'FIELD_NOT_ALLOWED'],
      ['query.sort', 'FIELD_NOT_ALLOWED'],
      ['query.cursorPaging.limit', 'MAX'],
    ])
    expect(rulesOf(() => page({ paging: { offset: 1 } }))).toEqual([
      ['query.paging', 'FIELD_NOT_ALLOWED'],
    ])
    expect(idsOf(page({ filter: {}, sort: [], cursorPaging: { cursor: next } }))).toEqual(['b'])
  })

  it('keeps cursors inside the scope they are used with', () => {
    const { next } = page({ cursorPaging: { limit: 1 } }).cursors
    const scoped = { table: 'items', scope: { sql: 't.id = ?', params: ['e'] } }
    const result = runQuery<{ id: string }>(
      db,
      SPEC,
      { cursorPaging: { cursor: next } },
      scoped,
      'cursor',
    )
    expect(result).toMatchObject({ items: [], total: 1 })
  })
})
