import { describe, expect, it } from 'vitest'
import { runQuery } from './run-query'
import { DOCS, SPEC } from './test-fixtures'
import { memoryTable, rulesOf } from './test-helpers'
import type { QueryInput, QuerySpec } from './types'

const db = memoryTable(DOCS)
const target = { table: 'items' }
const wide: QuerySpec = { ...SPEC, defaultLimit: 5 }

const ids = (input: QueryInput, spec = wide) =>
  runQuery<{ id: string }>(db, spec, input, target, 'offset').items.map((doc) => doc.id)

describe('sort', () => {
  it('uses the default sort', () => {
    expect(ids({})).toEqual(['c', 'b', 'a', 'e', 'd'])
  })

  it('sorts ascending by default, absent values first', () => {
    expect(ids({ sort: [{ fieldName: 'count' }] })).toEqual(['d', 'e', 'c', 'a', 'b'])
  })

  it('sorts descending, absent values last', () => {
    expect(ids({ sort: [{ fieldName: 'count', order: 'DESC' }] })).toEqual([
      'b',
      'a',
      'c',
      'e',
      'd',
    ])
  })

  it('sorts decimals as numbers, breaking ties by id', () => {
    expect(ids({ sort: [{ fieldName: 'price' }] })).toEqual(['d', 'b', 'a', 'e', 'c'])
  })

  it('applies several keys in sequence', () => {
    const sort = [{ fieldName: 'active', order: 'DESC' as const }, { fieldName: 'count' }]
    expect(ids({ sort })).toEqual(['c', 'a', 'b', 'd', 'e'])
  })

  it('sorts on nested paths and on id', () => {
    expect(ids({ sort: [{ fieldName: 'profile.nickname' }] })).toEqual(['c', 'd', 'a', 'b', 'e'])
    expect(ids({ sort: [{ fieldName: 'id', order: 'DESC' }] })).toEqual(['e', 'd', 'c', 'b', 'a'])
  })

  it('reports unknown and unsortable fields and bad orders', () => {
    const sort = [{ fieldName: 'color' }, { fieldName: 'tags' }, { fieldName: 'name', order: 'UP' }]
    expect(rulesOf(() => ids({ sort } as QueryInput))).toEqual([
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
      ['query.sort[1].fieldName', 'FIELD_NOT_ALLOWED'],
      ['query.sort[2].order', 'INVALID_ENUM_VALUE'],
    ])
  })

  it('reports a sort that is not a list of keys', () => {
    expect(rulesOf(() => ids({ sort: { fieldName: 'name' } } as unknown as QueryInput))).toEqual([
      ['query.sort', 'FORMAT'],
    ])
    expect(rulesOf(() => ids({ sort: ['name'] } as unknown as QueryInput))).toEqual([
      ['query.sort[0]', 'FORMAT'],
    ])
  })

  it('caps the number of keys when the spec says so', () => {
    const sort = [{ fieldName: 'name' }, { fieldName: 'count' }]
    expect(rulesOf(() => ids({ sort }, { ...wide, maxSort: 1 }))).toEqual([
      ['query.sort', 'MAX_SIZE'],
    ])
  })
})
