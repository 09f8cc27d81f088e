// @vitest-environment jsdom
import { PreconditionError } from '@storefront-kit/sdk'
import { inCategory } from '@storefront-kit/sdk/catalog-v3'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  catalogV3Keys,
  storefrontKeys,
  useCatalogVersion,
  useCategories,
  useCategoryBySlug,
  useInventoryItems,
  useProductBySlugV3,
  useProducts,
  useSearchProductsV3,
  useUpdateInventoryItem,
  useUpdateProductV3,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator({ catalog: 'v3' })
afterAll(() => emu.close())

describe('Catalog V3 hooks', () => {
  it('key every V3 read under its own root', () => {
    expect(storefrontKeys.catalogV3.all).toEqual(['storefront', 'catalogV3'])
    expect(catalogV3Keys.products.bySlug('tee', ['CURRENCY'])).toEqual([
      'storefront',
      'catalogV3',
      'products',
      'slug',
      'tee',
      ['CURRENCY'],
    ])
    expect(catalogV3Keys.categories.bySlug('apparel').slice(0, 3)).toEqual(
      catalogV3Keys.categories.all,
    )
  })

  it('tell the version, list categories and search a category page of 12', async () => {
    const { result } = renderStorefrontHook(
      () => ({
        version: useCatalogVersion(),
        categories: useCategories({ query: { cursorPaging: { limit: 1000 } } }),
        apparel: useCategoryBySlug('apparel'),
      }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.version.data?.catalogVersion).toBe('V3_CATALOG'))
    await waitFor(() => expect(result.current.apparel.isSuccess).toBe(true))
    expect(result.current.categories.data?.categories.map((c) => c.slug)).toContain('apparel')
    const id = result.current.apparel.data?.category.id ?? ''
    const page = renderStorefrontHook(
      () =>
        useSearchProductsV3({
          search: { filter: inCategory(id), cursorPaging: { limit: 12 } },
        }),
      emu.visitor(),
    )
    await waitFor(() => expect(page.result.current.isSuccess).toBe(true))
    expect(page.result.current.data?.products.length).toBeGreaterThan(0)
  })

  it('refetches the product page after the owner renames it, and the stock after an update', async () => {
    const visitor = renderStorefrontHook(
      () => useProductBySlugV3('classic-cotton-tee'),
      emu.visitor(),
    )
    await waitFor(() => expect(visitor.result.current.isSuccess).toBe(true))
    const product = visitor.result.current.data?.product
    if (!product?.id || !product.revision) throw new Error('the tee has an id and a revision')
    const { result, queryClient } = renderStorefrontHook(
      () => ({
        product: useProductBySlugV3('classic-cotton-tee'),
        items: useInventoryItems({ query: { filter: { productId: product.id } } }),
        update: useUpdateProductV3(),
        stock: useUpdateInventoryItem(),
      }),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.items.isSuccess).toBe(true))
    await act(() =>
      result.current.update.mutateAsync({
        id: product.id ?? '',
        product: { revision: product.revision ?? '', name: 'Classic Tee (renamed)' },
      }),
    )
    await waitFor(() =>
      expect(result.current.product.data?.product.name).toBe('Classic Tee (renamed)'),
    )
    const key = catalogV3Keys.products.bySlug('classic-cotton-tee')
    expect(queryClient.getQueryState(key)?.dataUpdateCount).toBe(2)
    const item = result.current.items.data?.inventoryItems[0]
    if (!item?.id || !item.revision) throw new Error('an inventory item has an id and a revision')
    await act(() =>
      result.current.stock.mutateAsync({
        id: item.id,
        inventoryItem: { revision: item.revision ?? '', quantity: 42 },
      }),
    )
    await waitFor(() =>
      expect(
        result.current.items.data?.inventoryItems.find((i) => i.id === item.id)?.quantity,
      ).toBe(42),
    )
  })

  it('surface the precondition error of a V1 read on a V3 store', async () => {
    const { result } = renderStorefrontHook(() => useProducts({}, { retry: false }), emu.visitor())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(PreconditionError)
    expect(result.current.error?.code).toBe('CATALOG_V3_CALLING_CATALOG_V1_API')
  })
})
