import type {
  BackInStockNotificationRequest,
  QueryBackInStockNotificationRequestsResponse,
} from '@storefront-kit/wire'
import { toBase64Url } from '@storefront-kit/wire/encoding'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appCode, commerceEmulator, ref, violations, type Who } from './support/commerce'

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests'
const FQDN = 'wix.ecom.v1.back_in_stock_notification_request'

let t: ReturnType<typeof commerceEmulator>
let shopper: Who
beforeAll(async () => {
  t = commerceEmulator()
  shopper = await t.visitor()
})
afterAll(() => t.close())

const details = {
  name: 'Packable Rain Shell',
  price: '120.00',
  image: { url: 'https://example.com/shell.jpg' },
}
const create = (
  who: Who,
  email: string,
  catalogReference = ref('packable-rain-shell'),
  extra = {},
) =>
  t.api(who).post(BASE, {
    request: { catalogReference, email, itemUrl: 'https://shop.example/rain-shell' },
    itemDetails: details,
    ...extra,
  })
const requestOf = (res: { json: unknown }) =>
  (res.json as { request: BackInStockNotificationRequest & { id: string } }).request
const owner = () => t.api(t.owner)
const query = (payload: unknown) =>
  owner().get(`${BASE}?.r=${toBase64Url(JSON.stringify(payload))}`)
const page = (res: { json: unknown }) =>
  res.json as unknown as QueryBackInStockNotificationRequestsResponse

describe('creating requests', () => {
  it('lets a visitor create a RECEIVED request with a contact, and records the created event', async () => {
    const res = await create(shopper, 'ann@example.com')
    expect(res.status).toBe(200)
    const request = requestOf(res)
    expect(request).toMatchObject({
      catalogReference: ref('packable-rain-shell'),
      email: 'ann@example.com',
      status: 'RECEIVED',
      itemUrl: 'https://shop.example/rain-shell',
    })
    // The platform leaves `autoNotified` out until a notice is sent.
    expect(request).not.toHaveProperty('autoNotified')
    expect(request.contactId).toMatch(/^[0-9a-f-]{36}$/)
    const [event] = t.events(FQDN, request.id)
    expect(event?.metadata).toMatchObject({
      slug: 'created',
      identity: { identityType: 'ANONYMOUS_VISITOR' },
    })
  })

  it('is idempotent per catalog reference and e-mail (case-insensitive): the same request, no new event', async () => {
    const first = requestOf(await create(shopper, 'bob@example.com'))
    const again = requestOf(await create(await t.visitor(), 'BOB@example.com'))
    expect(again.id).toBe(first.id)
    expect(t.events(FQDN, first.id)).toHaveLength(1)
    const variant = requestOf(
      await create(
        shopper,
        'bob@example.com',
        ref('organic-fleece-hoodie', { options: { Color: 'Forest', Size: 'S' } }),
      ),
    )
    expect(variant.id).not.toBe(first.id)
  })

  it('rejects bad input: every field violation (400), unknown item (404), bad options and image URL (400)', async () => {
    const res = await t.api(shopper).post(BASE, {
      request: { email: 'nope', catalogReference: { appId: '' } },
      itemDetails: { price: '-1' },
    })
    expect(res.status).toBe(400)
    expect(
      violations(res)
        .map((v) => v.field)
        .sort(),
    ).toEqual(
      [
        'itemDetails.name',
        'itemDetails.price',
        'request.catalogReference.appId',
        'request.catalogReference.catalogItemId',
        'request.email',
      ].sort(),
    )
    const unknown = await create(shopper, 'c@example.com', {
      ...ref('packable-rain-shell'),
      catalogItemId: 'missing',
    })
    expect(appCode(unknown)).toBe('CATALOG_ITEM_NOT_FOUND')
    const options = await create(
      shopper,
      'c@example.com',
      ref('organic-fleece-hoodie', { options: { Size: 'XXXL' } }),
    )
    expect(appCode(options)).toBe('INVALID_CATALOG_REFERENCE_OPTIONS')
    const image = await create(shopper, 'c@example.com', ref('packable-rain-shell'), {
      itemDetails: { ...details, image: { url: 'javascript:alert(1)' } },
    })
    expect(appCode(image)).toBe('INVALID_ITEM_IMAGE_URL')
    expect((await t.call('POST', BASE, {})).status).toBe(401)
  })

  it('answers REQUEST_COLLECTION_DISABLED (428) while the store collects none', async () => {
    await t.call('PUT', '/_emulator/back-in-stock/settings', { collectionEnabled: false })
    const res = await create(shopper, 'off@example.com')
    await t.call('PUT', '/_emulator/back-in-stock/settings', { collectionEnabled: true })
    expect(res.status).toBe(428)
    expect(appCode(res)).toBe('REQUEST_COLLECTION_DISABLED')
  })
})

