import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackInStockNotificationRequest, reportItemsBackInStock } from '../src/back-in-stock'
import { addToCurrentCart, createCheckoutFromCurrentCart } from '../src/cart'
import { queryProductsPlatformized } from '../src/catalog'
import {
  addItemToCategories,
  createProductV3,
  deleteProductV3,
  getCatalogVersion,
  getCategoryBySlug,
  getProductBySlugV3,
  inCategory,
  listItemsInCategory,
  queryCategories,
  queryInventoryItems,
  queryProductsV3,
  queryVariants,
  STORES_TREE_REFERENCE,
  searchProductsV3,
  updateInventoryItem,
  updateProductV3,
  v3ProductSearch,
} from '../src/catalog-v3'
import { createOrder, updateCheckout } from '../src/checkout'
import { PermissionError, PreconditionError, paginate, ValidationError } from '../src/index'
import { type ServedEmulator, serveEmulator } from './support/emulator'

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'
const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo', catalog: 'v3' })
})
afterAll(() => emu.close())

const stockOf = async (productId: string, variantId: string) => {
  const { inventoryItems } = await queryInventoryItems(emu.owner(), {
    query: { filter: { productId, variantId } },
  })
  const item = inventoryItems[0]
  if (!item) throw new Error(`no inventory item for ${variantId}`)
  return item
}

