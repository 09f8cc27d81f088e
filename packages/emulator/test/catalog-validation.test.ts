import { ALL_PRODUCTS_COLLECTION_ID } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COLLECTIONS, DEMO_PRODUCTS } from '../src/areas/catalog/seed'
import { type CatalogEmulator, catalogEmulator, violations } from './support/catalog'

const TEE = DEMO_PRODUCTS['classic-cotton-tee'] ?? ''
const KITCHEN = DEMO_COLLECTIONS.kitchen ?? ''
const P = '/stores/v1/products'
const BASE = { name: 'Apron', priceData: { price: 10 }, costAndProfitData: { itemCost: 2 } }

let e: CatalogEmulator
beforeAll(async () => {
  e = await catalogEmulator()
})
afterAll(() => e.close())

const create = (product: object) => e.owner.post(P, { product: { ...BASE, ...product } })

describe('product field rules', () => {
  it('requires name, price and item cost, and the product itself', async () => {
    expect(violations(await e.owner.post(P, {}))).toEqual([['product', 'REQUIRED_FIELD']])
    expect(violations(await e.owner.post(P, { product: {} }))).toEqual([
      ['product.name', 'REQUIRED_FIELD'],
      ['product.priceData', 'REQUIRED_FIELD'],
      ['product.costAndProfitData', 'REQUIRED_FIELD'],
    ])
    const nested = await e.owner.post(P, {
      product: { name: 'x', priceData: {}, costAndProfitData: {} },
    })
    expect(violations(nested)).toEqual([
      ['product.priceData.price', 'REQUIRED_FIELD'],
      ['product.costAndProfitData.itemCost', 'REQUIRED_FIELD'],
    ])
  })

  it('bounds lengths, amounts and enums, reporting every violation', async () => {
    const res = await create({
      name: 'n'.repeat(81),
      slug: 's'.repeat(101),
      description: 'd'.repeat(8001),
      sku: 'k'.repeat(41),
      weight: 1_000_000_000,
      priceData: { price: -1 },
      costAndProfitData: { itemCost: 1_000_000_000 },
      productType: 'service',
      ribbon: 'r'.repeat(31),
      brand: '',
    })
    expect(violations(res)).toEqual([
      ['product.name', 'MAX_LENGTH'],
      ['product.slug', 'MAX_LENGTH'],
      ['product.productType', 'INVALID_ENUM_VALUE'],
      ['product.description', 'MAX_LENGTH'],
      ['product.sku', 'MAX_LENGTH'],
      ['product.weight', 'MAX'],
      ['product.priceData.price', 'MIN'],
      ['product.costAndProfitData.itemCost', 'MAX'],
      ['product.ribbon', 'MAX_LENGTH'],
      ['product.brand', 'MIN_LENGTH'],
    ])
  })

  it('checks options: at most 6, names and choices 1–50 characters, 1–100 choices', async () => {
    const option = (name: string) => ({ name, choices: [{ description: 'a' }] })
    const tooMany = await create({ productOptions: 'abcdefg'.split('').map(option) })
    expect(violations(tooMany)).toEqual([['product.productOptions', 'MAX_SIZE']])
    const bad = await create({
      productOptions: [
        { name: '', choices: [] },
        { name: 'x'.repeat(51), choices: [{ value: 'v'.repeat(51) }, {}] },
        {
          name: 'Many',
          choices: Array.from({ length: 101 }, (_, i) => ({ description: `c${i}` })),
        },
      ],
    })
    expect(violations(bad)).toEqual([
      ['product.productOptions[0].name', 'MIN_LENGTH'],
      ['product.productOptions[0].choices', 'MIN_SIZE'],
      ['product.productOptions[1].name', 'MAX_LENGTH'],
      ['product.productOptions[1].choices[0].value', 'MAX_LENGTH'],
      ['product.productOptions[1].choices[1].description', 'REQUIRED_FIELD'],
      ['product.productOptions[2].choices', 'MAX_SIZE'],
    ])
  })

  it('refuses duplicate options and choices, and more than 1,000 variants', async () => {
    const dupes = await create({
      productOptions: [
        { name: 'Size', choices: [{ description: 'S' }, { description: 'S' }] },
        { name: 'Size', choices: [{ description: 'M' }] },
      ],
    })
    expect(violations(dupes)).toEqual([
      ['product.productOptions[0].choices[1].description', 'OTHER'],
      ['product.productOptions[1].name', 'OTHER'],
    ])
    const choices = Array.from({ length: 32 }, (_, i) => ({ description: `c${i}` }))
    const huge = await create({
      productOptions: [
        { name: 'A', choices },
        { name: 'B', choices },
      ],
    })
    expect(violations(huge)).toEqual([['product.productOptions', 'MAX_SIZE']])
  })

  it('checks discounts, price per unit, dimensions, info sections and SEO keywords', async () => {
    const res = await create({
      discount: { type: 'PERCENT', value: 150 },
      pricePerUnitData: {
        totalQuantity: 0,
        totalMeasurementUnit: 'G',
        baseQuantity: 1,
        baseMeasurementUnit: 'STONE',
      },
      productDimensions: { length: '1.1234567', width: 'wide', unit: 'MILE' },
      additionalInfoSections: [{ title: 't'.repeat(51), description: 'ok' }],
      seoData: { settings: { keywords: Array.from({ length: 6 }, () => ({ term: 'k' })) } },
    })
    expect(violations(res)).toEqual([
      ['product.productDimensions.length', 'DECIMAL_MAX_SCALE'],
      ['product.productDimensions.width', 'FORMAT'],
      ['product.productDimensions.unit', 'INVALID_ENUM_VALUE'],
      ['product.pricePerUnitData.totalQuantity', 'MIN'],
      ['product.pricePerUnitData.baseMeasurementUnit', 'INVALID_ENUM_VALUE'],
      ['product.additionalInfoSections[0].title', 'MAX_LENGTH'],
      ['product.discount.value', 'MAX'],
      ['product.seoData.settings.keywords', 'MAX_SIZE'],
    ])
    const amount = await create({ discount: { type: 'AMOUNT', value: 11 } })
    expect(violations(amount)).toEqual([['product.discount.value', 'MAX']])
  })
})

