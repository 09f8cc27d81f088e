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

describe('hostile input', () => {
  const hostile = `'); DROP TABLE items; --`

  it('treats hostile values as plain data', () => {
    const filters = [
      { name: hostile },
      { name: { $in: [hostile, "' OR 1=1 --"] } },
      { name: { $contains: hostile } },
      { name: { $startsWith: "' OR '1'='1" } },
      { tags: { $hasAll: [hostile] } },
      { tags: [hostile, '"]'] },
    ]
    for (const filter of filters) expect(ids({ filter })).toEqual([])
    expect(ids({})).toHaveLength(5)
  })

  it('finds hostile text stored in documents, as text', () => {
    const stored = memoryTable([{ id: "x'); --", name: hostile, tags: ["$.a') OR 1=1"] }])
    const find = (filter: Record<string, unknown>) =>
      runQuery<{ id: string }>(stored, wide, { filter }, target, 'offset').items.map(
        (doc) => doc.id,
      )
    for (const filter of [
      { name: hostile },
      { name: { $startsWith: "'); drop" } },
      { name: { $contains: 'TABLE items;' } },
      { tags: "$.a') OR 1=1" },
      { id: "x'); --" },
    ])
      expect(find(filter)).toEqual(["x'); --"])
    stored.close()
  })

  it('rejects hostile field names and sort keys', () => {
    const filter = {
      "name') OR 1=1 --": 1,
      "$.a') OR 1=1": 1,
      'name"': 1,
      __proto__: 1,
      constructor: 1,
      'profile.nickname.length': 1,
    }
    expect(rulesOf(() => ids({ filter: JSON.parse(JSON.stringify(filter)) }))).toEqual([
      ["query.filter.name') OR 1=1 --", 'FIELD_NOT_ALLOWED'],
      ["query.filter.$.a') OR 1=1", 'INVALID_ENUM_VALUE'],
      ['query.filter.name"', 'FIELD_NOT_ALLOWED'],
      ['query.filter.constructor', 'FIELD_NOT_ALLOWED'],
      ['query.filter.profile.nickname.length', 'FIELD_NOT_ALLOWED'],
    ])
    const parsed = JSON.parse('{"__proto__": 1}')
    expect(rulesOf(() => ids({ filter: parsed }))).toEqual([
      ['query.filter.__proto__', 'FIELD_NOT_ALLOWED'],
    ])
    const sort = [{ fieldName: 'id; DROP TABLE items' }, { fieldName: "name') --" }]
    expect(rulesOf(() => ids({ sort }))).toEqual([
      ['query.sort[0].fieldName', 'FIELD_NOT_ALLOWED'],
      ['query.sort[1].fieldName', 'FIELD_NOT_ALLOWED'],
    ])
    expect(ids({})).toHaveLength(5)
  })

  it('refuses specs and targets that would put unchecked text into SQL', () => {
    const spec: QuerySpec = {
      ...wide,
      fields: { bad: { type: 'string', path: "$.a') OR 1=1 --" } },
    }
    expect(() => ids({ filter: { bad: 'x' } }, spec)).toThrow(TypeError)
    expect(() => runQuery(db, wide, {}, { table: 'items; DROP TABLE items' }, 'offset')).toThrow(
      TypeError,
    )
    expect(ids({})).toHaveLength(5)
  })
})
