import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileFilter } from './compile-filter'
import { documents, filterFor, PROPERTY_SPEC } from './test-arbitraries'
import { evaluatedIds, memoryTable, rulesOf, sqlIds } from './test-helpers'
import type { QuerySpec } from './types'

// `$matchItems` tests each element of an array of objects with a whole filter: an element has
// every field type the property documents have (`id` included, as a plain element field).
const SPEC: QuerySpec = {
  ...PROPERTY_SPEC,
  fields: {
    items: { type: 'object[]', items: { ...PROPERTY_SPEC.fields, id: { type: 'string' } } },
    name: { type: 'string' },
  },
}

type Element = Parameters<typeof filterFor>[0][number]

describe('$matchItems', () => {
  it('SQL selects the rows the reference evaluator keeps, over random elements and filters', () => {
    const rows = documents.chain((elements: Element[]) =>
      fc
        .array(fc.subarray(elements), { minLength: 1, maxLength: 6 })
        .chain((lists) =>
          fc
            .array(fc.constantFrom('list', 'empty', 'missing', 'null'), {
              minLength: lists.length,
              maxLength: lists.length,
            })
            .map((kinds) =>
              lists.map((list, i) => ({
                id: `r${i}`,
                ...(kinds[i] === 'list' && { items: list }),
                ...(kinds[i] === 'empty' && { items: [] }),
                ...(kinds[i] === 'null' && { items: null }),
              })),
            ),
        )
        .chain((docs) =>
          fc
            .array(filterFor(elements), { minLength: 1, maxLength: 2 })
            .chain((items) =>
              fc.constantFrom(
                { items: { $matchItems: items } },
                { $not: { items: { $matchItems: items } } },
                { $or: [{ items: { $matchItems: items } }, { name: 'x' }] },
              ),
            )
            .map((filter) => ({ docs, filter })),
        ),
    )
    fc.assert(
      fc.property(rows, ({ docs, filter }) => {
        const db = memoryTable(docs)
        try {
          expect(sqlIds(db, SPEC, filter)).toEqual(evaluatedIds(SPEC, filter, docs))
        } finally {
          db.close()
        }
      }),
      { numRuns: 300 },
    )
  })

  it('needs every listed filter to match some element (not the same one)', () => {
    const docs = [
      { id: 'both', items: [{ name: 'a' }, { count: 2 }] },
      { id: 'one', items: [{ name: 'a', count: 1 }] },
      { id: 'same', items: [{ name: 'a', count: 2 }] },
    ]
    const db = memoryTable(docs)
    try {
      const twoItems = { items: { $matchItems: [{ name: 'a' }, { count: 2 }] } }
      expect(sqlIds(db, SPEC, twoItems)).toEqual(['both', 'same'])
      const oneItem = { items: { $matchItems: [{ name: 'a', count: 2 }] } }
      expect(sqlIds(db, SPEC, oneItem)).toEqual(['same'])
    } finally {
      db.close()
    }
  })

  it('refuses other operators, empty lists, unknown element fields and nesting, all at once', () => {
    const filter = {
      items: { $hasSome: ['a'] },
      $and: [
        { items: { $matchItems: [] } },
        { items: { $matchItems: [{ nope: 1, tags: { $hasSome: ['a'] } }] } },
        { items: { $matchItems: [{ items: { $matchItems: [{ name: 'a' }] } }] } },
        { name: { $matchItems: [{ name: 'a' }] } },
      ],
    }
    expect(rulesOf(() => compileFilter(SPEC, filter))).toEqual([
      ['query.filter.items', 'INVALID_ENUM_VALUE'],
      ['query.filter.$and[0].items.$matchItems', 'FORMAT'],
      ['query.filter.$and[1].items.$matchItems[0].nope', 'FIELD_NOT_ALLOWED'],
      ['query.filter.$and[2].items.$matchItems[0].items', 'FIELD_NOT_ALLOWED'],
      ['query.filter.$and[3].name.$matchItems', 'INVALID_ENUM_VALUE'],
    ])
  })
})
