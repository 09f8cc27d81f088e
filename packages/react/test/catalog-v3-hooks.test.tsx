// @vitest-environment jsdom
import { NotFoundError, PermissionError } from '@storefront-kit/sdk'
import { queryInventoryItems } from '@storefront-kit/sdk/catalog-v3'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  catalogV3Keys,
  useAddItemToCategories,
  useBulkUpdateInventoryItems,
  useCategoryItems,
  useCreateCategory,
  useCreateProductV3,
  useDeleteProductV3,
  useInfiniteSearchProductsV3,
  useProductsV3,
  useProductV3,
  useRemoveItemFromCategories,
  useVariantsV3,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'

// The Catalog V3 hooks no other test runs, against a V3 emulator: the keys reads sit under, the
// mutation keys of the owner's writes and the V3 queries they mark stale, typed errors.

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'
const emu = inProcessEmulator({ catalog: 'v3' })
afterAll(() => emu.close())
const write = (area: 'products' | 'inventory' | 'categories', name: string) => ({
  key: [...catalogV3Keys[area].all, name],
  invalidates: catalogV3Keys.all,
})

describe('Catalog V3 reads', () => {
  it('query products, get one with its variants, query its variants and page a search', async () => {
    const visitor = emu.visitor()
    const request = { query: { cursorPaging: { limit: 3 } } }
    const page = await checkRead(
      visitor,
      () => useProductsV3(request),
      catalogV3Keys.products.query(request),
    )
    const id = page?.products[0]?.id ?? ''
    expect(page?.products).toHaveLength(3)
    const one = await checkRead(visitor, () => useProductV3(id), catalogV3Keys.products.detail(id))
    expect(one?.product.variantsInfo?.variants.length).toBeGreaterThan(0)
    const variants = { query: { filter: { 'productData.productId': id } } }
    const listed = await checkRead(
      visitor,
      () => useVariantsV3(variants),
      catalogV3Keys.products.variants(variants),
    )
    expect(listed?.variants.map((v) => v.variantId).sort()).toEqual(
      one?.product.variantsInfo?.variants.map((v) => v.id).sort(),
    )
    const search = { search: { cursorPaging: { limit: 2 } } }
    const { result } = renderStorefrontHook(() => useInfiniteSearchProductsV3(search), visitor)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.hasNextPage).toBe(true)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const ids = result.current.data?.pages.flatMap((p) => p.products.map((x) => x.id)) ?? []
    expect(new Set(ids).size).toBe(4)
  })

  it('answer NotFoundError for a product that is not there', async () => {
    const { result } = renderStorefrontHook(
      () => useProductV3('no-such-product', [], { retry: false }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
  })
})

describe('Catalog V3 writes (owner)', () => {
  it('creates a product and a category, files it there and out, sets its stock, deletes it', async () => {
    const owner = emu.owner()
    const request = {
      product: {
        name: 'Hook Scarf',
        productType: 'PHYSICAL' as const,
        physicalProperties: {},
        variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '35' } } }] },
      },
    }
    expect(await writeError(emu.visitor(), () => useCreateProductV3(), request)).toBeInstanceOf(
      PermissionError,
    )
    const { product } = await checkWrite(
      owner,
      () => useCreateProductV3(),
      request,
      write('products', 'createProductV3'),
    )
    const { category } = await checkWrite(
      owner,
      () => useCreateCategory(),
      { category: { name: 'Hook Picks' } },
      write('categories', 'createCategory'),
    )
    const categoryId = category.id ?? ''
    const item = { catalogItemId: product.id, appId: STORES_APP_ID }
    await checkWrite(
      owner,
      () => useAddItemToCategories(),
      { item, categoryIds: [categoryId] },
      write('categories', 'addItemToCategories'),
    )
    const filed = await checkRead(
      owner,
      () => useCategoryItems(categoryId),
      catalogV3Keys.categories.items(categoryId),
    )
    expect(filed?.items.map((i) => i.catalogItemId)).toEqual([product.id])
    await checkWrite(
      owner,
      () => useRemoveItemFromCategories(),
      { item, categoryIds: [categoryId] },
      write('categories', 'removeItemFromCategories'),
    )
    const emptied = await checkRead(
      owner,
      () => useCategoryItems(categoryId, 10),
      catalogV3Keys.categories.items(categoryId, 10),
    )
    expect(emptied?.items).toEqual([])
    const stock = await checkRead(
      owner,
      () => useVariantsV3({ query: { filter: { 'productData.productId': product.id } } }),
      catalogV3Keys.products.variants({
        query: { filter: { 'productData.productId': product.id } },
      }),
    )
    expect(stock?.variants).toHaveLength(1)
    const { inventoryItems } = await queryInventoryItems(owner, {
      query: { filter: { productId: product.id } },
    })
    const inventoryItem = inventoryItems[0]
    if (!inventoryItem) throw new Error('a product has an inventory item per variant')
    const { results } = await checkWrite(
      owner,
      () => useBulkUpdateInventoryItems(),
      {
        inventoryItems: [
          {
            inventoryItem: {
              id: inventoryItem.id,
              revision: inventoryItem.revision ?? '',
              trackQuantity: true,
              quantity: 7,
            },
          },
        ],
        returnEntity: true,
      },
      write('inventory', 'bulkUpdateInventoryItems'),
    )
    expect(results[0]?.item?.quantity).toBe(7)
    await checkWrite(
      owner,
      () => useDeleteProductV3(),
      { id: product.id },
      write('products', 'deleteProductV3'),
    )
    expect(await writeError(owner, () => useDeleteProductV3(), { id: product.id })).toBeInstanceOf(
      NotFoundError,
    )
  })
})
