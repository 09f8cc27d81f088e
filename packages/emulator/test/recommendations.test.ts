import type {
  GetRecommendationResponse,
  ListAvailableAlgorithmsResponse,
} from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProductId } from '../src/areas/catalog/ids'
import { STORES_APP_ID } from '../src/areas/catalog/lookup-types'
import { ALGORITHM_IDS } from '../src/areas/recommendations/algorithms'
import { appCode, line, ref, type Who } from './support/commerce'
import { type OrdersEmulator, ordersEmulator } from './support/orders'

let t: OrdersEmulator
let shopper: Who
beforeAll(async () => {
  t = ordersEmulator()
  shopper = await t.visitor()
})
afterAll(() => t.close())

const algorithm = (kind: keyof typeof ALGORITHM_IDS) => ({
  id: ALGORITHM_IDS[kind],
  appId: STORES_APP_ID,
})
const get = (body: unknown, path = '/v1/recommendations/get') => t.api(shopper).post(path, body)
const itemsOf = (res: { json: unknown }) =>
  (res.json as unknown as GetRecommendationResponse).recommendation.items.map(
    (item) => item.catalogItemId,
  )

describe('recommendations', () => {
  it('lists the algorithms with their types, on both paths', async () => {
    const res = await t.api(shopper).get('/v1/recommendations/algorithms')
    const { availableAlgorithms } = res.json as unknown as ListAvailableAlgorithmsResponse
    expect(availableAlgorithms.map((a) => a.config.algorithmType)).toEqual([
      'RELATED_ITEMS',
      'RELATED_ITEMS',
      'GLOBAL',
    ])
    expect(
      availableAlgorithms.every(
        (a) => a.appId === STORES_APP_ID && a.catalogAppIds.includes(STORES_APP_ID),
      ),
    ).toBe(true)
    expect((await t.api(shopper).get('/ecom/v1/recommendations/algorithms')).json).toEqual(res.json)
    expect((await t.call('GET', '/v1/recommendations/algorithms')).status).toBe(401)
  })

  it('recommends visible products of the same collections, not the input nor hidden ones', async () => {
    const res = await get({
      items: [ref('classic-cotton-tee')],
      algorithms: [algorithm('sameCollection')],
    })
    expect(res.status).toBe(200)
    const ids = itemsOf(res)
    expect(ids).toContain(demoProductId('organic-fleece-hoodie'))
    expect(ids).not.toContain(demoProductId('classic-cotton-tee'))
    expect(ids).not.toContain(demoProductId('mountain-line-tee'))
    expect(ids).not.toContain(demoProductId('speckled-stoneware-mug'))
    expect((res.json as unknown as GetRecommendationResponse).recommendation.algorithm).toEqual(
      algorithm('sameCollection'),
    )
  })

  it('recommends what was bought together and best sellers, from the stored orders', async () => {
    await t.placeOrder(shopper, {
      lines: [line('speckled-stoneware-mug', 1), line('single-origin-coffee-beans', 5)],
    })
    await t.placeOrder(shopper, {
      lines: [line('speckled-stoneware-mug', 1), line('loose-leaf-green-tea', 1)],
    })
    await t.placeOrder(shopper, {
      lines: [line('single-origin-coffee-beans', 2), line('loose-leaf-green-tea', 1)],
    })
    const together = await get({
      items: [ref('speckled-stoneware-mug')],
      algorithms: [algorithm('boughtTogether')],
    })
    expect(itemsOf(together).sort()).toEqual(
      [demoProductId('single-origin-coffee-beans'), demoProductId('loose-leaf-green-tea')].sort(),
    )
    const best = await get({ algorithms: [algorithm('bestSellers')] })
    expect(itemsOf(best)[0]).toBe(demoProductId('single-origin-coffee-beans'))
  })

  it('honours minimumRecommendedItems by falling back to the next algorithm, or answers none', async () => {
    const body = {
      items: [ref('weekender-duffel')],
      algorithms: [algorithm('boughtTogether'), algorithm('bestSellers')],
      minimumRecommendedItems: 2,
    }
    const res = await get(body, '/ecom/v1/recommendations/get')
    expect((res.json as unknown as GetRecommendationResponse).recommendation.algorithm).toEqual(
      algorithm('bestSellers'),
    )
    expect(itemsOf(res).length).toBeGreaterThanOrEqual(2)
    const none = await get({ ...body, algorithms: [algorithm('boughtTogether')] })
    expect(none.json).toEqual({ recommendation: { items: [] } })
  })

  it('rejects unknown algorithms (400), unknown providers (404), foreign items (400) and bad bodies (400)', async () => {
    const unknown = { id: '00000000-0000-4000-8000-000000000000', appId: STORES_APP_ID }
    const res = await get({ algorithms: [algorithm('bestSellers'), unknown] })
    expect(res.status).toBe(400)
    expect(appCode(res)).toBe('ALGORITHM_NOT_SUPPORTED')
    expect(res.json.details?.applicationError).toMatchObject({
      data: { unsupportedAlgorithms: [unknown] },
    })
    const provider = await get({ algorithms: [{ ...unknown, appId: 'some-other-app' }] })
    expect(provider.status).toBe(404)
    expect(appCode(provider)).toBe('RECOMMENDATIONS_PROVIDER_NOT_FOUND')
    const foreign = await get({
      items: [{ catalogItemId: 'x', appId: 'bookings' }],
      algorithms: [algorithm('sameCollection')],
    })
    expect(appCode(foreign)).toBe('ITEM_APP_ID_NOT_SUPPORTED')
    expect((await get({ algorithms: [] })).status).toBe(400)
    expect(
      (await get({ algorithms: [algorithm('bestSellers')], minimumRecommendedItems: 101 })).status,
    ).toBe(400)
  })
})
