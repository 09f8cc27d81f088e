import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

/**
 * A validation error lists every violation: a request with one mistake the route's schema finds
 * and another that the query engine finds after it (filter, sort and paging rules) is answered
 * with both, whatever the two mistakes are.
 */
let t: ReturnType<typeof testEmulator>
beforeAll(() => {
  t = testEmulator({ seed: 'demo' })
})
afterAll(() => t.close())

/** A page size the query engine refuses: above 100, negative, or not a whole number. */
const badLimit = fc.oneof(
  fc.integer({ min: 101, max: 1_000_000 }),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ min: 0.01, max: 99.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
)

/** A value that is neither a boolean nor 'true' / 'false'. */
const badFlag = fc.oneof(
  fc.integer(),
  fc.string().filter((s) => s !== 'true' && s !== 'false'),
  fc.constantFrom({}, [true], null),
)

const FIELDSETS = ['PUBLIC', 'EXTENDED', 'FULL']
const badFieldsets = fc.oneof(
  fc.array(
    fc.string().filter((s) => !FIELDSETS.includes(s)),
    { minLength: 1, maxLength: 3 },
  ),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
)

const CASES = [
  {
    route: 'POST /members/v1/members/query',
    path: '/members/v1/members/query',
    bad: badFieldsets,
    body: (bad: unknown, limit: number) => ({ fieldsets: bad, query: { paging: { limit } } }),
    fields: ['fieldsets', 'query.paging.limit'],
  },
  {
    route: 'POST /reviews/v1/reviews/query',
    path: '/reviews/v1/reviews/query',
    bad: badFlag,
    body: (bad: unknown, limit: number) => ({
      returnPrivateReviews: bad,
      query: { cursorPaging: { limit } },
    }),
    fields: ['returnPrivateReviews', 'query.cursorPaging.limit'],
  },
]

describe('two independent violations are both listed', () => {
  for (const c of CASES)
    it(c.route, async () => {
      await fc.assert(
        fc.asyncProperty(c.bad, badLimit, async (bad, limit) => {
          const res = await t.emulator.request(c.path, {
            method: 'POST',
            headers: { ...t.owner, 'content-type': 'application/json' },
            body: JSON.stringify(c.body(bad, limit)),
          })
          const body = (await res.json()) as {
            details?: { validationError?: { fieldViolations: { field: string }[] } }
          }
          expect(res.status).toBe(400)
          const fields = body.details?.validationError?.fieldViolations.map((v) => v.field) ?? []
          for (const field of c.fields)
            expect(
              fields.some((f) => f === field || f.startsWith(`${field}[`)),
              `${field} in ${fields.join(', ')}`,
            ).toBe(true)
        }),
        { numRuns: 50 },
      )
    })
})
