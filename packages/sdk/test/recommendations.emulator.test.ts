import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthenticationError, createClient } from '../src/index'
import { getRecommendation, listAvailableAlgorithms } from '../src/recommendations'
import { failure, lineOf, productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { placeOrder } from './support/orders'

let emu: ServedEmulator
let ids: Record<string, string>
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

const id = (slug: string) => ids[slug] ?? slug

describe('recommendations over HTTP', () => {
  it('lists algorithms and recommends with them, falling back for too few items', async () => {
    const visitor = emu.visitor()
    const { availableAlgorithms } = await listAvailableAlgorithms(visitor)
    const byName = (name: string) => {
      const found = availableAlgorithms.find((a) => a.config.name === name)
      return { id: found?.config.algorithmId ?? '', appId: found?.appId ?? '' }
    }
    const together = byName('Frequently bought together')
    const best = byName('Best sellers')
    const related = byName('From the same categories')
    expect(
      availableAlgorithms.find((a) => a.config.name === 'Best sellers')?.config.algorithmType,
    ).toBe('GLOBAL')

    await placeOrder(visitor, [
      lineOf(id('speckled-stoneware-mug')),
      lineOf(id('pour-over-coffee-set'), 3),
    ])
    const items = [{ catalogItemId: id('speckled-stoneware-mug'), appId: STORES_APP_ID }]
    const { recommendation } = await getRecommendation(visitor, { items, algorithms: [together] })
    expect(recommendation.items.map((i) => i.catalogItemId)).toEqual([id('pour-over-coffee-set')])
    expect(recommendation.algorithm).toEqual(together)

    const fallback = await getRecommendation(visitor, {
      items,
      algorithms: [together, related],
      minimumRecommendedItems: 2,
    })
    expect(fallback.recommendation.algorithm).toEqual(related)
    expect(fallback.recommendation.items.length).toBeGreaterThanOrEqual(2)

    const top = await getRecommendation(visitor, { algorithms: [best] })
    expect(top.recommendation.items[0]?.catalogItemId).toBe(id('pour-over-coffee-set'))
  })

  it('needs a token: 401 without one', async () => {
    const anonymous = createClient({ baseUrl: emu.url })
    expect(await failure(listAvailableAlgorithms(anonymous))).toBeInstanceOf(AuthenticationError)
  })
})