describe('Catalog V3 through the SDK', () => {
  it('tells the catalog version, and a V1 call on this store throws a PreconditionError with the request id', async () => {
    const client = emu.visitor()
    expect(await getCatalogVersion(client)).toEqual({ catalogVersion: 'V3_CATALOG' })
    const error = await queryProductsPlatformized(client, { query: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PreconditionError)
    expect((error as PreconditionError).requestId).toBeTruthy()
  })

  it('sends one query string for a category page whether the tree is named or left to its default', async () => {
    const urls: string[] = []
    const shopper = emu.visitor({
      fetch: (input, init) => {
        urls.push(String(input))
        return fetch(input, init)
      },
    })
    const { category } = await getCategoryBySlug(shopper, 'apparel')
    const id = category.id ?? ''
    const named = await listItemsInCategory(shopper, id, {
      treeReference: STORES_TREE_REFERENCE,
      cursorPaging: { limit: 5 },
    })
    const left = await listItemsInCategory(shopper, id, { cursorPaging: { limit: 5 } })
    const [namedUrl, leftUrl] = urls.filter((url) => url.includes('/list-items'))
    expect(leftUrl).toBe(namedUrl)
    expect(new URL(leftUrl ?? '').search).toBe(
      `?categoryId=${id}&treeReference.appNamespace=%40wix%2Fstores&cursorPaging.limit=5`,
    )
    expect(left.items.length).toBeGreaterThan(0)
    expect(left.items).toEqual(named.items)
  })

  it('browses categories → product by slug → picks a variant → cart → order; the variant stock drops', async () => {
    const shopper = emu.visitor()
    const { categories } = await queryCategories(shopper, {
      query: { filter: { visible: true }, cursorPaging: { limit: 1000 } },
    })
    const apparel = categories.find((c) => c.slug === 'apparel')
    if (!apparel?.id) throw new Error('the demo store has an Apparel category')
    expect((await getCategoryBySlug(shopper, 'apparel')).category.id).toBe(apparel.id)
    const { items } = await listItemsInCategory(shopper, apparel.id)
    const { products } = await searchProductsV3(shopper, {
      search: v3ProductSearch({
        filter: inCategory(apparel.id),
        sort: [{ fieldName: 'name', order: 'ASC' }],
        cursorPaging: { limit: 12 },
      }),
      fields: ['CURRENCY'],
    })
    expect(products.map((p) => p.id).sort()).toEqual(items.map((i) => i.catalogItemId).sort())
    const tee = products.find((p) => p.slug === 'classic-cotton-tee')
    expect(tee?.actualPriceRange?.minValue?.formattedAmount).toBeTruthy()

    const { product } = await getProductBySlugV3(shopper, 'classic-cotton-tee')
    const [option] = product.options ?? []
    const choice = option?.choicesSettings?.choices?.[1]
    const variant = product.variantsInfo?.variants.find((v) =>
      v.choices?.some((c) => c.optionChoiceIds?.choiceId === choice?.choiceId),
    )
    if (!product.id || !variant?.id) throw new Error('the tee has variants')
    const before = await stockOf(product.id, variant.id)

    const reference = {
      catalogItemId: product.id,
      appId: STORES_APP_ID,
      options: { variantId: variant.id },
    }
    await addToCurrentCart(shopper, { lineItems: [{ quantity: 3, catalogReference: reference }] })
    const { checkoutId } = await createCheckoutFromCurrentCart(shopper, { channelType: 'WEB' })
    await updateCheckout(shopper, checkoutId, {
      checkout: {
        buyerInfo: { email: 'v3@example.com' },
        billingInfo: { address: CA },
        shippingInfo: {
          shippingDestination: { address: CA },
          selectedCarrierServiceOption: { code: 'standard' },
        },
      },
    })
    const { orderId } = await createOrder(shopper, checkoutId)
    expect(orderId).toBeTruthy()
    const after = await stockOf(product.id, variant.id)
    expect(after.quantity).toBe((before.quantity ?? 0) - 3)
  })

  it('sells a variant out, takes a back-in-stock request and notifies it when restocked', async () => {
    const owner = emu.owner()
    const { product } = await getProductBySlugV3(emu.visitor(), 'classic-cotton-tee')
    const variant = product.variantsInfo?.variants[0]
    if (!product.id || !variant?.id) throw new Error('the tee has variants')
    const item = await stockOf(product.id, variant.id)
    if (!item.id || !item.revision) throw new Error('an item has an id and a revision')
    const sold = await updateInventoryItem(owner, item.id, {
      inventoryItem: { revision: item.revision, quantity: 0 },
    })
    expect(sold.inventoryItem.availabilityStatus).toBe('OUT_OF_STOCK')
    const { variants } = await queryVariants(emu.visitor(), {
      query: { filter: { 'productData.productId': product.id } },
    })
    expect(variants.find((v) => v.variantId === variant.id)?.inventoryStatus?.inStock).toBe(false)
    const reference = {
      catalogItemId: product.id,
      appId: STORES_APP_ID,
      options: { variantId: variant.id },
    }
    await createBackInStockNotificationRequest(emu.visitor(), {
      request: {
        catalogReference: reference,
        email: 'wait@example.com',
        itemUrl: 'https://shop.example/tee',
      },
      itemDetails: { name: product.name ?? '', price: variant.price?.actualPrice?.amount ?? '0' },
    })
    await updateInventoryItem(owner, item.id, {
      inventoryItem: { revision: sold.inventoryItem.revision ?? '', quantity: 5 },
    })
    await reportItemsBackInStock(owner, {
      catalogReference: reference,
      itemDetails: { name: product.name ?? '', price: variant.price?.actualPrice?.amount ?? '0' },
    })
    const outbox = await emu.control<{ messages: { to: string }[] }>('/_emulator/outbox')
    expect(outbox.messages.some((m) => m.to === 'wait@example.com')).toBe(true)
  })

  it('pages through every visible product with paginate', async () => {
    const seen: string[] = []
    for await (const product of paginate(emu.visitor(), queryProductsV3, {
      query: { cursorPaging: { limit: 5 } },
    }))
      seen.push(product.id ?? '')
    const { products } = await queryProductsV3(emu.owner(), {
      query: { filter: { visible: true }, cursorPaging: { limit: 100 } },
    })
    expect(seen.sort()).toEqual(products.map((p) => p.id ?? '').sort())
  })

  it('lets the owner create, update, categorise and delete a product; visitors may not', async () => {
    const request = {
      product: {
        name: 'SDK Scarf',
        productType: 'PHYSICAL' as const,
        physicalProperties: {},
        variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '35' } } }] },
      },
    }
    await expect(createProductV3(emu.visitor(), request)).rejects.toBeInstanceOf(PermissionError)
    const owner = emu.owner()
    const { product } = await createProductV3(owner, request)
    if (!product.id || !product.revision) throw new Error('a product has an id and a revision')
    const { product: renamed } = await updateProductV3(owner, product.id, {
      product: { revision: product.revision, name: 'SDK Wrap' },
    })
    expect(renamed.name).toBe('SDK Wrap')
    const { category } = await getCategoryBySlug(owner, 'sale')
    await addItemToCategories(owner, {
      item: { catalogItemId: product.id, appId: STORES_APP_ID },
      categoryIds: [category.id ?? ''],
    })
    const { items } = await listItemsInCategory(owner, category.id ?? '')
    expect(items.map((i) => i.catalogItemId)).toContain(product.id)
    await deleteProductV3(owner, product.id)
    await expect(
      createProductV3(owner, { product: { ...request.product, name: '' } }),
    ).rejects.toBeInstanceOf(ValidationError)
  })
})
