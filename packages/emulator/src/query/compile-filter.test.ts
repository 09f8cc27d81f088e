import { describe, expect, it } from 'vitest'
import { DOCS, SPEC } from './test-fixtures'
import { evaluatedIds, memoryTable, sqlIds } from './test-helpers'

const db = memoryTable(DOCS)

/** Both engines must select exactly `ids`. */
function expectIds(filter: Record<string, unknown>, ids: string[]) {
  expect(sqlIds(db, SPEC, filter), 'sql').toEqual(ids)
  expect(evaluatedIds(SPEC, filter, DOCS), 'reference').toEqual(ids)
}

const cases = (rows: [string, Record<string, unknown>, string[]][]) =>
  it.each(rows)('%s', (_, filter, ids) => expectIds(filter, ids))

describe('equality', () => {
  cases([
    ['string, case-sensitive', { name: 'Summer Hat' }, ['a']],
    ['string, other case does not match', { name: 'summer hat' }, []],
    ['number', { count: 10 }, ['b']],
    ['explicit $eq', { count: { $eq: 3 } }, ['a']],
    ['decimal compared as a number', { price: '10.5' }, ['a', 'e']],
    ['decimal operand as a JSON number', { price: 10.5 }, ['a', 'e']],
    ['boolean true', { active: true }, ['a', 'c']],
    ['boolean false (absent is not false)', { active: false }, ['b']],
    ['date normalized from another zone', { createdDate: '2024-01-01T01:00:00+01:00' }, ['a']],
    ['nested path', { 'profile.nickname': 'Ann' }, ['a']],
    ['renamed path', { price: '100.00' }, ['c']],
    ['id', { id: 'c' }, ['c']],
    ['array with a scalar = membership', { tags: 'sale' }, ['a', 'e']],
    ['array with an array = exact array', { tags: ['sale', 'hat'] }, ['a']],
    ['exact array is order-sensitive', { tags: ['hat', 'sale'] }, []],
    ['exact array of one', { tags: ['dress'] }, ['b']],
    ['number array membership', { scores: 2 }, ['a', 'e']],
    ['number array exact', { scores: { $eq: [1, 2] } }, ['a']],
  ])
})

describe('$ne (absent values match)', () => {
  cases([
    ['number', { count: { $ne: 10 } }, ['a', 'c', 'd', 'e']],
    ['array membership', { tags: { $ne: 'sale' } }, ['b', 'c', 'd']],
    ['boolean', { active: { $ne: true } }, ['b', 'd', 'e']],
    ['exact array', { tags: { $ne: ['dress'] } }, ['a', 'c', 'd', 'e']],
  ])
})

describe('null, absent and empty', () => {
  cases([
    ['{field: null} is empty: null, missing or ""', { name: null }, ['c', 'd']],
    ['{field: {$ne: null}} is present', { name: { $ne: null } }, ['a', 'b', 'e']],
    ['$eq null', { count: { $eq: null } }, ['d']],
    ['array null: [], null or missing', { tags: null }, ['c', 'd']],
    ['$eq [] is the same as null', { tags: { $eq: [] } }, ['c', 'd']],
    ['nested under a null or missing parent', { 'profile.nickname': null }, ['c', 'd']],
    ['$exists true counts "" as present', { name: { $exists: true } }, ['a', 'b', 'c', 'e']],
    ['$exists true counts [] as present', { tags: { $exists: true } }, ['a', 'b', 'c', 'e']],
    ['$exists false', { 'profile.level': { $exists: false } }, ['b', 'c', 'd']],
    ['$isEmpty true on strings', { name: { $isEmpty: true } }, ['c', 'd']],
    ['$isEmpty false on strings', { name: { $isEmpty: false } }, ['a', 'b', 'e']],
    ['$isEmpty true on arrays', { scores: { $isEmpty: true } }, ['b', 'c', 'd']],
    ['$isEmpty false on arrays', { tags: { $isEmpty: false } }, ['a', 'b', 'e']],
    ['$isEmpty on numbers is absence', { count: { $isEmpty: true } }, ['d']],
  ])
})

describe('comparison', () => {
  cases([
    ['$gt number', { count: { $gt: 0 } }, ['a', 'b']],
    ['$gte number', { count: { $gte: 0 } }, ['a', 'b', 'c']],
    ['$lt number', { count: { $lt: 0 } }, ['e']],
    ['$lte number', { count: { $lte: 3 } }, ['a', 'c', 'e']],
    ['decimal numerically, not as text', { price: { $gt: '10' } }, ['a', 'c', 'e']],
    ['decimal $lt', { price: { $lt: '10.5' } }, ['b']],
    ['decimal $lte with a number', { price: { $lte: 10.5 } }, ['a', 'b', 'e']],
    ['date $gte with a bare date', { createdDate: { $gte: '2024-01-01' } }, ['a', 'b', 'c']],
    ['date $lt', { createdDate: { $lt: '2024-01-01T00:00:00Z' } }, ['e']],
    ['string by code point', { name: { $gt: 'a' } }, ['b', 'e']],
    ['range on one field', { count: { $gte: 0, $lt: 10 } }, ['a', 'c']],
  ])
})