describe('reading, marking and deleting (owner only)', () => {
  it('gets, marks as notification sent, and deletes, with events; shoppers get 403', async () => {
    const { id } = requestOf(await create(shopper, 'dora@example.com', ref('enamel-camp-mug')))
    expect((await t.api(shopper).get(`${BASE}/${id}`)).status).toBe(403)
    expect(requestOf(await owner().get(`${BASE}/${id}`)).email).toBe('dora@example.com')
    const marked = await t.call(
      'PUT',
      `${BASE}/${id}/mark-as-notification-sent`,
      {},
      t.owner.headers,
    )
    expect(requestOf(marked).status).toBe('NOTIFICATION_SENT')
    expect((await owner().del(`${BASE}/${id}`)).json).toEqual({})
    expect(t.events(FQDN, id).map((e) => e.metadata.slug)).toEqual([
      'created',
      'updated',
      'deleted',
    ])
    const gone = await owner().get(`${BASE}/${id}`)
    expect(gone.status).toBe(404)
    expect(appCode(gone)).toBe('BACK_IN_STOCK_NOTIFICATION_REQUEST_NOT_FOUND')
    expect((await owner().get(`${BASE}/not-a-guid`)).status).toBe(400)
  })
})

describe('query and counts', () => {
  const item = ref('recycled-flip-flops')
  beforeAll(async () => {
    for (const name of ['q1', 'q2', 'q3', 'q4', 'q5'])
      await create(shopper, `${name}@example.com`, item)
  })

  it('pages with cursors through the .r form, and the cursor carries the filter', async () => {
    const filter = { 'catalogReference.catalogItemId': item.catalogItemId }
    const seen: string[] = []
    let res = await query({
      query: { filter, sort: [{ fieldName: 'email' }], cursorPaging: { limit: 2 } },
    })
    for (;;) {
      expect(res.status).toBe(200)
      seen.push(...page(res).requests.map((r) => r.email))
      const next = page(res).metadata.cursors?.next
      if (!next) break
      res = await query({ query: { cursorPaging: { limit: 2, cursor: next } } })
    }
    expect(seen).toEqual([
      'q1@example.com',
      'q2@example.com',
      'q3@example.com',
      'q4@example.com',
      'q5@example.com',
    ])
  })

  it('pages by offset with totals, answers the POST fallback path, and rejects unknown fields', async () => {
    const filter = { 'catalogReference.catalogItemId': item.catalogItemId }
    const res = await query({ query: { filter, paging: { limit: 2, offset: 2 } } })
    expect(page(res).metadata).toMatchObject({ count: 2, offset: 2, total: 5 })
    const posted = await owner().post(`${BASE}/query`, { query: { filter, paging: { limit: 10 } } })
    expect(page(posted).requests).toHaveLength(5)
    const bad = await query({ query: { filter: { password: 'x' } } })
    expect(bad.status).toBe(400)
    expect(violations(bad)[0]?.field).toMatch(/^query\.filter/)
    expect((await t.api(shopper).get(BASE)).status).toBe(403)
  })

  it('counts per catalog reference, in the order asked', async () => {
    const other = ref('speckled-stoneware-mug')
    const payload = { catalogReferences: [item, other] }
    const res = await owner().get(
      `${BASE}/count-by-catalog-reference?.r=${toBase64Url(JSON.stringify(payload))}`,
    )
    expect(res.json).toEqual({
      countsPerCatalogReference: [
        { catalogReference: item, count: 5 },
        { catalogReference: other, count: 0 },
      ],
    })
    expect((await owner().get(`${BASE}/count-by-catalog-reference`)).status).toBe(400)
  })
})

