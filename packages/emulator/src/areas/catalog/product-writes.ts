import type {
  createProductRequestSchema,
  ProductDiscount,
  updateProductRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { conflict, notFound, validationError, violation } from '../../http/api-error'
import { toCents } from '../../platform/money'
import { deriveProduct } from './derive'
import { productChanged, productCreated, productDeleted } from './events'
import { inventoryItemIdFor } from './ids'
import type { ProductSource, StoredProduct } from './model'
import { presentProduct, storeVariantsOf } from './present'
import type { Reader } from './product-reads'
import { slugify, uniqueSlug } from './slugs'
import { isV3, saveReadModel } from './v3/read-model'
import type { CategoryTree } from './v3/tree'
import { optionsFrom, variantsFor } from './variants'

/**
 * A write: the catalog's context and the owner (or the emulator itself, for stock changes).
 * `quiet` writes (the seed) record no events.
 */
/**
 * Who writes, and how: `quiet` sends no events (the seed); `tree` is a category tree the writer
 * knows stays as it is meanwhile (the seed builds it once for its 42 products, not per product).
 */
export type Writer = Reader & { quiet?: boolean; tree?: CategoryTree }

type CreateInput = z.output<typeof createProductRequestSchema>['product']
type UpdateInput = z.output<typeof updateProductRequestSchema>['product']

/** A stored product. @throws ApiError (404 PRODUCT_NOT_FOUND). */
export function loadProduct(w: Writer, id: string): StoredProduct {
  const product = w.ctx.store.products.get(id)
  if (!product) throw notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`, { id })
  return product
}

/** Derives, stores (with its store variants) and returns the product. */
export function saveProduct(w: Writer, src: ProductSource): StoredProduct {
  const stored = deriveProduct(src)
  w.ctx.store.saveProduct(stored, storeVariantsOf(stored))
  if (isV3(w.ctx)) saveReadModel(w, stored)
  return stored
}

/** Marks a change: `lastUpdated` now and the next revision, then save. */
export function touchProduct(w: Writer, src: ProductSource): StoredProduct {
  src.lastUpdated = w.ctx.clock.iso()
  src.revision = (src.revision ?? 1) + 1
  return saveProduct(w, src)
}

/** The answer to an owner's write: with merchant data. */
export const ownerView = (w: Writer, stored: StoredProduct) =>
  presentProduct(w.ctx, stored, { merchant: true, variants: true })

/** The slug a product gets: the one wanted (409 if taken), else one made from its name. */
export function slugFor(
  w: Writer,
  wanted: string | undefined,
  name: string,
  self?: string,
): string {
  const taken = (slug: string) => {
    const other = w.ctx.store.productBySlug(slug)
    return !!other && other.id !== self
  }
  if (wanted) {
    if (taken(wanted))
      throw conflict('SLUG_ALREADY_EXISTS', `A product with slug ${wanted} exists`, {
        slug: wanted,
      })
    return wanted
  }
  return uniqueSlug(slugify(name), taken)
}

function discountOf(input: { type?: string; value?: number } | undefined): ProductDiscount {
  const type = input?.type === 'AMOUNT' || input?.type === 'PERCENT' ? input.type : 'NONE'
  return { type, value: type === 'NONE' ? 0 : (input?.value ?? 0) }
}

/** An amount discount cannot exceed the price. @throws ApiError (400) on `product.discount.value`. */
function checkDiscount(src: ProductSource): void {
  if (src.discount.type === 'AMOUNT' && toCents(src.discount.value) > toCents(src.price))
    throw validationError([
      violation('product.discount.value', 'MAX', 'an amount discount is at most the price', {
        threshold: src.price,
      }),
    ])
}

/** CreateProduct. */
export function createProduct(w: Writer, input: CreateInput) {
  const id = w.ctx.newId()
  const now = w.ctx.clock.iso()
  const options = optionsFrom(input.productOptions ?? [], [])
  const stock = { trackQuantity: false, quantity: 0, inStock: true }
  const src: ProductSource = {
    id,
    numericId: w.ctx.store.nextNumericId(),
    inventoryItemId: inventoryItemIdFor(id),
    createdDate: now,
    lastUpdated: now,
    name: input.name,
    slug: slugFor(w, input.slug, input.name),
    visible: input.visible ?? true,
    productType: input.productType === 'digital' ? 'digital' : 'physical',
    ...(input.description !== undefined && { description: input.description }),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.weight !== undefined && { weight: input.weight }),
    ...(input.productDimensions && { productDimensions: input.productDimensions }),
    ...(input.packageDimensions && { packageDimensions: input.packageDimensions }),
    price: input.priceData.price,
    itemCost: input.costAndProfitData.itemCost,
    ...(input.pricePerUnitData && { pricePerUnitData: input.pricePerUnitData }),
    additionalInfoSections: sections(input.additionalInfoSections),
    manageVariants: input.manageVariants ?? false,
    options,
    variants: variantsFor(id, options, [], stock),
    stock,
    discount: discountOf(input.discount),
    ...(input.seoData && { seoData: input.seoData as ProductSource['seoData'] }),
    ...(input.ribbon && { ribbon: input.ribbon }),
    ...(input.brand && { brand: input.brand }),
    media: [],
    collectionIds: [],
  }
  checkDiscount(src)
  const product = ownerView(w, saveProduct(w, src))
  productCreated(w, product)
  return { product }
}

const sections = (input: { title?: string; description?: string }[] | undefined) =>
  (input ?? []).map((s) => ({ title: s.title ?? '', description: s.description ?? '' }))

/** UpdateProduct: every field sent replaces the stored one; options regenerate the variants. */
export function updateProduct(w: Writer, input: UpdateInput) {
  const src = loadProduct(w, input.id)._source
  const { id: _id, ...fields } = input
  if (fields.name !== undefined) src.name = fields.name
  if (fields.slug !== undefined) src.slug = slugFor(w, fields.slug, src.name, src.id)
  if (fields.visible !== undefined) src.visible = fields.visible
  if (fields.productType !== undefined)
    src.productType = fields.productType === 'digital' ? 'digital' : 'physical'
  if (fields.description !== undefined) src.description = fields.description
  if (fields.sku !== undefined) src.sku = fields.sku
  if (fields.weight !== undefined) src.weight = fields.weight
  if (fields.productDimensions) src.productDimensions = fields.productDimensions
  if (fields.packageDimensions) src.packageDimensions = fields.packageDimensions
  if (fields.priceData?.price !== undefined) src.price = fields.priceData.price
  if (fields.costAndProfitData?.itemCost !== undefined)
    src.itemCost = fields.costAndProfitData.itemCost
  if (fields.pricePerUnitData) src.pricePerUnitData = fields.pricePerUnitData
  if (fields.additionalInfoSections)
    src.additionalInfoSections = sections(fields.additionalInfoSections)
  if (fields.manageVariants !== undefined) src.manageVariants = fields.manageVariants
  if (fields.productOptions) {
    src.options = optionsFrom(fields.productOptions, src.options)
    src.variants = variantsFor(src.id, src.options, src.variants, src.stock)
  }
  if (fields.discount) src.discount = discountOf(fields.discount)
  if (fields.seoData) src.seoData = fields.seoData as ProductSource['seoData']
  if (fields.ribbon !== undefined) src.ribbon = fields.ribbon || undefined
  if (fields.brand !== undefined) src.brand = fields.brand
  checkDiscount(src)
  const product = ownerView(w, touchProduct(w, src))
  productChanged(w, src.id, Object.keys(fields))
  return { product }
}

/** DeleteProduct. */
export function deleteProduct(w: Writer, id: string) {
  loadProduct(w, id)
  w.ctx.store.deleteProduct(id)
  productDeleted(w, id)
  return {}
}

/** RemoveBrand and RemoveRibbon. */
export function removeField(w: Writer, id: string, field: 'brand' | 'ribbon') {
  const src = loadProduct(w, id)._source
  delete src[field]
  touchProduct(w, src)
  productChanged(w, id, [field])
  return {}
}