describe('variant, media and bulk rules', () => {
  it('checks variant overrides', async () => {
    const res = await e.owner.patch(`${P}/${TEE}/variants`, {
      variants: [{ price: 1_000_000_000, sku: 'x'.repeat(41), weight: -1 }],
    })
    expect(violations(res)).toEqual([
      ['variants[0].price', 'MAX'],
      ['variants[0].weight', 'MIN'],
      ['variants[0].sku', 'MAX_LENGTH'],
    ])
    expect(violations(await e.owner.patch(`${P}/${TEE}/variants`, {}))).toEqual([
      ['variants', 'REQUIRED_FIELD'],
    ])
  })

  it('checks media items: 1–50, exactly one of mediaId and url, web URLs, choices', async () => {
    expect(violations(await e.owner.post(`${P}/${TEE}/media`, { media: [] }))).toEqual([
      ['media', 'MIN_SIZE'],
    ])
    const many = Array.from({ length: 51 }, () => ({ mediaId: 'm' }))
    expect(violations(await e.owner.post(`${P}/${TEE}/media`, { media: many }))).toEqual([
      ['media', 'MAX_SIZE'],
    ])
    const res = await e.owner.post(`${P}/${TEE}/media`, {
      media: [
        { mediaId: 'm', url: 'https://example.com/a.jpg' },
        {},
        { url: 'ftp://example.com/a.jpg' },
        { mediaId: 'm', choice: { option: '', choice: 'c'.repeat(51) } },
      ],
    })
    expect(violations(res)).toEqual([
      ['media[0]', 'ONE_OF_ALIGNMENT'],
      ['media[1]', 'REQUIRED_ONE_OF_FIELD'],
      ['media[2].url', 'FORMAT'],
      ['media[3].choice.option', 'MIN_LENGTH'],
      ['media[3].choice.choice', 'MAX_LENGTH'],
    ])
    const unknownChoice = await e.owner.post(`${P}/${TEE}/media`, {
      media: [{ mediaId: 'm', choice: { option: 'Size', choice: 'XXL' } }],
    })
    expect(violations(unknownChoice)).toEqual([['media[0].choice.choice', 'INVALID_ENUM_VALUE']])
  })

  it('checks media removals and choice assignments', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `m${i}`)
    expect(violations(await e.owner.post(`${P}/${TEE}/media/delete`, { mediaIds: ids }))).toEqual([
      ['mediaIds', 'MAX_SIZE'],
    ])
    expect(violations(await e.owner.post(`${P}/${TEE}/media/delete`, {}))).toEqual([
      ['mediaIds', 'REQUIRED_FIELD'],
    ])
    const assignments = Array.from({ length: 11 }, () => ({ option: 'Size', choice: 'M' }))
    expect(
      violations(await e.owner.patch(`${P}/${TEE}/choices/media`, { media: assignments })),
    ).toEqual([['media', 'MAX_SIZE']])
    const res = await e.owner.post(`${P}/${TEE}/choices/media/delete`, {
      media: [{ option: 'Size' }, { option: 'Size', choice: 'M', mediaIds: ids }],
    })
    expect(violations(res)).toEqual([
      ['media[0].choice', 'REQUIRED_FIELD'],
      ['media[1].mediaIds', 'MAX_SIZE'],
    ])
  })

  it('checks bulk ids and the one value to set or adjust', async () => {
    const ids = Array.from({ length: 101 }, () => TEE)
    const update = '/stores/v1/bulk/products/update'
    expect(violations(await e.owner.post(update, { ids: [], set: { price: 1 } }))).toEqual([
      ['ids', 'MIN_SIZE'],
    ])
    expect(violations(await e.owner.post(update, { ids, set: { price: 1 } }))).toEqual([
      ['ids', 'MAX_SIZE'],
    ])
    expect(
      violations(await e.owner.post(update, { ids: [TEE], set: { price: 1, brand: 'b' } })),
    ).toEqual([['set', 'ONE_OF_ALIGNMENT']])
    expect(violations(await e.owner.post(update, { ids: [TEE], set: {} }))).toEqual([
      ['set', 'REQUIRED_ONE_OF_FIELD'],
    ])
    const adjust = '/stores/v1/bulk/products/adjust-properties'
    const res = await e.owner.post(adjust, {
      ids: [TEE],
      adjust: { price: { percentage: { rate: -101 }, amount: 1 } },
    })
    expect(violations(res)).toEqual([
      ['adjust.price.percentage.rate', 'MIN'],
      ['adjust.price', 'ONE_OF_ALIGNMENT'],
    ])
    expect(violations(await e.owner.post(adjust, { ids: [TEE], adjust: {} }))).toEqual([
      ['adjust', 'REQUIRED_ONE_OF_FIELD'],
    ])
  })
})

