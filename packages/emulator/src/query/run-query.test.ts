import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { upsertSql } from '../db/document-store'
import { documentTable } from '../db/migrations'
import { compileFilter } from './compile-filter'
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

  it('knows the total from a short last page, and from an empty first one', () => {
    expect(page({ paging: { limit: 2, offset: 4 } })).toMatchObject({ total: 5, offset: 4 })
    expect(page({ paging: { limit: 3, offset: 3 } }).total).toBe(5)
    expect(page({ filter: { tags: 'none' }, paging: { limit: 2 } }).total).toBe(0)
    expect(page({ paging: { limit: 5, offset: 0 } }).total).toBe(5)
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

describe('fields kept in columns', () => {
  // The same documents, with `name` and `createdDate` also in indexed columns, as stores keep them.
  const columned = new DatabaseSync(':memory:')
  columned.exec(`${documentTable('items', 'name TEXT, created_date TEXT')}
    CREATE INDEX items_name ON items (name, created_date);`)
  const insert = columned.prepare(upsertSql('items', ['id', 'doc', 'name', 'created_date']))
  for (const doc of DOCS)
    insert.run(doc.id, JSON.stringify(doc), doc.name ?? null, doc.createdDate ?? null)
  const spec: QuerySpec = {
    ...wide,
    fields: {
      ...SPEC.fields,
      name: { type: 'string', column: 'name' },
      createdDate: { type: 'date', column: 'created_date' },
    },
  }
  const ids = (input: QueryInput, on: DatabaseSync, withSpec: QuerySpec) =>
    runQuery<{ id: string }>(on, withSpec, input, target, 'offset').items.map((doc) => doc.id)

  it('filter and sort the same as the document fields, reading the columns', () => {
    for (const input of [
      {},
      { filter: { name: { $startsWith: 'summer' } } },
      { filter: { name: { $in: ['Summer Hat', 'Boots'] } }, sort: [{ fieldName: 'name' }] },
      { filter: { createdDate: { $gte: '2024-01-01T00:00:00.000Z' } } },
      { filter: { $not: { name: 'Summer Hat' } }, sort: [{ fieldName: 'createdDate' }] },
    ] as QueryInput[])
      expect(ids(input, columned, spec)).toEqual(ids(input, db, wide))
    const { sql, params } = compileFilter(spec, { name: 'Boots' })
    expect(sql).toBe('(t.name = ?)')
    const plan = columned
      .prepare(`EXPLAIN QUERY PLAN SELECT id FROM items AS t WHERE ${sql}`)
      .all(...params)
      .map((row) => String(row.detail))
    expect(plan.join(' ')).toContain('items_name')
  })

  it('refuses a column that is not a plain identifier, or one for an array field', () => {
    const bad = (field: QuerySpec['fields'][string]) =>
      runQuery(
        columned,
        { ...spec, fields: { name: field } },
        { filter: { name: 'x' } },
        target,
        'offset',
      )
    expect(() => bad({ type: 'string', column: 'name; DROP TABLE items' })).toThrow(TypeError)
    expect(() => bad({ type: 'string[]', column: 'name' })).toThrow(TypeError)
  })
})
