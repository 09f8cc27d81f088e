import fc from 'fast-check'
import { readField } from './evaluate-filter'
import { resolveField } from './fields'
import type { QueryFieldType, QuerySpec } from './types'

// Test support only: random documents and filters for the property tests.

/** Every field type, a nested object that may be null or missing, and the implicit `id`. */
export const PROPERTY_SPEC: QuerySpec = {
  fields: {
    name: { type: 'string' },
    count: { type: 'number' },
    price: { type: 'decimal' },
    active: { type: 'boolean' },
    at: { type: 'date' },
    tags: { type: 'string[]' },
    scores: { type: 'number[]' },
    'info.nick': { type: 'string' },
    'info.level': { type: 'number' },
  },
  defaultSort: [],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'query',
}

type Doc = { id: string } & Record<string, unknown>
type Arb = fc.Arbitrary<unknown>

// Case pairs, accents, an astral and a high-BMP character (UTF-16 and UTF-8 order differ there),
// and characters that mean something to LIKE or SQL. Few and short, so values collide often.
const char = fc.constantFrom('a', 'A', 'é', 'É', 'ｚ', '😀', '%', "'")
const text = fc.string({ unit: char, maxLength: 3 })
const number = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 4 },
  { arbitrary: fc.constantFrom(0.5, -2.5, 0.1, 0.30000000000000004, 1e-7), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
)
const decimal = fc
  .tuple(fc.integer({ min: -20, max: 20 }), fc.constantFrom('', '.0', '.5', '.50', '.05', '.1'))
  .map(([whole, fraction]) => `${whole}${fraction}`)
const instant = fc.constantFrom(
  '2024-01-01T00:00:00.000Z',
  '2024-01-01T00:00:00.001Z',
  '2024-06-30T23:59:59.999Z',
  '2023-12-31T12:00:00.000Z',
)
const RANDOM: Record<string, Arb> = {
  string: text,
  number,
  decimal,
  boolean: fc.boolean(),
  date: instant,
}

const orNull = (arb: Arb) => fc.oneof(arb, fc.constant(null))
const list = (arb: Arb) => fc.array(arb, { maxLength: 3 })

const optional = { requiredKeys: [] as never[] }
const body = fc.record(
  {
    name: orNull(text),
    count: orNull(number),
    price: orNull(decimal),
    active: orNull(fc.boolean()),
    at: orNull(instant),
    tags: orNull(list(text)),
    scores: orNull(list(number)),
    info: orNull(fc.record({ nick: orNull(text), level: orNull(number) }, optional)),
  },
  optional,
)

/** Documents as the database returns them: what survives JSON (no -0, no undefined). */
export const documents: fc.Arbitrary<Doc[]> = fc
  .array(body, { minLength: 1, maxLength: 10 })
  .map((bodies) => bodies.map((doc, i) => JSON.parse(JSON.stringify({ id: `d${i}`, ...doc }))))

const FIELDS = Object.entries({ ...PROPERTY_SPEC.fields, id: { type: 'string' as const } })

/** Values of one scalar type found in the documents (array elements included). */
function poolOf(docs: Doc[], scalar: string): unknown[] {
  const pool = FIELDS.filter(([, field]) => field.type.replace('[]', '') === scalar).flatMap(
    ([name]) => {
      const field = resolveField(PROPERTY_SPEC, name)
      return field ? docs.flatMap((doc) => [readField(doc, field)].flat()) : []
    },
  )
  return pool.filter((value) => value !== undefined && value !== null)
}

