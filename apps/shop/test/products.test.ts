import { type RunningEmulator, startEmulator } from '@storefront-kit/emulator'
import { type Client, createClient, visitorAuth } from '@storefront-kit/sdk'
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { addLineItemsToCurrentCart } from '@storefront-kit/sdk/cart-v2'
import { queryProductsPlatformized } from '@storefront-kit/sdk/catalog'
import { getProductBySlugV3 } from '@storefront-kit/sdk/catalog-v3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromV1Product } from '../src/lib/from-v1'
import { fromV3Product, V3_PAGE_FIELDS } from '../src/lib/from-v3'
import { catalogReference, variantFor } from '../src/lib/products'

// The shop's product view against the demo store of each catalog: the variant the option
// picker finds is the catalog's own, and the reference the product page gives AddToCart is one
// both carts take. In test/, not beside the code: the shop's code reaches only the SDK, the
// hooks and the image builder (the architecture test checks src/), this test the emulator too.

const stores: Partial<Record<'v1' | 'v3', RunningEmulator>> = {}
beforeAll(async () => {
  stores.v1 = await startEmulator({ seed: 'demo', catalog: 'v1', host: '127.0.0.1', port: 0 })
  stores.v3 = await startEmulator({ seed: 'demo', catalog: 'v3', host: '127.0.0.1', port: 0 })
})
afterAll(() => Promise.all([stores.v1?.close(), stores.v3?.close()]))

/** A new visitor of a store. */
const visitor = (store: RunningEmulator | undefined): Client => {
  if (!store) throw new Error('the store did not start')
  return createClient({ baseUrl: store.url, auth: visitorAuth({ clientId: store.info.clientId }) })
}

const v3Product = async (client: Client, slug: string) =>
  (await getProductBySlugV3(client, slug, [...V3_PAGE_FIELDS])).product

describe('a Catalog V3 product in the shop', () => {
  it('finds, for each variant, that variant from its choices as the option picker names them', async () => {
    const raw = await v3Product(visitor(stores.v3), 'classic-cotton-tee')
    const product = fromV3Product(raw)
    const variants = raw.variantsInfo?.variants ?? []
    expect(product.options.length).toBeGreaterThan(1)
    expect(product.variants).toHaveLength(variants.length)
    for (const variant of variants) {
      // The picker's labels are the options' choice names; the variant names choices by id.
      const choices = Object.fromEntries(
        (variant.choices ?? []).map(({ optionChoiceIds: ids }) => {
          const option = raw.options?.find((o) => o.id === ids?.optionId)
          const choice = option?.choicesSettings?.choices.find((c) => c.choiceId === ids?.choiceId)
          return [option?.name ?? '', choice?.name ?? '']
        }),
      )
      const found = variantFor(product, choices)
      expect(found?.id).toBe(variant.id)
      expect(found?.price.amount).toBe(Number(variant.price?.actualPrice?.amount))
    }
  })

  it('names the default variant of a product without options, and both carts take it', async () => {
    const shopper = visitor(stores.v3)
    const raw = await v3Product(shopper, 'cold-brew-bottle')
    const product = fromV3Product(raw)
    expect(product.options).toEqual([])
    const reference = catalogReference(product, product.variants[0])
    const defaultVariant = raw.variantsInfo?.variants[0]?.id
    expect(reference?.options).toEqual({ variantId: defaultVariant })
    if (!reference) throw new Error('a product without options needs no choice')

    const { cart } = await addToCurrentCart(shopper, {
      lineItems: [{ quantity: 1, catalogReference: reference }],
    })
    expect(cart.lineItems?.[0]?.catalogReference?.options).toMatchObject({
      variantId: defaultVariant,
    })
    const v2 = await addLineItemsToCurrentCart(visitor(stores.v3), {
      catalogItems: [{ quantity: 1, catalogReference: reference }],
    })
    expect(v2.cart.lineItems[0]?.source?.catalogReference?.options).toMatchObject({
      variantId: defaultVariant,
    })
  })

  it('asks for a choice first when the product has options', async () => {
    const product = fromV3Product(await v3Product(visitor(stores.v3), 'classic-cotton-tee'))
    expect(catalogReference(product, undefined)).toBeUndefined()
  })
})

describe('a Catalog V1 product in the shop', () => {
  it('names a variant only when the product has options, as the V1 cart expects', async () => {
    const shopper = visitor(stores.v1)
    const { products } = await queryProductsPlatformized(shopper, {
      query: { filter: { slug: { $in: ['cold-brew-bottle', 'classic-cotton-tee'] } } },
    })
    const views = products.map(fromV1Product)
    const plain = views.find((p) => p.options.length === 0)
    const tee = views.find((p) => p.options.length > 0)
    if (!plain || !tee) throw new Error('the demo store has both kinds')
    expect(catalogReference(plain, plain.variants[0])?.options).toBeUndefined()
    const variant = tee.variants[1]
    expect(catalogReference(tee, variant)?.options).toEqual({ variantId: variant?.id })
    if (!variant) throw new Error('the tee has variants')
    const reference = catalogReference(tee, variant)
    if (!reference) throw new Error('a chosen variant gives a reference')
    const { cart } = await addToCurrentCart(shopper, {
      lineItems: [{ quantity: 1, catalogReference: reference }],
    })
    expect(cart.lineItems?.[0]?.catalogReference?.options).toMatchObject({ variantId: variant.id })
  })
})
