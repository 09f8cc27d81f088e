import { describe, expect, it } from 'vitest'
import { compileFilter } from './compile-filter'
import { matchesFilter } from './evaluate-filter'
import { MAX_CONDITIONS } from './parse-condition'
import { MAX_FILTER_DEPTH } from './parse-filter'
import { MAX_LIST } from './parse-operand'
import { SPEC } from './test-fixtures'
import { rulesOf, violationsOf } from './test-helpers'
import type { QuerySpec } from './types'

const rules = (filter: unknown) => rulesOf(() => compileFilter(SPEC, filter))

describe('fields and operators', () => {
  it.each([
    ['unknown field', { color: 'red' }, 'query.filter.color', 'FIELD_NOT_ALLOWED'],
    [
      'parent of a nested field',
      { profile: { nickname: 'x' } },
      'query.filter.profile',
      'FIELD_NOT_ALLOWED',
    ],
    ['unknown operator', { count: { $foo: 1 } }, 'query.filter.count.$foo', 'INVALID_ENUM_VALUE'],
    [
      'key without $ in an operator object',
      { count: { gt: 1 } },
      'query.filter.count.gt',
      'INVALID_ENUM_VALUE',
    ],
    [
      '$gt on a boolean',
      { active: { $gt: true } },
      'query.filter.active.$gt',
      'INVALID_ENUM_VALUE',
    ],
    [
      '$startsWith on an array',
      { tags: { $startsWith: 'a' } },
      'query.filter.tags.$startsWith',
      'INVALID_ENUM_VALUE',
    ],
    [
      '$contains on a number',
      { count: { $contains: '1' } },
      'query.filter.count.$contains',
      'INVALID_ENUM_VALUE',
    ],
    [
      '$hasAll on a scalar',
      { name: { $hasAll: ['a'] } },
      'query.filter.name.$hasAll',
      'INVALID_ENUM_VALUE',
    ],
    ['$gt on an array', { scores: { $gt: 1 } }, 'query.filter.scores.$gt', 'INVALID_ENUM_VALUE'],
    [
      'logical operator inside a field',
      { count: { $not: { $gt: 1 } } },
      'query.filter.count.$not',
      'INVALID_ENUM_VALUE',
    ],
    ['field operator at filter level', { $eq: 1 }, 'query.filter.$eq', 'INVALID_ENUM_VALUE'],
    [
      'unknown field inside $or',
      { $or: [{ count: 1 }, { color: 1 }] },
      'query.filter.$or[1].color',
      'FIELD_NOT_ALLOWED',
    ],
    [
      'unknown field inside $not',
      { $not: { color: 1 } },
      'query.filter.$not.color',
      'FIELD_NOT_ALLOWED',
    ],
  ])('%s', (_, filter, field, rule) => {
    expect(rules(filter)).toEqual([[field, rule]])
  })

  it('lists the operators the field accepts', () => {
    const [found] = violationsOf(() => compileFilter(SPEC, { active: { $gt: true } }))
    expect(found?.data).toEqual({ allowed: ['$eq', '$ne', '$in', '$nin', '$exists', '$isEmpty'] })
  })

  it('honours a per-field operator list, bare equality included', () => {
    const spec: QuerySpec = {
      ...SPEC,
      fields: { ...SPEC.fields, name: { type: 'string', operators: ['$in'] } },
    }
    expect(() => compileFilter(spec, { name: { $in: ['x'] } })).not.toThrow()
    expect(rulesOf(() => compileFilter(spec, { name: 'x' }))).toEqual([
      ['query.filter.name', 'INVALID_ENUM_VALUE'],
    ])
    expect(rulesOf(() => compileFilter(spec, { name: { $eq: 'x' } }))).toEqual([
      ['query.filter.name.$eq', 'INVALID_ENUM_VALUE'],
    ])
  })
})

