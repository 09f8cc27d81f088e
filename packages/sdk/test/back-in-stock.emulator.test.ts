import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBackInStockNotificationRequest,
  deleteBackInStockNotificationRequest,
  getBackInStockNotificationRequest,
  getBackInStockNotificationRequestsCountByCatalogReferences,
  markAsNotificationSent,
  queryBackInStockNotificationRequests,
  reportItemsBackInStock,
} from '../src/back-in-stock'
import {
  type CallContext,
  createClient,
  NotFoundError,
  PermissionError,
  paginate,
  ValidationError,
} from '../src/index'
import { failure, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let shell: { catalogItemId: string; appId: string }
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  const ids = await productIds(emu.visitor())
  shell = { catalogItemId: ids['packable-rain-shell'] ?? '', appId: STORES_APP_ID }
})
afterAll(() => emu.close())

const itemDetails = { name: 'Packable Rain Shell', price: '120.00' }
const outbox = async (to: string) =>
  (
    await emu.control<{ messages: { subject: string }[] }>(
      `/_emulator/outbox?to=${encodeURIComponent(to)}&kind=back-in-stock`,
    )
  ).messages

describe('back-in-stock requests over HTTP', () => {
  it('a visitor creates a request, safely repeated; the owner reads, marks and deletes it', async () => {
    const visitor = emu.visitor()
    const first = await createBackInStockNotificationRequest(visitor, {
      request: { catalogReference: shell, email: 'ann@example.com' },
      itemDetails,
    })
    const again = await createBackInStockNotificationRequest(visitor, {
      request: { catalogReference: shell, email: 'ann@example.com' },
      itemDetails,
    })
    expect(again.request.id).toBe(first.request.id)
    expect(first.request.status).toBe('RECEIVED')
    const id = first.request.id ?? ''
    expect(await failure(getBackInStockNotificationRequest(visitor, id))).toBeInstanceOf(
      PermissionError,
    )
    const owner = emu.owner()
    expect((await getBackInStockNotificationRequest(owner, id)).request.email).toBe(
      'ann@example.com',
    )
    expect((await markAsNotificationSent(owner, id)).request.status).toBe('NOTIFICATION_SENT')
    expect(await deleteBackInStockNotificationRequest(owner, id)).toEqual({})
    expect(await failure(getBackInStockNotificationRequest(owner, id))).toBeInstanceOf(
      NotFoundError,
    )
  })

  it('reports an item back in stock: e-mails go to the outbox, statuses follow, counts stay', async () => {
    const visitor = emu.visitor()
    const owner = emu.owner()
    const ref = { ...shell, options: { tag: randomUUID() } }
    const ok = await createBackInStockNotificationRequest(visitor, {
      request: { catalogReference: { ...shell }, email: 'eve@example.com' },
      itemDetails,
    })
    const bounce = await createBackInStockNotificationRequest(visitor, {
      request: { catalogReference: { ...shell }, email: 'bob@fail.test' },
      itemDetails,
    })
    const { countsPerCatalogReference } =
      await getBackInStockNotificationRequestsCountByCatalogReferences(owner, {
        catalogReferences: [shell, ref],
      })
    expect(countsPerCatalogReference.map((c) => c.count)).toEqual([2, 0])
    expect(await reportItemsBackInStock(owner, { catalogReference: shell, itemDetails })).toEqual(
      {},
    )
    expect(
      (await getBackInStockNotificationRequest(owner, ok.request.id ?? '')).request.status,
    ).toBe('NOTIFICATION_SENT')
    expect(
      (await getBackInStockNotificationRequest(owner, bounce.request.id ?? '')).request.status,
    ).toBe('FAILED')
    expect((await outbox('eve@example.com')).map((m) => m.subject)).toEqual([
      'Packable Rain Shell is back in stock',
    ])
    expect(await outbox('bob@fail.test')).toEqual([])
    const both = await failure(
      reportItemsBackInStock(owner, {
        catalogReference: shell,
        requestIds: [ok.request.id ?? ''],
        itemDetails,
      }),
    )
    expect([both.status, both.code]).toEqual([
      400,
      'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
    ])
  })

  it('queries with cursor paging (GET with .r), and a long query goes to the POST fallback path', async () => {
    const visitor = emu.visitor()
    const mug = {
      catalogItemId: (await productIds(visitor))['enamel-camp-mug'] ?? '',
      appId: STORES_APP_ID,
    }
    const emails = ['q1@example.com', 'q2@example.com', 'q3@example.com']
    for (const email of emails)
      await createBackInStockNotificationRequest(visitor, {
        request: { catalogReference: mug, email },
        itemDetails,
      })
    const seen: { method: string; url: string }[] = []
    const owner = createClient({
      baseUrl: emu.url,
      headers: { authorization: emu.info.apiKey, 'wix-site-id': emu.info.siteId },
      hooks: { onRequest: (ctx: CallContext) => seen.push({ method: ctx.method, url: ctx.url }) },
    })
    const filter = { 'catalogReference.catalogItemId': mug.catalogItemId }
    const found = await paginate(owner, queryBackInStockNotificationRequests, {
      query: { filter, sort: [{ fieldName: 'email' }], cursorPaging: { limit: 2 } },
    }).collect({ limit: 10 })
    expect(found.map((r) => r.email)).toEqual(emails)
    expect(seen).toHaveLength(2)
    expect(seen.every((r) => r.method === 'GET' && r.url.includes('?.r='))).toBe(true)

    const many = Array.from({ length: 150 }, () => randomUUID())
    const { requests } = await queryBackInStockNotificationRequests(owner, {
      query: { filter: { email: { $in: [...many, 'q2@example.com'] }, ...filter } },
    })
    expect(requests.map((r) => r.email)).toEqual(['q2@example.com'])
    expect(seen.at(-1)?.method).toBe('POST')
    expect(seen.at(-1)?.url).toMatch(/\/back-in-stock-notification-requests\/query$/)
  })

  it('rejects bad input with every field violation', async () => {
    const error = await failure(
      createBackInStockNotificationRequest(emu.visitor(), {
        request: { catalogReference: shell, email: 'not-an-email' },
        itemDetails: { name: '', price: '-1' },
      }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.fieldViolations.map((v) => v.field).sort()).toEqual([
      'itemDetails.name',
      'itemDetails.price',
      'request.email',
    ])
  })
})
