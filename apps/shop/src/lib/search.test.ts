import { describe, expect, it } from 'vitest'
import { withSearch } from './search'

describe('withSearch', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    const url = new URL('http://shop.test/collections/apparel?sort=name&page=3')
    expect(withSearch(url, { page: undefined, inStock: '1' })).toBe(
      '/collections/apparel?sort=name&inStock=1',
    )
    expect(withSearch(url, { sort: '', page: '' })).toBe('/collections/apparel')
  })
})
