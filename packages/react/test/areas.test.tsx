// @vitest-environment jsdom
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  backInStockKeys,
  catalogKeys,
  storefrontKeys,
  useAvailableAlgorithms,
  useBackInStockCounts,
  useCollectionBySlug,
  useCollections,
  useCreateBackInStockRequest,
  useInfiniteProducts,
  useMembers,
  useProduct,
  useProducts,
  useRecommendation,
  useUpdateProduct,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator()
afterAll(() => emu.close())

describe('query keys', () => {
  it('nest every area under one root, so a prefix invalidates an area or everything', () => {
    const request = { query: { paging: { limit: 12 } } }
    expect(storefrontKeys.cart.current()).toEqual(['storefront', 'cart', 'current'])
    expect(storefrontKeys.catalog.products.list(request)).toEqual([
      'storefront',
      'catalog',
      'products',
      'list',
      request,
    ])
    expect(storefrontKeys.reviews.list({})).toEqual(['storefront', 'reviews', 'list', {}])
    const { all, ...areas } = storefrontKeys
    const roots = Object.values(areas).map((keys) => keys.all)
    for (const root of roots) expect(root.slice(0, 1)).toEqual(all)
    expect(new Set(roots.map((root) => root[1])).size).toBe(roots.length)
  })
})

describe('catalog hooks', () => {
  it('lists products, pages through them, reads one, and reads collections', async () => {
    const request = { query: { paging: { limit: 5 } } }
    const { result } = renderStorefrontHook(
      () => ({
        list: useProducts(request),
        pages: useInfiniteProducts(request),
        collections: useCollections({ query: { paging: { limit: 50 } } }),
        kitchen: useCollectionBySlug('kitchen'),
      }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.list.data?.products).toHaveLength(5))
    await waitFor(() => expect(result.current.pages.hasNextPage).toBe(true))
    await act(() => result.current.pages.fetchNextPage())
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(2))
    const ids = result.current.pages.data?.pages.flatMap((p) => p.products.map((x) => x.id)) ?? []
    expect(new Set(ids).size).toBe(10)
    await waitFor(() => expect(result.current.kitchen.data?.collection.slug).toBe('kitchen'))
    expect(result.current.collections.data?.collections.length).toBeGreaterThan(1)
  })

  it('refetches a product on screen after the owner changes it', async () => {
    const visitor = renderStorefrontHook(
      () => useProducts({ query: { paging: { limit: 1 } } }),
      emu.visitor(),
    )
    await waitFor(() => expect(visitor.result.current.data?.products).toHaveLength(1))
    const id = visitor.result.current.data?.products[0]?.id ?? ''
    const { result, queryClient } = renderStorefrontHook(
      () => ({ product: useProduct(id), update: useUpdateProduct() }),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true))
    const renamed = `${result.current.product.data?.product.name} (renamed)`
    await act(() => result.current.update.mutateAsync({ id, product: { name: renamed } }))
    // The write invalidated the catalog; the product on screen was fetched again.
    const state = queryClient.getQueryState(catalogKeys.products.detail(id))
    expect(state?.dataUpdateCount).toBe(2)
    await waitFor(() => expect(result.current.product.data?.product.name).toBe(renamed))
  })
})

describe('back-in-stock, recommendations and members hooks', () => {
  it('lets a shopper ask to be told, and the owner count the requests', async () => {
    const catalogReference = {
      catalogItemId: '8190f290-4983-5b73-af28-724e8e4dd27d',
      appId: STORES_APP_ID,
    }
    const shopper = renderStorefrontHook(() => useCreateBackInStockRequest(), emu.visitor())
    const { request } = await act(() =>
      shopper.result.current.mutateAsync({
        request: { catalogReference, email: 'ann@example.com' },
        itemDetails: { name: 'Enamel Camp Mug', price: '16.00' },
      }),
    )
    expect(request.status).toBe('RECEIVED')
    const owner = renderStorefrontHook(
      () => useBackInStockCounts({ catalogReferences: [catalogReference] }),
      emu.owner(),
    )
    await waitFor(() => expect(owner.result.current.isSuccess).toBe(true))
    expect(JSON.stringify(owner.result.current.data)).toContain('"count":1')
    expect(backInStockKeys.counts({ catalogReferences: [catalogReference] })[1]).toBe('backInStock')
  })

  it('recommends with an algorithm the site offers', async () => {
    const { result } = renderStorefrontHook(() => useAvailableAlgorithms(), emu.visitor())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const best = result.current.data?.availableAlgorithms.find(
      (a) => a.config.algorithmType === 'GLOBAL',
    )
    if (!best) throw new Error('the demo site offers a GLOBAL algorithm')
    const algorithm = { id: best.config.algorithmId, appId: best.appId }
    const recommended = renderStorefrontHook(
      () => useRecommendation({ algorithms: [algorithm] }),
      emu.visitor(),
    )
    await waitFor(() => expect(recommended.result.current.isSuccess).toBe(true))
    expect(recommended.result.current.data?.recommendation.algorithm).toEqual(algorithm)
  })

  it('lists members for the owner', async () => {
    const owner = renderStorefrontHook(() => useMembers({ paging: { limit: 5 } }), emu.owner())
    await waitFor(() => expect(owner.result.current.isSuccess).toBe(true))
    expect(owner.result.current.data?.members.length).toBeGreaterThan(0)
  })
})
