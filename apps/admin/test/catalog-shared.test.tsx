// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { ownerEmulator, renderAdmin } from './support/render-admin'

// What the two catalogs' product screens now share, seen on a V1 store where it was V3's alone.
const emu = ownerEmulator({ catalog: 'v1' })
const owner = emu.owner()
afterEach(cleanup)
afterAll(() => emu.close())

describe('the product screens both catalogs share (V1 store)', () => {
  it('keeps the paging links below the products when a page has none', async () => {
    renderAdmin('/catalog?page=99', owner)
    expect(
      await screen.findByText('No products match. Change the filters, or add a product.'),
    ).toBeTruthy()
    const previous = screen.getByRole('link', { name: 'Previous page' })
    expect(previous.getAttribute('href')).toBe('/catalog?page=98')
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
  })

  it('hints at a ribbon in the product form', async () => {
    renderAdmin('/catalog/products/new', owner)
    const ribbon = await screen.findByLabelText('Ribbon')
    expect(ribbon.getAttribute('placeholder')).toBe('e.g. New')
    expect(screen.getByLabelText('Price').getAttribute('inputmode')).toBe('decimal')
  })
})
