import { describe, expect, it } from 'vitest'
import { runQuery } from './run-query'
import { DOCS, SPEC } from './test-fixtures'
import { memoryTable, rulesOf } from './test-helpers'
import type { QueryInput, QuerySpec } from './types'

const db = memoryTable(DOCS)
const target = { table: 'items' }
const wide: QuerySpec = { ...SPEC, defaultLimit: 5 }

describe('offset paging', () => {
  const page = (input: QueryInput) => runQuery<{ id: string }>(db, SPEC, input, target, 'offset')

  it('uses the default limit and counts every match', () => {
    const result = page({})
    expect(result.items.map((doc) => doc.id)).toEqual(['c', 'b'])
    expect(result).toMatchObject({ total: 5, offset: 0, limit: 2, cursors: {} })
  })

  it('pages with limit and offset', () => {
    const result = page({ paging: { limit: 2, offset: 2 } })
    expect(result.items.map((doc) => doc.id)).toEqual(['a', 'e'])
    expect(result).toMatchObject({ total: 5, offset: 2, limit: 2 })
  })

  it('counts only filtered rows and returns parsed documents', () => {
    const result = page({ filter: { tags: 'hat' }, paging: { limit: 1 } })
    expect(result.total).toBe(2)
    expect(result.items).toEqual([DOCS[0]])
  })

  it('answers an empty page past the end', () => {
    expect(page({ paging: { offset: 10 } })).toMatchObject({ items: [], total: 5, offset: 10 })
  })

  it('treats limit 0 as unset and accepts digits from a query string', () => {
    expect(page({ paging: { limit: 0 } }).limit).toBe(2)
    expect(page({ paging: { limit: '3', offset: '1' } } as unknown as QueryInput)).toMatchObject({
      limit: 3,
      offset: 1,
    })
  })

  it('applies the target scope', () => {
    const scoped = {
      table: 'items',
      scope: { sql: "json_extract(t.doc, '$.active') = ?", params: [1] },
    }
    const result = runQuery<{ id: string }>(
      db,
      wide,
      { filter: { count: { $gte: 0 } } },
      scoped,
      'offset',
    )
    expect(result.items.map((doc) => doc.id)).toEqual(['c', 'a'])
    expect(result.total).toBe(2)
  })

  it('reports bad limits and offsets together', () => {
    expect(rulesOf(() => page({ paging: { limit: 6, offset: -1 } }))).toEqual([
      ['query.paging.limit', 'MAX'],
      ['query.paging.offset', 'MIN'],
    ])
    expect(rulesOf(() => page({ paging: { limit: -1 } }))).toEqual([['query.paging.limit', 'MIN']])
    expect(rulesOf(() => page({ paging: { limit: 1.5 } }))).toEqual([
      ['query.paging.limit', 'FORMAT'],
    ])
  })

  it('gives the threshold of a limit that is too high', () => {
    try {
      page({ paging: { limit: 500 } })
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({
        body: { details: { validationError: { fieldViolations: [{ data: { threshold: 5 } }] } } },
      })
    }
  })

  it('refuses cursor paging and reports filter, sort and paging violations in one error', () => {
    const input = {
      filter: { color: 1 },
      sort: [{ fieldName: 'tags' }],
      paging: { limit: 9 },
      cursorPaging: { limit: 1 },
    }
    expect(rulesOf(() => page(input))).toEqual([
      ['query.cursorPaging', 'FIELD_NOT_ALLOWED'],
      ['query.filter.color', 'FIELD_NOT_ALLOWED'],
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
      ['query.paging.limit', 'MAX'],
    ])
  })
})
