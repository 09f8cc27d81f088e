// @vitest-environment jsdom
import { NotFoundError } from '@storefront-kit/sdk'
import { ALL_PRODUCTS_COLLECTION_ID, queryProducts } from '@storefront-kit/sdk/catalog'
import { waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  catalogKeys,
  useCollection,
  useCollectionBySlugV1,
  useCollectionsV1,
  useCollectionV1,
  useInfiniteCollections,
  useInfiniteCollectionsV1,
  useInfinitePlatformizedProducts,
  usePlatformizedProducts,
  useProductOptionsAvailability,
  useProductVariants,
  useStoreVariant,
  useStoreVariants,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkRead } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'

// The catalog read hooks no other test runs, against the demo store: keys, answers, errors.

const emu = inProcessEmulator()
afterAll(() => emu.close())

async function hoodieId() {
  const { products } = await queryProducts(emu.visitor(), {
    query: { filter: { slug: 'organic-fleece-hoodie' } },
  })
  return products[0]?.id ?? ''
}

describe('product reads', () => {
  it('usePlatformizedProducts and useInfinitePlatformizedProducts', async () => {
    const client = emu.visitor()
    const request = { query: { paging: { limit: 2 } } }
    const page = await checkRead(
      client,
      () => usePlatformizedProducts(request),
      catalogKeys.products.platformized(request),
    )
    expect(page?.products).toHaveLength(2)
    const pages = renderStorefrontHook(() => useInfinitePlatformizedProducts(request), client)
    await waitFor(() => expect(pages.result.current.isSuccess).toBe(true))
    expect(pages.result.current.hasNextPage).toBe(true)
    expect(
      pages.queryClient.getQueryData(catalogKeys.products.platformizedPages(request)),
    ).toBeDefined()
  })

  it('useProductOptionsAvailability, useProductVariants, useStoreVariant(s)', async () => {
    const client = emu.visitor()
    const id = await hoodieId()
    const choice = { options: { Color: 'Forest', Size: 'S' } }
    const availability = await checkRead(
      client,
      () => useProductOptionsAvailability(id, choice),
      catalogKeys.products.optionsAvailability(id, choice),
    )
    expect(availability?.availableForPurchase).toBe(false)
    const forest = { choices: { Color: 'Forest' } }
    const variants = await checkRead(
      client,
      () => useProductVariants(id, forest),
      catalogKeys.products.variants(id, forest),
    )
    expect(variants?.totalResults).toBe(4)
    const variantId = variants?.variants[0]?.id ?? ''
    const storeId = `${id}-${variantId}`
    const one = await checkRead(
      client,
      () => useStoreVariant(storeId),
      catalogKeys.storeVariants.detail(storeId),
    )
    expect(one?.variant).toMatchObject({ productId: id, variantId })
    const request = { query: { paging: { limit: 3 } } }
    const some = await checkRead(
      client,
      () => useStoreVariants(request),
      catalogKeys.storeVariants.list(request),
    )
    expect(some?.variants).toHaveLength(3)
  })
})

describe('collection reads', () => {
  it('useCollection, useCollectionV1, useCollectionBySlugV1, useCollectionsV1 and the infinite lists', async () => {
    const client = emu.visitor()
    const all = await checkRead(
      client,
      () => useCollection(ALL_PRODUCTS_COLLECTION_ID),
      catalogKeys.collections.detail(ALL_PRODUCTS_COLLECTION_ID),
    )
    expect(all?.collection.slug).toBe('all-products')
    const kitchen = await checkRead(
      client,
      () => useCollectionBySlugV1('kitchen'),
      catalogKeys.collections.bySlugV1('kitchen'),
    )
    const id = kitchen?.collection.id ?? ''
    const byId = await checkRead(
      client,
      () => useCollectionV1(id),
      catalogKeys.collections.detailV1(id),
    )
    expect(byId?.collection).toEqual(kitchen?.collection)
    const request = { query: { paging: { limit: 5 } } }
    const listed = await checkRead(
      client,
      () => useCollectionsV1(request),
      catalogKeys.collections.listV1(request),
    )
    expect(listed?.collections).toHaveLength(5)
    const v1Pages = renderStorefrontHook(() => useInfiniteCollectionsV1(request), client)
    await waitFor(() => expect(v1Pages.result.current.isSuccess).toBe(true))
    expect(v1Pages.result.current.hasNextPage).toBe(true)
    const v2 = { query: { paging: { limit: 2 } } }
    const v2Pages = renderStorefrontHook(() => useInfiniteCollections(v2), client)
    await waitFor(() => expect(v2Pages.result.current.isSuccess).toBe(true))
    expect(v2Pages.queryClient.getQueryData(catalogKeys.collections.pages(v2))).toBeDefined()
  })

  it('useCollectionBySlugV1 fails with NotFoundError for an unknown slug', async () => {
    const { result } = renderStorefrontHook(
      () => useCollectionBySlugV1('no-such-collection', { retry: false }),
      emu.visitor(),
    )
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
  })
})
