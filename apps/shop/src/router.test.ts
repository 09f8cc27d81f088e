import { describe, expect, it } from 'vitest'
import { matchPath, withSearch } from './router'

describe('matchPath', () => {
  it('gives the params of a matching path, decoded', () => {
    expect(matchPath('/products/:slug', '/products/classic%20tee')).toEqual({ slug: 'classic tee' })
    expect(matchPath('/cart', '/cart/')).toEqual({})
  })

  it('refuses other paths, other lengths and undecodable parts', () => {
    expect(matchPath('/products/:slug', '/collections/tee')).toBeNull()
    expect(matchPath('/products/:slug', '/products')).toBeNull()
    expect(matchPath('/products/:slug', '/products/a/b')).toBeNull()
    expect(matchPath('/products/:slug', '/products/%E0%A4%A')).toBeNull()
  })
})

describe('withSearch', () => {
  it('sets, replaces and removes parameters, keeping the others', () => {
    const url = new URL('http://shop.test/collections/apparel?sort=name&page=3')
    expect(withSearch(url, { page: undefined, inStock: '1' })).toBe(
      '/collections/apparel?sort=name&inStock=1',
    )
    expect(withSearch(url, { sort: '', page: '' })).toBe('/collections/apparel')
  })
})