describe('collection rules', () => {
  it('checks names, descriptions and slugs', async () => {
    expect(violations(await e.owner.post('/stores/v1/collections', { collection: {} }))).toEqual([
      ['collection.name', 'REQUIRED_FIELD'],
    ])
    const res = await e.owner.post('/stores/v1/collections', {
      collection: { name: 'n'.repeat(51), description: 'd'.repeat(601), slug: '' },
    })
    expect(violations(res)).toEqual([
      ['collection.name', 'MAX_LENGTH'],
      ['collection.description', 'MAX_LENGTH'],
      ['collection.slug', 'MIN_LENGTH'],
    ])
    const update = await e.owner.patch(`/stores/v1/collections/${KITCHEN}`, {
      collection: { name: '' },
    })
    expect(violations(update)).toEqual([['collection.name', 'MIN_LENGTH']])
  })

  it('needs GUID ids for deletes and membership changes, and at most 1,000 products', async () => {
    expect(
      violations(await e.owner.del(`/stores/v1/collections/${ALL_PRODUCTS_COLLECTION_ID}`)),
    ).toEqual([['id', 'FORMAT']])
    const ids = Array.from({ length: 1001 }, () => TEE)
    expect(
      violations(
        await e.owner.post(`/stores/v1/collections/${KITCHEN}/productIds`, { productIds: ids }),
      ),
    ).toEqual([['productIds', 'MAX_SIZE']])
    expect(
      violations(await e.owner.post(`/stores/v1/collections/${KITCHEN}/productIds/delete`, {})),
    ).toEqual([['productIds', 'REQUIRED_FIELD']])
  })

  it('never answers 500 to malformed bodies', async () => {
    for (const body of ['{', '[]', 'null', '"x"']) {
      const res = await e.call('POST', P, body, {
        ...e.ownerHeaders,
        'content-type': 'application/json',
      })
      expect(res.status).toBe(400)
    }
    const weird = await e.owner.post(P, { product: { ...BASE, productOptions: 'Size' } })
    expect(weird.status).toBe(400)
  })
})
