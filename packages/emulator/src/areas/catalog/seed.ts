import { ALL_PRODUCTS_COLLECTION_ID, type CatalogMeasurementUnit } from '@storefront-kit/wire'
import type { SeedKind } from '../area'
import type { ArtKind } from '../image-host/index'
import type { CatalogContext } from './context'
import { demoCollectionId, demoProductId, inventoryItemIdFor } from './ids'
import type { MediaRef, ProductSource, StockState } from './model'
import { saveProduct } from './product-writes'
import { DEMO_PRODUCTS_DATA, type DemoProduct } from './seed-products'
import { nestDemoCategories, v3DemoSource } from './v3/seed'
import { categoryTree } from './v3/tree'
import { optionsFrom, variantsFor } from './variants'

/** The demo collections: slug, name, picture kind, description, visibility. */
const COLLECTIONS: [string, string, ArtKind, string, boolean][] = [
  ['apparel', 'Apparel', 'shirt', 'Everyday clothing in natural fibres.', true],
  ['footwear', 'Footwear', 'shoe', 'Sneakers, boots and slippers built to last.', true],
  ['bags', 'Bags & Carry', 'bag', 'Totes, backpacks and small leather goods.', true],
  ['kitchen', 'Kitchen & Dining', 'mug', 'Tableware, coffee and pantry favourites.', true],
  ['home', 'Home & Living', 'lamp', 'Lighting, textiles and furniture for calm rooms.', true],
  ['plants', 'Plants & Garden', 'plant', 'Easy-going plants and everything to grow them.', true],
  ['books', 'Books & Stationery', 'book', 'Cookbooks, journals and writing tools.', true],
  ['sale', 'On Sale', 'box', 'Limited-time prices on favourites.', true],
  ['winter-preview', 'Winter Preview', 'shirt', 'Not launched yet.', false],
]

/** Demo collection ids by slug (`all-products` is the store-wide collection). */
export const DEMO_COLLECTIONS: Readonly<Record<string, string>> = Object.freeze({
  'all-products': ALL_PRODUCTS_COLLECTION_ID,
  ...Object.fromEntries(COLLECTIONS.map(([slug]) => [slug, demoCollectionId(slug)])),
})

/** Demo product ids by slug: stable across runs, so tests and docs can name them. */
export const DEMO_PRODUCTS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(DEMO_PRODUCTS_DATA.map((p) => [p.slug, demoProductId(p.slug)])),
)

const HOUR = 3_600_000
const MINUTE = 60_000

const picture = (ctx: CatalogContext, kind: ArtKind, seed: string): MediaRef => {
  const image = ctx.images.registerSeedImage({ kind, seed, filename: `${seed}.jpg` })
  return { id: image.id, width: image.width, height: image.height, title: image.filename }
}

/** A variant named by `key` ("Forest / S" or "Sand") has every choice the key lists. */
const names = (key: string, choices: Record<string, string>) =>
  key.split(' / ').every((part) => Object.values(choices).includes(part))

