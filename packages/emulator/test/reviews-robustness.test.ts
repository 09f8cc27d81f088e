import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newReview, type ReviewsEmulator, reviewsEmulator, type Who } from './support/reviews'

let emu: ReviewsEmulator
let id: string
let callers: Who[]
beforeAll(async () => {
  emu = reviewsEmulator()
  const member = await emu.member()
  id = (await emu.create(member)).id
  callers = [emu.anonymous, await emu.visitor(), member, emu.owner]
})
afterAll(() => emu.close())

const odd = [
  null,
  [],
  'text',
  42,
  { review: null },
  { review: [] },
  { review: { content: [], entityId: 5, namespace: {} } },
  { review: { id: 'x', revision: '-1', content: { media: ['x', { image: 'y' }, { video: [] }] } } },
  { review: { revision: '99999999999999999999', reviewDate: '2024-02-30T00:00:00Z' } },
  { query: { filter: 'x', sort: 'y', cursorPaging: { cursor: '%%%', limit: 'many' } } },
  {
    query: { filter: { $or: 'x', 'content.rating': { $in: 'x' } }, sort: [null, { fieldName: 1 }] },
  },
  { filter: [], status: 7, includePrivateReviews: 'maybe', returnPrivateReviews: {} },
  { fieldMask: { paths: 'content' }, content: { rating: '5' }, message: ['x'] },
  { reviews: [null, { author: { contactId: 'not-a-guid' } }], returnEntity: 'yes' },
  { namespace: 'stores', entityId: 'x', content: { rating: 3 }, email: 'a@', name: '' },
  newReview({ reviewDate: 'yesterday' }, { rating: Number.MAX_SAFE_INTEGER }),
]

const requests = () => {
  const paths = [
    ['POST', '/reviews/v1/reviews'],
    ['POST', '/reviews/v1/reviews/contact'],
    ['POST', '/reviews/v1/reviews/query'],
    ['POST', '/reviews/v1/reviews/count'],
    ['PATCH', `/reviews/v1/reviews/${id}`],
    ['PATCH', '/reviews/v1/reviews/%E0%A4%A'],
    ['PUT', `/reviews/v1/reviews/content/${id}`],
    ['PATCH', `/reviews/v1/reviews/${id}/reply`],
    ['PATCH', `/reviews/v1/reviews/${id}/moderate`],
    ['POST', '/reviews/v1/bulk/reviews/create'],
    ['POST', '/reviews/v1/bulk/reviews/delete'],
    ['POST', '/reviews/v1/bulk/reviews/moderate'],
  ] as const
  return paths.flatMap(([method, path]) => odd.map((body) => ({ method, path, body })))
}

describe('malformed review requests', () => {
  it('never answer 5xx, and every error is the platform envelope', async () => {
    const seen = new Set<number>()
    for (const who of callers)
      for (const { method, path, body } of requests()) {
        const res = await emu.call(method, path, body, who.headers)
        seen.add(res.status)
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500)
        if (res.status !== 200) expect(res.json).toHaveProperty('details')
      }
    for (const query of [
      '?returnPrivateReviews=1',
      '?.r=!!',
      '?reviewId=a&reviewId=b',
      '?a.b=1&a=2',
    ])
      for (const method of ['GET', 'DELETE']) {
        const res = await emu.call(
          method,
          `/reviews/v1/reviews/${id}${query}`,
          undefined,
          emu.owner.headers,
        )
        expect(res.status).toBeLessThan(500)
      }
    expect([...seen].sort()).toEqual(expect.arrayContaining([400, 401, 403]))
  })
})
