import { afterAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

/**
 * The lists the throughput targets name walk an index in their order and count from an
 * index, rather than reading, sorting and counting every document (what made QueryMembers,
 * SearchOrders and a Catalog V3 category page slow at 1,000 rows). Checked through SQLite's own
 * query plan of the SQL each request really ran, so no timing is involved: a plan that sorts
 * every row says `USE TEMP B-TREE FOR ORDER BY`.
 */

type T = ReturnType<typeof testEmulator>
const open: T[] = []
afterAll(() => {
  for (const t of open) t.close()
})

/** The SQL over `table` that the request ran, each with its query plan. */
async function plansOf(t: T, table: string, request: () => Promise<{ status: number }>) {
  const sql = t.emulator.context.db.sql
  const prepare = sql.prepare.bind(sql)
  const seen: string[] = []
  sql.prepare = ((text: string, ...rest: []) => {
    if (text.includes(`"${table}" AS t`) && text.startsWith('SELECT')) seen.push(text)
    return prepare(text, ...rest)
  }) as typeof sql.prepare
  try {
    expect((await request()).status).toBe(200)
  } finally {
    sql.prepare = prepare
  }
  return seen.map((text) => {
    const params = Array.from({ length: text.split('?').length - 1 }, () => 'x')
    const rows = prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as { detail: string }[]
    return { text, plan: rows.map((row) => row.detail).join(' | ') }
  })
}

const page = (plans: { text: string; plan: string }[]) => plans.find((p) => /ORDER BY/.test(p.text))
const count = (plans: { text: string; plan: string }[]) =>
  plans.find((p) => p.text.includes('COUNT(*)'))

describe('list query plans', () => {
  it('QueryMembers by nickname, for a visitor and for the owner filtering by status', async () => {
    const t = testEmulator({ seed: 'demo' })
    open.push(t)
    const { access_token } = await t.visitorToken()
    const sorting = [{ fieldName: 'profile.nickname', order: 'ASC' }]
    const visitor = await plansOf(t, 'members', () =>
      t.call(
        'POST',
        '/members/v1/members/query',
        { query: { sorting, paging: { limit: 20 } } },
        { authorization: access_token },
      ),
    )
    const owner = await plansOf(t, 'members', () =>
      t.call(
        'POST',
        '/members/v1/members/query',
        { query: { filter: { status: 'APPROVED' }, sorting, paging: { limit: 20 } } },
        t.owner,
      ),
    )
    for (const plans of [visitor, owner]) {
      expect(page(plans)?.plan).toMatch(/USING INDEX members_nickname/)
      expect(page(plans)?.plan).not.toMatch(/TEMP B-TREE/)
      expect(count(plans)?.plan).toMatch(/COVERING INDEX/)
    }
  })

  it('SearchOrders by payment status, newest first', async () => {
    const t = testEmulator()
    open.push(t)
    const plans = await plansOf(t, 'orders', () =>
      t.call(
        'POST',
        '/ecom/v1/orders/search',
        { search: { filter: { paymentStatus: 'PAID' }, cursorPaging: { limit: 20 } } },
        t.owner,
      ),
    )
    // The count was what read every document (to test its status); the page already walked
    // the newest-first index.
    expect(count(plans)?.plan).toMatch(/COVERING INDEX/)
    expect(page(plans)?.plan).toMatch(/USING INDEX orders_created_status/)
    expect(page(plans)?.plan).not.toMatch(/TEMP B-TREE/)
  })

  it('SearchProducts (Catalog V3) by name in a category', async () => {
    const t = testEmulator({ seed: 'demo', catalog: 'v3' })
    open.push(t)
    const { access_token } = await t.visitorToken()
    const all = (await t.call('GET', '/stores/v3/all-products-category')).json.categoryId as string
    const search = {
      search: {
        filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: { $in: [all] } }] } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        cursorPaging: { limit: 12 },
      },
    }
    const plans = await plansOf(t, 'catalog_v3_products', () =>
      t.call('POST', '/stores/v3/products/search', search, { authorization: access_token }),
    )
    expect(page(plans)?.plan).toMatch(/USING INDEX catalog_v3_products_name/)
    expect(page(plans)?.plan).not.toMatch(/TEMP B-TREE/)
  })
})