describe('$in, $nin, $hasSome, $hasAll', () => {
  cases([
    ['$in on id', { id: { $in: ['a', 'c', 'zz'] } }, ['a', 'c']],
    ['$in on decimals', { price: { $in: ['10.5', '100.00'] } }, ['a', 'c', 'e']],
    ['$in on an array = any element in the set', { tags: { $in: ['dress', 'new'] } }, ['b', 'e']],
    ['$in with null also matches empty', { name: { $in: ['', null] } }, ['c', 'd']],
    ['$in on booleans', { active: { $in: [false] } }, ['b']],
    ['$in with nothing', { count: { $in: [] } }, []],
    ['$nin (absent matches)', { count: { $nin: [3, 10] } }, ['c', 'd', 'e']],
    ['$nin on an array', { tags: { $nin: ['sale'] } }, ['b', 'c', 'd']],
    ['$hasSome', { tags: { $hasSome: ['hat'] } }, ['a', 'e']],
    ['$hasAll', { tags: { $hasAll: ['hat', 'sale'] } }, ['a', 'e']],
    ['$hasAll with one missing', { tags: { $hasAll: ['hat', 'dress'] } }, []],
    ['$hasAll of nothing matches all', { tags: { $hasAll: [] } }, ['a', 'b', 'c', 'd', 'e']],
    ['$hasSome on numbers', { scores: { $hasSome: [2, 7] } }, ['a', 'e']],
    ['$hasAll on numbers', { scores: { $hasAll: [1, 2] } }, ['a']],
  ])
})

describe('string operators (case-insensitive)', () => {
  cases([
    ['$startsWith', { name: { $startsWith: 'SUMMER' } }, ['a', 'b']],
    ['$endsWith', { name: { $endsWith: 'HAT' } }, ['a']],
    ['$contains', { name: { $contains: 'MER D' } }, ['b']],
    ['beyond ASCII', { name: { $startsWith: 'éc' } }, ['e']],
    ['nested path', { 'profile.nickname': { $startsWith: 'élo' } }, ['e']],
    [
      'empty needle matches every present string',
      { name: { $startsWith: '' } },
      ['a', 'b', 'c', 'e'],
    ],
    ['$endsWith longer than the value', { name: { $endsWith: 'a very long summer hat' } }, []],
    ['% is plain text', { name: { $contains: '%' } }, []],
    ['_ is plain text', { name: { $contains: '_' } }, []],
    ['on id', { id: { $startsWith: 'A' } }, ['a']],
  ])
})

describe('logical combinations', () => {
  cases([
    ['implicit AND of keys', { name: { $startsWith: 'summer' }, active: true }, ['a']],
    ['$and', { $and: [{ tags: 'sale' }, { count: { $gt: 0 } }] }, ['a']],
    ['$or', { $or: [{ count: 10 }, { tags: 'new' }] }, ['b', 'e']],
    ['$not', { $not: { active: true } }, ['b', 'd', 'e']],
    ['$not of a range', { $not: { count: { $gte: 0, $lt: 10 } } }, ['b', 'd', 'e']],
    ['$or beside a field', { $or: [{ count: 10 }, { count: 3 }], active: true }, ['a']],
    [
      'nested',
      {
        $or: [
          { $and: [{ active: true }, { count: { $gt: 1 } }] },
          { $not: { name: { $exists: true } } },
        ],
      },
      ['a', 'd'],
    ],
    ['$and of nothing matches all', { $and: [] }, ['a', 'b', 'c', 'd', 'e']],
    ['$or of nothing matches none', { $or: [] }, []],
    ['empty filter matches all', {}, ['a', 'b', 'c', 'd', 'e']],
    ['double negation', { $not: { $not: { tags: 'hat' } } }, ['a', 'e']],
  ])
})

it('keeps a wide and deep filter within SQLite limits', () => {
  const wide = { $or: Array.from({ length: 250 }, (_, i) => ({ count: i })) }
  expectIds(wide, ['a', 'b', 'c'])
  let deep: Record<string, unknown> = { tags: 'hat' }
  for (let i = 0; i < 14; i++) deep = { $not: deep }
  expectIds(deep, ['a', 'e'])
})