describe('operand types', () => {
  it.each([
    ['object for $gt', { count: { $gt: {} } }, 'query.filter.count.$gt', 'number'],
    ['non-array $in', { count: { $in: 3 } }, 'query.filter.count.$in', 'array of number'],
    ['non-boolean $exists', { name: { $exists: 'yes' } }, 'query.filter.name.$exists', 'boolean'],
    ['non-boolean $isEmpty', { tags: { $isEmpty: 1 } }, 'query.filter.tags.$isEmpty', 'boolean'],
    ['numeric string for a number', { count: '3' }, 'query.filter.count', 'number'],
    ['word for a decimal', { price: 'ten' }, 'query.filter.price', 'decimal string'],
    [
      'exponent for a decimal',
      { price: { $gt: '1e3' } },
      'query.filter.price.$gt',
      'decimal string',
    ],
    ['word for a date', { createdDate: 'yesterday' }, 'query.filter.createdDate', 'ISO-8601 date'],
    [
      'impossible date',
      { createdDate: { $lt: '2024-02-30' } },
      'query.filter.createdDate.$lt',
      'ISO-8601 date',
    ],
    ['bad element of $in', { count: { $in: [1, 'x'] } }, 'query.filter.count.$in[1]', 'number'],
    ['null in $hasSome', { tags: { $hasSome: [null] } }, 'query.filter.tags.$hasSome[0]', 'string'],
    ['array for a scalar field', { name: ['a'] }, 'query.filter.name', 'string'],
    [
      'number for $startsWith',
      { name: { $startsWith: 1 } },
      'query.filter.name.$startsWith',
      'string',
    ],
    ['string for a boolean', { active: 'true' }, 'query.filter.active', 'boolean'],
    ['object for a filter', { $and: {} }, 'query.filter.$and', 'array of filters'],
    ['number inside $and', { $and: [1] }, 'query.filter.$and[0]', 'filter object'],
    ['array for $not', { $not: [] }, 'query.filter.$not', 'filter object'],
    [
      'empty operator object',
      { count: {} },
      'query.filter.count',
      'value or operator object such as {"$eq": …}',
    ],
    ['NaN-like number', { count: Number.POSITIVE_INFINITY }, 'query.filter.count', 'number'],
  ])('%s', (_, filter, field, expected) => {
    const found = violationsOf(() => compileFilter(SPEC, filter))
    expect(found.map((v) => [v.field, v.violatedRule, v.data])).toEqual([
      [field, 'FORMAT', { expected }],
    ])
  })

  it('rejects a filter that is not an object', () => {
    expect(rules([])).toEqual([['query.filter', 'FORMAT']])
    expect(rules('name')).toEqual([['query.filter', 'FORMAT']])
  })
})

describe('limits', () => {
  it(`nests at most ${MAX_FILTER_DEPTH} levels`, () => {
    let filter: Record<string, unknown> = { count: 1 }
    for (let i = 0; i < MAX_FILTER_DEPTH; i++) filter = { $not: filter }
    const found = violationsOf(() => compileFilter(SPEC, filter))
    expect(found).toHaveLength(1)
    expect(found[0]?.violatedRule).toBe('MAX')
    expect(found[0]?.field).toMatch(/^query\.filter(\.\$not){16}$/)
  })

  it(`holds at most ${MAX_CONDITIONS} conditions`, () => {
    const filter = { $or: Array.from({ length: MAX_CONDITIONS + 5 }, (_, i) => ({ count: i })) }
    expect(rules(filter)).toEqual([['query.filter', 'MAX_SIZE']])
  })

  it(`takes at most ${MAX_LIST} operands in a list`, () => {
    const filter = { id: { $in: Array.from({ length: MAX_LIST + 1 }, (_, i) => `id${i}`) } }
    expect(rules(filter)).toEqual([['query.filter.id.$in', 'MAX_SIZE']])
  })
})

it('reports every violation at once', () => {
  const filter = { color: 1, count: { $gt: 'x' }, $or: [{ tags: { $foo: 1 } }] }
  expect(rules(filter)).toEqual([
    ['query.filter.color', 'FIELD_NOT_ALLOWED'],
    ['query.filter.count.$gt', 'FORMAT'],
    ['query.filter.$or[0].tags.$foo', 'INVALID_ENUM_VALUE'],
  ])
})

it('uses no prefix when the spec has none', () => {
  expect(rulesOf(() => compileFilter({ ...SPEC, fieldPrefix: '' }, { color: 1 }))).toEqual([
    ['filter.color', 'FIELD_NOT_ALLOWED'],
  ])
})

it('answers the platform envelope', () => {
  try {
    compileFilter(SPEC, { color: 1 })
    expect.unreachable()
  } catch (error) {
    expect(error).toMatchObject({
      status: 400,
      body: {
        message: expect.stringContaining('query.filter.color'),
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'query.filter.color',
                violatedRule: 'FIELD_NOT_ALLOWED',
                description: expect.any(String),
                ruleName: '',
                data: {},
              },
            ],
          },
        },
      },
    })
  }
})

it('validates the same way when evaluating in memory', () => {
  expect(rulesOf(() => matchesFilter(SPEC, { color: 1 }, { id: 'a' }))).toEqual([
    ['query.filter.color', 'FIELD_NOT_ALLOWED'],
  ])
  expect(matchesFilter(SPEC, { tags: 'x' }, { id: 'a', tags: ['x'] })).toBe(true)
})
