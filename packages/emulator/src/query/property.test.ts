import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evaluateFilter, readField } from './evaluate-filter'
import { resolveField } from './fields'
import { parseFilter } from './parse-filter'
import { runQuery } from './run-query'
import {
  conditionFor,
  documents,
  filterFor,
  PROPERTY_SPEC as SPEC,
  sortKeys,
} from './test-arbitraries'
import { memoryTable, sqlIds } from './test-helpers'
import { compareText } from './text'
import type { QueryFieldType } from './types'

const target = { table: 'items' }

type Docs = Parameters<typeof filterFor>[0]

describe('SQL agrees with the reference evaluator', () => {
  it.each([
    ['single conditions', conditionFor],
    ['nested filters', filterFor],
  ])('selects the same ids for %s over random documents', (_, generate) => {
    const cases = documents.chain((docs: Docs) =>
      generate(docs).map((filter) => ({ docs, filter })),
    )
    fc.assert(
      fc.property(cases, ({ docs, filter }) => {
        const db = memoryTable(docs)
        try {
          const { node } = parseFilter(SPEC, filter, 'filter')
          const expected = docs.filter((doc) => evaluateFilter(node, doc)).map((doc) => doc.id)
          expect(sqlIds(db, SPEC, filter)).toEqual(expected.sort())
        } finally {
          db.close()
        }
      }),
      { numRuns: 500 },
    )
  })
})

// SQLite's order for one key: NULL first, then numbers (booleans are 0 and 1), then text.
function rank(value: unknown, type: QueryFieldType): [number, number | string] {
  if (value === undefined || value === null) return [0, 0]
  if (type === 'decimal' || typeof value === 'boolean') return [1, Number(value)]
  return typeof value === 'number' ? [1, value] : [2, String(value)]
}

function compareRanks(
  [kindA, a]: [number, number | string],
  [kindB, b]: [number, number | string],
) {
  if (kindA !== kindB) return kindA - kindB
  return typeof a === 'string' && typeof b === 'string' ? compareText(a, b) : Number(a) - Number(b)
}

type Key = { fieldName: string; order: 'ASC' | 'DESC' }

function referenceOrder(docs: { id: string }[], sort: Key[]): string[] {
  const keys = sort.flatMap(({ fieldName, order }) => {
    const field = resolveField(SPEC, fieldName)
    return field ? [{ field, order }] : []
  })
  const compare = (x: { id: string }, y: { id: string }) => {
    for (const { field, order } of keys) {
      const diff = compareRanks(
        rank(readField(x, field), field.type),
        rank(readField(y, field), field.type),
      )
      if (diff) return order === 'ASC' ? diff : -diff
    }
    return compareText(x.id, y.id)
  }
  return [...docs].sort(compare).map((doc) => doc.id)
}

describe('sorting and paging', () => {
  it('orders like the reference sort; cursor pages add up to the whole list', () => {
    const limit = fc.integer({ min: 1, max: 4 })
    fc.assert(
      fc.property(documents, sortKeys, limit, (docs, sort, pageSize) => {
        const db = memoryTable(docs)
        try {
          const ids = runQuery<{ id: string }>(db, SPEC, { sort }, target, 'offset').items.map(
            (doc) => doc.id,
          )
          expect(ids).toEqual(referenceOrder(docs, sort))
          let page = runQuery<{ id: string }>(
            db,
            SPEC,
            { sort, cursorPaging: { limit: pageSize } },
            target,
            'cursor',
          )
          const walked = page.items.map((doc) => doc.id)
          while (page.cursors.next) {
            page = runQuery(
              db,
              SPEC,
              { cursorPaging: { cursor: page.cursors.next } },
              target,
              'cursor',
            )
            walked.push(...page.items.map((doc) => doc.id))
          }
          expect(walked).toEqual(ids)
          expect(page.total).toBe(docs.length)
        } finally {
          db.close()
        }
      }),
      { numRuns: 300 },
    )
  })
})
