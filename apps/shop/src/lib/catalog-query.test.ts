import { describe, expect, it } from 'vitest'
import { categoryRequests, collectionRequest, PAGE_SIZE, readView } from './catalog-query'

describe('readView', () => {
  it('reads sort, stock, prices and page from the URL', () => {
    const view = readView(new URLSearchParams('sort=price-desc&inStock=1&min=10&max=50.5&page=3'))
    expect(view).toEqual({
      sort: 'price-desc',
      inStock: true,
      minPrice: 10,
      maxPrice: 50.5,
      page: 3,
    })
  })

  it('falls back to the defaults for missing or unusable values', () => {
    const view = readView(new URLSearchParams('sort=cheapest&min=-1&max=lots&page=0'))
    expect(view).toEqual({
      sort: 'newest',
      inStock: false,
      minPrice: undefined,
      maxPrice: undefined,
      page: 1,
    })
  })
})

describe('collectionRequest', () => {
  it('filters by collection, stock and price, sorts and pages by offset', () => {
    const request = collectionRequest('c1', {
      sort: 'price-asc',
      inStock: true,
      minPrice: 10,
      maxPrice: undefined,
      page: 2,
    })
    expect(request.query).toEqual({
      filter: {
        'collections.id': { $hasSome: ['c1'] },
        inventoryStatus: { $ne: 'OUT_OF_STOCK' },
        price: { $gte: 10 },
      },
      sort: [{ fieldName: 'price', order: 'ASC' }],
      paging: { limit: PAGE_SIZE, offset: PAGE_SIZE },
    })
  })

  it('asks only for the collection when nothing is chosen', () => {
    const request = collectionRequest('c1', readView(new URLSearchParams()))
    expect(request.query?.filter).toEqual({ 'collections.id': { $hasSome: ['c1'] } })
  })
})

describe('categoryRequests (Catalog V3)', () => {
  it('searches the products directly in the category with stock, price and sort, and counts the same', () => {
    const { search, count } = categoryRequests('k1', {
      sort: 'price-desc',
      inStock: true,
      minPrice: 5,
      maxPrice: 40,
      page: 1,
    })
    const filter = {
      'directCategoriesInfo.categories': { $matchItems: [{ id: { $in: ['k1'] } }] },
      'inventory.availabilityStatus': { $ne: 'OUT_OF_STOCK' },
      'actualPriceRange.minValue.amount': { $gte: 5, $lte: 40 },
    }
    expect(search.search).toEqual({
      filter,
      sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }],
      cursorPaging: { limit: PAGE_SIZE },
    })
    expect(search.fields).toContain('CURRENCY')
    expect(count).toEqual({ filter })
  })

  it('asks a later page by its cursor alone (the cursor holds filter and sort)', () => {
    const view = readView(new URLSearchParams('sort=name&inStock=1&page=2&cursor=abc'))
    const { search, count } = categoryRequests('k1', view)
    expect(search.search).toEqual({ cursorPaging: { limit: PAGE_SIZE, cursor: 'abc' } })
    expect(count.filter).toHaveProperty(['inventory.availabilityStatus'])
  })
})