// Operands mostly taken from the documents, respelled where the engine must normalize them.
function operands(docs: Doc[]): Record<string, Arb> {
  const from = (scalar: string, respell: (value: unknown) => Arb = fc.constant): Arb => {
    const pool = poolOf(docs, scalar)
    const random = RANDOM[scalar] ?? fc.constant(null)
    if (pool.length === 0) return random
    const found = fc.constantFrom(...pool).chain(respell)
    return fc.oneof({ arbitrary: found, weight: 3 }, { arbitrary: random, weight: 1 })
  }
  const decimalSpellings = (value: unknown) =>
    fc.constantFrom(value, String(value).includes('.') ? `${value}0` : `${value}.0`, Number(value))
  const dateSpellings = (value: unknown) =>
    fc.constantFrom(value, String(value).slice(0, 10), String(value).replace('.000Z', '+00:00'))
  const needle = fc
    .constantFrom(...(poolOf(docs, 'string') as string[]), 'a', '')
    .chain((value) => {
      const chars = Array.from(value)
      return fc
        .tuple(
          fc.nat(chars.length),
          fc.nat(chars.length),
          fc.constantFrom('keep', 'upper', 'lower'),
        )
        .map(([i, j, kase]) => {
          const part = chars.slice(Math.min(i, j), Math.max(i, j)).join('')
          return kase === 'upper'
            ? part.toUpperCase()
            : kase === 'lower'
              ? part.toLowerCase()
              : part
        })
    })
  return {
    string: from('string'),
    number: from('number'),
    decimal: from('decimal', decimalSpellings),
    boolean: fc.boolean(),
    date: from('date', dateSpellings),
    needle,
  }
}

function operatorsOf(type: QueryFieldType, pick: Record<string, Arb>): [string, Arb][] {
  const value = pick[type.replace('[]', '')] ?? fc.constant(null)
  const flags: [string, Arb][] = [
    ['$exists', fc.boolean()],
    ['$isEmpty', fc.boolean()],
  ]
  const eq = type.endsWith('[]') ? fc.oneof(value, list(value), fc.constant(null)) : orNull(value)
  const ops: [string, Arb][] = [
    ['$eq', eq],
    ['$ne', eq],
    ['$in', list(orNull(value))],
    ['$nin', list(orNull(value))],
    ...flags,
  ]
  if (type.endsWith('[]')) ops.push(['$hasSome', list(value)], ['$hasAll', list(value)])
  else if (type !== 'boolean')
    for (const op of ['$gt', '$gte', '$lt', '$lte']) ops.push([op, value])
  if (type === 'string')
    for (const op of ['$startsWith', '$endsWith', '$contains']) ops.push([op, pick.needle ?? text])
  return ops
}

function conditionOf(docs: Doc[]) {
  const pick = operands(docs)
  return fc.oneof(
    ...FIELDS.map(([name, field]) => {
      const ops = operatorsOf(field.type, pick)
      const op = fc.oneof(...ops.map(([key, arb]) => arb.map((operand) => [key, operand] as const)))
      const operators = fc.array(op, { minLength: 1, maxLength: 2 }).map(Object.fromEntries)
      const bare = ops[0]?.[1] ?? fc.constant(null)
      return fc.tuple(fc.constant(name), fc.oneof(bare, operators))
    }),
  )
}

/** One field's condition (bare value or operator object) with operands mostly from `docs`. */
export function conditionFor(docs: Doc[]): fc.Arbitrary<Record<string, unknown>> {
  return conditionOf(docs).map(([name, value]) => ({ [name]: value }))
}

/** Valid filters whose operands mostly come from `docs`, nesting `$and`, `$or` and `$not`. */
export function filterFor(docs: Doc[]): fc.Arbitrary<Record<string, unknown>> {
  const condition = conditionOf(docs)
  return fc.letrec<{ filter: Record<string, unknown> }>((tie) => ({
    filter: fc.oneof(
      { depthSize: 'small' },
      fc.array(condition, { minLength: 1, maxLength: 2 }).map(Object.fromEntries),
      fc.record({ $and: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ $or: fc.array(tie('filter'), { minLength: 1, maxLength: 3 }) }),
      fc.record({ $not: tie('filter') }),
      fc
        .tuple(condition, tie('filter'))
        .map(([[name, value], inner]) => ({ [name]: value, $or: [inner] })),
    ),
  })).filter
}

const sortable = ['name', 'count', 'price', 'active', 'at', 'info.nick', 'info.level', 'id']

/** Up to three sort keys over the sortable fields. */
export const sortKeys = fc.array(
  fc.record({
    fieldName: fc.constantFrom(...sortable),
    order: fc.constantFrom('ASC' as const, 'DESC' as const),
  }),
  { maxLength: 3 },
)