describe('report items back in stock', () => {
  it('notifies RECEIVED requests of a reference: PROCESSING → NOTIFICATION_SENT with an outbox message; bounces FAIL', async () => {
    const item = ref('canvas-low-top-sneaker', { options: { Size: '38', Color: 'Black' } })
    const ok = requestOf(await create(shopper, 'eve@example.com', item))
    const bounce = requestOf(await create(shopper, 'frank@fail.test', item))
    const res = await owner().post(`${BASE}/report-items-back-in-stock`, {
      catalogReference: item,
      itemDetails: { name: 'Canvas Low-Top Sneaker', price: '65' },
      extraAutomationTemplateParameters: { promo: 'WELCOME' },
    })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({})
    expect(requestOf(await owner().get(`${BASE}/${ok.id}`))).toMatchObject({
      status: 'NOTIFICATION_SENT',
      autoNotified: true,
    })
    expect(requestOf(await owner().get(`${BASE}/${bounce.id}`)).status).toBe('FAILED')
    expect(requestOf(await owner().get(`${BASE}/${bounce.id}`))).not.toHaveProperty('autoNotified')
    const statuses = (id: string) =>
      t
        .events(FQDN, id)
        .map((e) => (e.entity as BackInStockNotificationRequest | undefined)?.status)
    expect(statuses(ok.id)).toEqual(['RECEIVED', 'PROCESSING', 'NOTIFICATION_SENT'])
    expect(statuses(bounce.id)).toEqual(['RECEIVED', 'PROCESSING', 'FAILED'])
    const mail = t.ctx.outbox.list({ to: 'eve@example.com', kind: 'back-in-stock' })
    expect(mail).toHaveLength(1)
    expect(mail[0]?.text).toContain('$65.00')
    expect(mail[0]?.data).toMatchObject({
      requestId: ok.id,
      extraAutomationTemplateParameters: { promo: 'WELCOME' },
    })
    expect(t.ctx.outbox.list({ to: 'frank@fail.test' })).toHaveLength(0)
    await owner().post(`${BASE}/report-items-back-in-stock`, {
      catalogReference: item,
      itemDetails: { name: 'x', price: '1' },
    })
    expect(t.ctx.outbox.list({ to: 'eve@example.com', kind: 'back-in-stock' })).toHaveLength(1)
  })

  it('notifies listed requests by id', async () => {
    const one = requestOf(await create(shopper, 'gil@example.com', ref('oak-side-chair')))
    await owner().post(`${BASE}/report-items-back-in-stock`, {
      requestIds: [one.id],
      itemDetails: { name: 'Chair', price: '240' },
    })
    expect(requestOf(await owner().get(`${BASE}/${one.id}`)).status).toBe('NOTIFICATION_SENT')
  })

  it('rejects both a reference and ids, neither of them, and shoppers', async () => {
    const both = await owner().post(`${BASE}/report-items-back-in-stock`, {
      catalogReference: ref('oak-side-chair'),
      requestIds: ['00000000-0000-4000-8000-000000000000'],
      itemDetails: { name: 'Chair', price: '240' },
    })
    expect(both.status).toBe(400)
    expect(appCode(both)).toBe('REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS')
    const neither = await owner().post(`${BASE}/report-items-back-in-stock`, {
      itemDetails: { name: 'Chair', price: '240' },
    })
    expect(violations(neither)[0]).toMatchObject({ violatedRule: 'REQUIRED_ONE_OF_FIELD' })
    expect(
      (
        await t
          .api(shopper)
          .post(`${BASE}/report-items-back-in-stock`, { itemDetails: { name: 'C', price: '1' } })
      ).status,
    ).toBe(403)
  })
})

describe('autoNotified, as the platform fills it', () => {
  it('is absent until a notice is sent: true when the site sent it, false when marked by hand', async () => {
    const item = ref('enamel-camp-mug')
    const waiting = requestOf(await create(shopper, 'gia@example.com', item))
    const byHand = requestOf(await create(shopper, 'hal@example.com', ref('packable-rain-shell')))
    await t.call('PUT', `${BASE}/${byHand.id}/mark-as-notification-sent`, {}, t.owner.headers)
    expect(requestOf(await owner().get(`${BASE}/${byHand.id}`)).autoNotified).toBe(false)
    expect(t.events(FQDN, byHand.id).at(-1)?.metadata).toMatchObject({ slug: 'updated' })
    expect(requestOf(await owner().get(`${BASE}/${waiting.id}`))).not.toHaveProperty('autoNotified')
    // A query for `autoNotified = false` matches the hand-marked request, not the waiting one.
    const ids = async (filter: unknown) =>
      page(await query({ query: { filter } })).requests.map((r) => r.id)
    const falses = await ids({ autoNotified: false })
    expect(falses).toContain(byHand.id)
    expect(falses).not.toContain(waiting.id)
    expect(await ids({ autoNotified: { $exists: false } })).toContain(waiting.id)
  })
})
