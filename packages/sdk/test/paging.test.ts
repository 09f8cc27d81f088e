import { afterEach, describe, expect, it } from 'vitest'
import {
  type CallOptions,
  type Client,
  createClient,
  cursorPager,
  offsetPager,
  paginate,
  withPager,
} from '../src/index'
import { startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

const items = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}` }))

interface CursorReq {
  query?: { filter?: object; cursorPaging?: { limit?: number; cursor?: string } }
}
interface CursorRes {
  reviews: { id: string }[]
  metadata: { cursors: { next?: string } }
}

const queryReviews = withPager(
  (client: Client, request: CursorReq, options?: CallOptions) =>
    client.request<CursorRes>(
      {
        operation: 'queryReviews',
        method: 'POST',
        path: '/reviews/v1/reviews/query',
        payload: request,
      },
      options,
    ),
  cursorPager<CursorReq, CursorRes, { id: string }>({ items: 'reviews', at: 'query' }),
)

interface OffsetReq {
  query?: { paging?: { limit?: number; offset?: number } }
}
interface OffsetRes {
  members: { id: string }[]
  metadata: { total?: number }
}

const queryMembers = withPager(
  (client: Client, request: OffsetReq) =>
    client.request<OffsetRes>({
      operation: 'queryMembers',
      method: 'POST',
      path: '/members/v1/members/query',
      payload: request,
    }),
  offsetPager<OffsetReq, OffsetRes, { id: string }>({ items: 'members', at: 'query' }),
)

describe('paging', () => {
  it('walks cursor pages, sending only the cursor and limit after the first page', async () => {
    server = await startTestServer((req) => {
      const q = (req.json as CursorReq).query ?? {}
      const start = q.cursorPaging?.cursor ? Number(q.cursorPaging.cursor) : 0
      const limit = q.cursorPaging?.limit ?? 10
      const page = items.slice(start, start + limit)
      const next = start + limit < items.length ? String(start + limit) : ''
      return { body: { reviews: page, metadata: { cursors: { next } } } }
    })
    const client = createClient({ baseUrl: server.url })
    const seen: string[] = []
    for await (const review of paginate(client, queryReviews, {
      query: { filter: { rating: 5 }, cursorPaging: { limit: 10 } },
    }))
      seen.push(review.id)
    expect(seen).toEqual(items.map((i) => i.id))
    expect(server.requests.map((r) => r.json)).toEqual([
      { query: { filter: { rating: 5 }, cursorPaging: { limit: 10 } } },
      { query: { cursorPaging: { limit: 10, cursor: '10' } } },
      { query: { cursorPaging: { limit: 10, cursor: '20' } } },
    ])
  })

  it('walks offset pages until the total', async () => {
    server = await startTestServer((req) => {
      const paging = (req.json as OffsetReq).query?.paging ?? {}
      const offset = paging.offset ?? 0
      return {
        body: {
          members: items.slice(offset, offset + (paging.limit ?? 50)),
          metadata: { total: items.length },
        },
      }
    })
    const client = createClient({ baseUrl: server.url })
    const pages: number[] = []
    for await (const page of paginate(client, queryMembers, {
      query: { paging: { limit: 10 } },
    }).pages())
      pages.push(page.members.length)
    expect(pages).toEqual([10, 10, 3])
    expect(server.requests.map((r) => (r.json as OffsetReq).query?.paging?.offset)).toEqual([
      undefined,
      10,
      20,
    ])
  })

  it('collects up to a limit, fetching only the pages it needs, and insists on a limit', async () => {
    server = await startTestServer((req) => {
      const paging = (req.json as OffsetReq).query?.paging ?? {}
      const offset = paging.offset ?? 0
      return {
        body: { members: items.slice(offset, offset + 10), metadata: { total: items.length } },
      }
    })
    const client = createClient({ baseUrl: server.url })
    const some = await paginate(client, queryMembers, { query: { paging: { limit: 10 } } }).collect(
      { limit: 15 },
    )
    expect(some.map((m) => m.id)).toEqual(items.slice(0, 15).map((i) => i.id))
    expect(server.requests).toHaveLength(2)
    await expect(paginate(client, queryMembers, {}).collect({ limit: Number.NaN })).rejects.toThrow(
      TypeError,
    )
  })

  it('stops on an empty page even when the metadata claims more', async () => {
    server = await startTestServer(() => ({
      body: { reviews: [], metadata: { cursors: { next: 'again' } } },
    }))
    const client = createClient({ baseUrl: server.url })
    expect(await paginate(client, queryReviews, {}).collect({ limit: 100 })).toEqual([])
    expect(server.requests).toHaveLength(1)
  })
})
