// @vitest-environment jsdom
import { NotFoundError, PermissionError, PreconditionError } from '@storefront-kit/sdk'
import { getProduct, queryProducts } from '@storefront-kit/sdk/catalog'
import { afterAll, describe, expect, it } from 'vitest'
import {
  catalogKeys,
  useAddProductMedia,
  useAddProductMediaToChoices,
  useAddProductsToCollection,
  useBulkAdjustProductProperties,
  useBulkUpdateProducts,
  useCreateCollection,
  useCreateProduct,
  useDeleteCollection,
  useDeleteProduct,
  useDeleteProductOptions,
  useRemoveBrand,
  useRemoveProductMedia,
  useRemoveProductMediaFromChoices,
  useRemoveProductsFromCollection,
  useRemoveRibbon,
  useResetAllVariantData,
  useUpdateVariants,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkWrite, writeError } from './support/hook-checks'

// The owner's catalog write hooks no other test runs, against the emulator: mutation keys, the
// catalog queries they mark stale, typed errors.

const emu = inProcessEmulator()
afterAll(() => emu.close())
const productWrite = (name: string) => ({
  key: [...catalogKeys.products.all, name],
  invalidates: catalogKeys.all,
})
const collectionWrite = (name: string) => ({
  key: [...catalogKeys.collections.all, name],
  invalidates: catalogKeys.all,
})

describe('product writes (owner)', () => {
  it('creates a product, changes its variants, media, brand and ribbon, bulk-updates and deletes it', async () => {
    const owner = emu.owner()
    const { product } = await checkWrite(
      owner,
      () => useCreateProduct(),
      {
        product: {
          name: 'Linen Apron',
          priceData: { price: 29 },
          costAndProfitData: { itemCost: 9 },
          manageVariants: true,
          brand: 'Harbor Goods',
          ribbon: 'New',
          productOptions: [
            {
              name: 'Color',
              choices: [
                { value: '#d6d3d1', description: 'Natural' },
                { value: '#1e293b', description: 'Ink' },
              ],
            },
          ],
        },
      },
      productWrite('createProduct'),
    )
    const id = product.id
    const { variants } = await checkWrite(
      owner,
      () => useUpdateVariants(),
      { id, variants: [{ choices: { Color: 'Ink' }, price: 35 }] },
      productWrite('updateVariants'),
    )
    expect(variants.map((v) => v.variant.priceData?.price)).toEqual([29, 35])
    await checkWrite(
      owner,
      () => useResetAllVariantData(),
      { id },
      productWrite('resetAllVariantData'),
    )
    await checkWrite(
      owner,
      () => useAddProductMedia(),
      { id, media: [{ url: 'https://example.com/apron.jpg' }] },
      productWrite('addProductMedia'),
    )
    const mediaId = (await getProduct(owner, id)).product.media.items[0]?.id ?? ''
    await checkWrite(
      owner,
      () => useAddProductMediaToChoices(),
      { id, media: [{ option: 'Color', choice: 'Ink', mediaIds: [mediaId] }] },
      productWrite('addProductMediaToChoices'),
    )
    await checkWrite(
      owner,
      () => useRemoveProductMediaFromChoices(),
      { id, media: [{ option: 'Color', choice: 'Ink' }] },
      productWrite('removeProductMediaFromChoices'),
    )
    await checkWrite(
      owner,
      () => useRemoveProductMedia(),
      { id, mediaIds: [mediaId] },
      productWrite('removeProductMedia'),
    )
    await checkWrite(owner, () => useRemoveBrand(), { id }, productWrite('removeBrand'))
    await checkWrite(owner, () => useRemoveRibbon(), { id }, productWrite('removeRibbon'))
    const plain = (await getProduct(owner, id)).product
    expect([plain.brand, plain.ribbon, plain.media.items]).toEqual([undefined, undefined, []])
    const bulk = await checkWrite(
      owner,
      () => useBulkUpdateProducts(),
      { ids: [id], set: { price: 31 } },
      productWrite('bulkUpdateProducts'),
    )
    expect(bulk.bulkActionMetadata.totalSuccesses).toBe(1)
    await checkWrite(
      owner,
      () => useBulkAdjustProductProperties(),
      { ids: [id], adjust: { price: { amount: -1 } } },
      productWrite('bulkAdjustProductProperties'),
    )
    expect((await getProduct(owner, id)).product.priceData?.price).toBe(30)
    await checkWrite(
      owner,
      () => useDeleteProductOptions(),
      { id },
      productWrite('deleteProductOptions'),
    )
    const noOptions = await writeError(owner, () => useUpdateVariants(), {
      id,
      variants: [{ price: 1 }],
    })
    expect(noOptions).toBeInstanceOf(PreconditionError)
    await checkWrite(owner, () => useDeleteProduct(), { id }, productWrite('deleteProduct'))
    expect(await writeError(owner, () => useDeleteProduct(), { id })).toBeInstanceOf(NotFoundError)
  })

  it("a shopper's client may not create products", async () => {
    const error = await writeError(emu.visitor(), () => useCreateProduct(), {
      product: { name: 'x', priceData: { price: 1 }, costAndProfitData: { itemCost: 0 } },
    })
    expect(error).toBeInstanceOf(PermissionError)
  })
})

describe('collection writes (owner)', () => {
  it('creates, fills, empties and deletes a collection', async () => {
    const owner = emu.owner()
    const { collection } = await checkWrite(
      owner,
      () => useCreateCollection(),
      { collection: { name: 'Gift Ideas' } },
      collectionWrite('createCollection'),
    )
    const id = collection.id ?? ''
    const { products } = await queryProducts(emu.visitor(), { query: { paging: { limit: 1 } } })
    const productIds = products.map((p) => p.id)
    await checkWrite(
      owner,
      () => useAddProductsToCollection(),
      { id, productIds },
      collectionWrite('addProductsToCollection'),
    )
    await checkWrite(
      owner,
      () => useRemoveProductsFromCollection(),
      { id, productIds },
      collectionWrite('removeProductsFromCollection'),
    )
    await checkWrite(
      owner,
      () => useDeleteCollection(),
      { id },
      collectionWrite('deleteCollection'),
    )
    expect(await writeError(owner, () => useDeleteCollection(), { id })).toBeInstanceOf(
      NotFoundError,
    )
  })
})