function sourceOf(
  ctx: CatalogContext,
  p: DemoProduct,
  index: number,
  created: string,
): ProductSource {
  const id = demoProductId(p.slug)
  const options = optionsFrom(
    (p.options ?? []).map(([name, choices]) => ({
      name,
      choices: choices.map((c) =>
        typeof c === 'string' ? { value: c, description: c } : { value: c[0], description: c[1] },
      ),
    })),
    [],
  )
  const stock: StockState =
    p.stock === undefined
      ? { trackQuantity: false, quantity: 0, inStock: true }
      : { trackQuantity: true, quantity: p.stock, inStock: p.stock > 0 }
  const media = [picture(ctx, p.kind, p.slug)]
  const first = options[0]
  if (p.choiceImages && first)
    for (const choice of first.choices) {
      const ref = picture(ctx, p.kind, `${p.slug}-${choice.description.toLowerCase()}`)
      media.push(ref)
      choice.mediaIds = [ref.id]
    }
  const variants = variantsFor(id, options, [], stock)
  if (p.managed)
    for (const variant of variants) {
      const soldOut = p.managed.soldOut?.some((key) => names(key, variant.choices))
      const quantity = soldOut ? 0 : p.managed.stock
      variant.stock = { trackQuantity: true, quantity, inStock: quantity > 0 }
      for (const [key, price] of Object.entries(p.managed.prices ?? {}))
        if (names(key, variant.choices)) variant.price = price
    }
  const unit = (u: string) => u as CatalogMeasurementUnit
  return {
    id,
    numericId: String(1_000_001 + index),
    inventoryItemId: inventoryItemIdFor(id),
    createdDate: created,
    lastUpdated: created,
    name: p.name,
    slug: p.slug,
    visible: !p.hidden,
    productType: p.digital ? 'digital' : 'physical',
    description: p.description,
    ...(p.sku && { sku: p.sku }),
    ...(p.weight !== undefined && { weight: p.weight }),
    price: p.price,
    ...(p.cost !== undefined && { itemCost: p.cost }),
    ...(p.perUnit && {
      pricePerUnitData: {
        totalQuantity: p.perUnit[0],
        totalMeasurementUnit: unit(p.perUnit[1]),
        baseQuantity: p.perUnit[2],
        baseMeasurementUnit: unit(p.perUnit[3]),
      },
    }),
    additionalInfoSections: (p.info ?? []).map(([title, description]) => ({ title, description })),
    manageVariants: !!p.managed,
    options,
    variants,
    stock,
    discount: p.discount
      ? { type: p.discount[0], value: p.discount[1] }
      : { type: 'NONE', value: 0 },
    ...(p.ribbon && { ribbon: p.ribbon }),
    ...(p.brand && { brand: p.brand }),
    media,
    collectionIds: p.collections.map(demoCollectionId),
  }
}

/**
 * The demo store: "All Products" plus nine collections (one hidden) and 42 products with options,
 * managed variants, discounts, price per unit, cost data, sold-out products and variants, two
 * hidden products and a digital one. Pictures are registered, not rendered (seeding stays fast).
 */
export function seedCatalog(ctx: CatalogContext, kind: SeedKind): void {
  if (kind !== 'demo') return
  const { store } = ctx
  // Categories (on a V3 site) are listed newest first: a minute apart, in this order.
  const made = (i: number) =>
    new Date(ctx.clock.now() - (COLLECTIONS.length + 2 - i) * MINUTE).toISOString()
  store.saveCollection({
    id: ALL_PRODUCTS_COLLECTION_ID,
    name: 'All Products',
    slug: 'all-products',
    description: 'Everything in the store.',
    visible: true,
    media: [picture(ctx, 'box', 'collection-all-products')],
    createdDate: made(0),
    updatedDate: made(0),
  })
  COLLECTIONS.forEach(([slug, name, art, description, visible], i) => {
    store.saveCollection({
      id: demoCollectionId(slug),
      name,
      slug,
      description,
      visible,
      media: [picture(ctx, art, `collection-${slug}`)],
      createdDate: made(i + 1),
      updatedDate: made(i + 1),
    })
  })
  const v3 = ctx.site.catalog === 'v3'
  if (v3) nestDemoCategories(ctx)
  // The categories are all in place: products do not change them, so one tree serves them all.
  const writer = {
    ctx,
    caller: { kind: 'owner' as const },
    quiet: true,
    ...(v3 && { tree: categoryTree(ctx) }),
  }
  const start = ctx.clock.now() - DEMO_PRODUCTS_DATA.length * HOUR
  DEMO_PRODUCTS_DATA.forEach((p, index) => {
    const created = new Date(start + index * HOUR).toISOString()
    const src = sourceOf(ctx, p, index, created)
    saveProduct(writer, v3 ? v3DemoSource(src) : src)
  })
}
