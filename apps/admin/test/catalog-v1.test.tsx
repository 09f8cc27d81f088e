// @vitest-environment jsdom
import { NotFoundError } from '@storefront-kit/sdk'
import { getProduct, queryCollectionsV1, queryProducts } from '@storefront-kit/sdk/catalog'
import { searchFiles } from '@storefront-kit/sdk/media'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserGaps, pngFile } from './support/media-files'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator({ catalog: 'v1' })
const owner = emu.owner()
beforeAll(browserGaps)
afterEach(cleanup)
afterAll(() => emu.close())

const confirm = (label: string) =>
  fireEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: label, hidden: true }),
  )

describe('the catalog (V1 store)', () => {
  it('lists products with hidden ones, and narrows them by name in the address', async () => {
    const all = await queryProducts(owner, {
      includeHiddenProducts: true,
      query: { paging: { limit: 20 } },
    })
    const one = all.products[0]
    if (!one?.name) throw new Error('the demo store has products')
    renderAdmin(`/catalog?q=${encodeURIComponent(one.name)}`, owner)
    const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 10_000 })
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('a')?.textContent)
    expect(names).toContain(one.name)
    expect(names.every((name) => name?.startsWith(one.name ?? ''))).toBe(true)
  })

  it('creates a product with a price, an option, a collection and an uploaded picture; deletes it', async () => {
    const { collections } = await queryCollectionsV1(owner, {})
    const collection = collections.find((c) => c.id !== '00000000-000000-000000-000000000001')
    if (!collection?.id) throw new Error('the demo store has collections')
    const { router } = renderAdmin('/catalog/products/new', owner)
    fireEvent.change(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), {
      target: { value: 'Wool Beanie' },
    })
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '18.5' } })
    fireEvent.change(screen.getByLabelText('Ribbon'), { target: { value: 'Gift' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Color' } })
    fireEvent.change(screen.getByLabelText('Option 1 choices (comma separated)'), {
      target: { value: 'Grey, Navy' },
    })
    fireEvent.click(await screen.findByRole('checkbox', { name: collection.name }))
    fireEvent.change(screen.getByLabelText('Choose files to upload'), {
      target: { files: [pngFile('beanie.png')] },
    })
    const chosen = await screen.findByRole('list', { name: 'Chosen pictures' }, { timeout: 5000 })
    expect(await within(chosen).findByText('beanie.png')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Product saved.', {}, { timeout: 5000 })).toBeTruthy()
    const id = router.state.location.pathname.split('/').pop() ?? ''
    const { product } = await getProduct(owner, id)
    const { files } = await searchFiles(owner, { search: 'beanie.png' })
    expect(product.name).toBe('Wool Beanie')
    expect(product.priceData?.price).toBe(18.5)
    expect(product.productOptions.map((o) => [o.name, o.choices?.map((c) => c.value)])).toEqual([
      ['Color', ['Grey', 'Navy']],
    ])
    expect(product.collectionIds).toContain(collection.id)
    expect(product.media.items.map((item) => item.id)).toEqual([files[0]?.id])
    expect(product.ribbon).toBe('Gift')
    // Clearing the ribbon removes it (an update without one would keep it).
    const ribbon = await screen.findByLabelText('Ribbon')
    await waitFor(() => expect((ribbon as HTMLInputElement).value).toBe('Gift'))
    fireEvent.change(screen.getByLabelText('Ribbon'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(async () => expect((await getProduct(owner, id)).product.ribbon ?? '').toBe(''))
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }))
    confirm('Delete')
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'))
    await expect(getProduct(owner, id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('adds and deletes a collection', async () => {
    renderAdmin('/catalog/collections', owner)
    fireEvent.change(await screen.findByLabelText('New collection name', {}, { timeout: 10_000 }), {
      target: { value: 'Winter' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add collection' }))
    const table = await screen.findByRole('table', { name: 'Collections' })
    await within(table).findByRole('link', { name: 'Winter' })
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Winter' }))
    confirm('Delete')
    await waitFor(async () => {
      const { collections } = await queryCollectionsV1(owner, {})
      expect(collections.map((c) => c.name)).not.toContain('Winter')
    })
  })
})
