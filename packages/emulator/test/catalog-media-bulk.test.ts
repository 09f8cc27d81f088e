import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type CatalogEmulator, catalogEmulator, violations } from './support/catalog'

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>

const id = (slug: string) => DEMO_PRODUCTS[slug] ?? ''
const HOODIE = id('organic-fleece-hoodie')
const TEE = id('classic-cotton-tee')
const P = '/stores/v1/products'

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
beforeEach(() => e.emulator.reset())
afterAll(() => e.close())

const product = async (productId: string) =>
  (
    (await e.owner.get(`/stores-reader/v1/products/${productId}?includeMerchantSpecificData=true`))
      .json as Json
  ).product

describe('media, brand and ribbon', () => {
  it('adds pictures by URL and by media id, for the product and for choices', async () => {
    const res = await e.owner.post(`${P}/${TEE}/media`, {
      media: [
        { url: 'https://cdn.example.com/photos/tee-back.png' },
        { mediaId: 'abc123_def~mv2.jpg', choice: { option: 'Color', choice: 'Navy' } },
      ],
    })
    expect(res.json).toEqual({})
    const tee = await product(TEE)
    expect(tee.media.items.map((m: Json) => [m.title, m.image.url])).toEqual([
      ['classic-cotton-tee.jpg', expect.stringMatching(/^http:\/\/localhost\/media\//)],
      ['tee-back.png', 'https://cdn.example.com/photos/tee-back.png'],
      ['abc123_def~mv2.jpg', 'http://localhost/media/abc123_def~mv2.jpg'],
    ])
    const navy = tee.productOptions[1].choices.find((c: Json) => c.description === 'Navy')
    expect(navy.media.items.map((m: Json) => m.id)).toEqual(['abc123_def~mv2.jpg'])
    expect(e.events('changed').map((ev) => (ev.data as Json).changedFields)).toEqual([['media']])
  })

  it('removes pictures from the product and its choices', async () => {
    const main = (await product(id('everyday-backpack-22l'))).media.items.map((m: Json) => m.id)
    await e.owner.post(`${P}/${id('everyday-backpack-22l')}/media/delete`, {
      mediaIds: main.slice(1, 2),
    })
    const bag = await product(id('everyday-backpack-22l'))
    expect(bag.media.items).toHaveLength(main.length - 1)
    expect(bag.productOptions[0].choices[0].media.items).toEqual([])
  })

  it('assigns product pictures to choices and takes them away', async () => {
    const bag = id('everyday-backpack-22l')
    const [first] = (await product(bag)).media.items.map((m: Json) => m.id)
    const add = await e.owner.patch(`${P}/${bag}/choices/media`, {
      media: [{ option: 'Color', choice: 'Sand', mediaIds: [first] }],
    })
    expect(add.json).toEqual({})
    const sand = () =>
      product(bag).then((p) =>
        p.productOptions[0].choices.find((c: Json) => c.description === 'Sand'),
      )
    expect((await sand()).media.items.map((m: Json) => m.id)).toEqual([expect.any(String), first])
    await e.owner.post(`${P}/${bag}/choices/media/delete`, {
      media: [{ option: 'Color', choice: 'Sand' }],
    })
    expect((await sand()).media.items).toEqual([])
    const bad = await e.owner.patch(`${P}/${bag}/choices/media`, {
      media: [
        { option: 'Material', choice: 'Sand' },
        { option: 'Color', choice: 'Pink' },
        { option: 'Color', choice: 'Sand', mediaIds: ['not-ours'] },
      ],
    })
    expect(violations(bad)).toEqual([
      ['media[0].option', 'INVALID_ENUM_VALUE'],
      ['media[1].choice', 'INVALID_ENUM_VALUE'],
      ['media[2].mediaIds[0]', 'INVALID_ENUM_VALUE'],
    ])
  })

  it('removes the brand and the ribbon', async () => {
    await e.owner.post(`${P}/${TEE}/remove-brand`, {})
    await e.owner.post(`${P}/${id('linen-button-down')}/remove-ribbon`, {})
    expect((await product(TEE)).brand).toBeUndefined()
    const shirt = await product(id('linen-button-down'))
    expect([shirt.ribbon, shirt.ribbons]).toEqual([undefined, []])
    expect(e.events('changed').map((ev) => (ev.data as Json).changedFields)).toEqual([
      ['brand'],
      ['ribbon'],
    ])
  })
})

describe('bulk product changes', () => {
  it('sets one value on every product, failing unknown ids per item', async () => {
    const res = await e.owner.post('/stores/v1/bulk/products/update', {
      ids: [HOODIE, 'nope', TEE],
      set: { price: 50 },
    })
    const body = res.json as Json
    expect(body.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 1,
      undetailedFailures: 0,
    })
    expect(
      body.results.map((r: Json) => [r.itemMetadata.originalIndex, r.itemMetadata.success]),
    ).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ])
    expect(body.results[1].itemMetadata.error.code).toBe('PRODUCT_NOT_FOUND')
    // The product-wide price replaces the hoodie's per-variant XL price.
    expect((await product(HOODIE)).priceRange).toEqual({ minValue: 50, maxValue: 50 })
  })

  it('adjusts by a percentage (rounded) or an amount, refusing negative results per item', async () => {
    const pct = await e.owner.post('/stores/v1/bulk/products/adjust-properties', {
      ids: [HOODIE],
      adjust: { price: { percentage: { rate: -15, roundToInt: true } } },
    })
    expect((pct.json as Json).bulkActionMetadata.totalSuccesses).toBe(1)
    // 68 → 57.80 → 58; the XL variants' own 72 → 61.20 → 61.
    expect((await product(HOODIE)).priceRange).toEqual({ minValue: 58, maxValue: 61 })
    const amount = await e.owner.post('/stores/v1/bulk/products/adjust-properties', {
      ids: [TEE, id('recycled-flip-flops')],
      adjust: { cost: { amount: -8.5 } },
    })
    const results = (amount.json as Json).results.map((r: Json) => r.itemMetadata)
    expect(results.map((r: Json) => [r.success, r.error?.code])).toEqual([
      [true, undefined],
      [false, 'INVALID_ADJUSTMENT'],
    ])
    expect((await product(TEE)).costAndProfitData.itemCost).toBe(0)
  })
})
