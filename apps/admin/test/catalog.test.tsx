// @vitest-environment jsdom

import { NotFoundError } from '@storefront-kit/sdk'
import {
  getProductV3,
  listItemsInCategory,
  queryCategories,
  queryInventoryItems,
  searchProductsV3,
} from '@storefront-kit/sdk/catalog-v3'
import { searchFiles } from '@storefront-kit/sdk/media'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserGaps, pngFile } from './support/media-files'
import { ownerEmulator, renderAdmin } from './support/render-admin'

const emu = ownerEmulator({ catalog: 'v3' })
const owner = emu.owner()
beforeAll(browserGaps)
afterEach(cleanup)
afterAll(() => emu.close())

const confirm = (label: string) =>
  fireEvent.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: label, hidden: true }),
  )
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('a')?.textContent ?? cell.textContent)

describe('the catalog (V3 store)', () => {
  it('lists products, narrows them by search and visibility, in the address', async () => {
    const { products } = await searchProductsV3(owner, { search: { cursorPaging: { limit: 5 } } })
    const [one] = products
    if (!one) throw new Error('the demo store has products')
    const { router } = renderAdmin('/catalog', owner)
    const heading = { level: 1, name: 'Products' }
    expect(await screen.findByRole('heading', heading, { timeout: 10_000 })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Products' })
    expect(rowNames(table)).toContain(one.name)
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: one.name } })
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(router.state.location.search).toContain('q='))
    const found = await searchProductsV3(owner, {
      search: { search: { expression: one.name, fields: ['name'] }, cursorPaging: { limit: 20 } },
    })
    await waitFor(() =>
      expect(rowNames(screen.getByRole('table', { name: 'Products' }))).toEqual(
        found.products.map((p) => p.name),
      ),
    )
    expect(found.products.map((p) => p.name)).toContain(one.name)
    cleanup()
    const hidden = await searchProductsV3(owner, { search: { filter: { visible: false } } })
    renderAdmin('/catalog?visible=false', owner)
    const only = await screen.findByRole('table', { name: 'Products' })
    expect(rowNames(only).sort()).toEqual(hidden.products.map((p) => p.name).sort())
    expect(within(only).queryAllByText('Yes')).toEqual([])
  })

  it('creates a product with options, prices, stock, a category and an uploaded picture', async () => {
    const { categories } = await queryCategories(owner, {})
    const category = categories[0]
    if (!category) throw new Error('the demo store has categories')
    const { router } = renderAdmin('/catalog/products/new', owner)
    fireEvent.change(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), {
      target: { value: 'Linen Apron' },
    })
    fireEvent.change(screen.getByLabelText('Ribbon'), { target: { value: 'New' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    fireEvent.change(screen.getByLabelText('Option 1 name'), { target: { value: 'Size' } })
    fireEvent.change(screen.getByLabelText('Option 1 choices (comma separated)'), {
      target: { value: 'S, M' },
    })
    fireEvent.change(screen.getByLabelText('Price of Size S'), { target: { value: '24' } })
    fireEvent.change(screen.getByLabelText('Price of Size M'), { target: { value: '26.50' } })
    fireEvent.change(screen.getByLabelText('Quantity in stock of Size S'), {
      target: { value: '3' },
    })
    fireEvent.click(await screen.findByRole('checkbox', { name: category.name }))
    fireEvent.change(screen.getByLabelText('Choose files to upload'), {
      target: { files: [pngFile('apron.png')] },
    })
    const chosen = await screen.findByRole('list', { name: 'Chosen pictures' }, { timeout: 5000 })
    expect(await within(chosen).findByText('apron.png')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }))
    expect(await screen.findByText('Product saved.', {}, { timeout: 5000 })).toBeTruthy()
    const id = router.state.location.pathname.split('/').pop() ?? ''
    const { product } = await getProductV3(owner, id, ['MEDIA_ITEMS_INFO'])
    expect(product.name).toBe('Linen Apron')
    expect(product.ribbon?.name).toBe('New')
    expect(product.variantsInfo?.variants.map((v) => v.price?.actualPrice?.amount)).toEqual([
      '24.00',
      '26.50',
    ])
    const { files } = await searchFiles(owner, { search: 'apron.png' })
    expect(files.map((file) => file.displayName)).toEqual(['apron.png'])
    expect(product.media?.itemsInfo?.items.map((item) => item.id)).toEqual([files[0]?.id])
    const { inventoryItems } = await queryInventoryItems(owner, {
      query: { filter: { productId: id } },
    })
    const small = product.variantsInfo?.variants[0]?.id
    expect(inventoryItems.find((item) => item.variantId === small)?.quantity).toBe(3)
    const { items } = await listItemsInCategory(owner, category.id)
    expect(items.map((item) => item.catalogItemId)).toContain(id)
  })

  it('edits a product at its address, then deletes it after asking', async () => {
    const { products } = await searchProductsV3(owner, {
      search: { filter: { name: 'Linen Apron' } },
    })
    const apron = products[0]
    if (!apron) throw new Error('the apron was created above')
    const { router } = renderAdmin(`/catalog/products/${apron.id}`, owner)
    const name = await screen.findByLabelText('Name', {}, { timeout: 10_000 })
    expect((name as HTMLInputElement).value).toBe('Linen Apron')
    const back = screen.getByRole('link', { name: 'Back to the products' })
    expect(back.getAttribute('href')).toBe('/catalog')
    fireEvent.change(name, { target: { value: 'Linen Apron, washed' } })
    fireEvent.change(screen.getByLabelText('Price of Size M'), { target: { value: '29' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save product' }))
    await waitFor(async () => {
      const { product } = await getProductV3(owner, apron.id)
      expect(product.name).toBe('Linen Apron, washed')
      expect(product.variantsInfo?.variants[1]?.price?.actualPrice?.amount).toBe('29.00')
    })
    expect(await screen.findByText('Product saved.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }))
    confirm('Delete')
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'))
    await expect(getProductV3(owner, apron.id)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('says when a product is not there', async () => {
    renderAdmin('/catalog/products/00000000-0000-0000-0000-00000000dead', owner)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.textContent).toContain('Not found')
  })

  it('adds, renames and deletes a category', async () => {
    renderAdmin('/catalog/categories', owner)
    fireEvent.change(await screen.findByLabelText('New category name', {}, { timeout: 10_000 }), {
      target: { value: 'Aprons' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }))
    const table = await screen.findByRole('table', { name: 'Categories' })
    await within(table).findByRole('link', { name: 'Aprons' })
    const rename = within(table).getByLabelText('New name of Aprons')
    fireEvent.change(rename, { target: { value: 'Kitchen aprons' } })
    const form = rename.closest('form')
    if (!form) throw new Error('the name is in a form')
    fireEvent.click(within(form).getByRole('button', { name: 'Save name', hidden: true }))
    await within(table).findByRole('link', { name: 'Kitchen aprons' })
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Kitchen aprons' }))
    confirm('Delete')
    await waitFor(async () => {
      const { categories } = await queryCategories(owner, {})
      expect(categories.map((c) => c.name)).not.toContain('Kitchen aprons')
    })
  })
})
