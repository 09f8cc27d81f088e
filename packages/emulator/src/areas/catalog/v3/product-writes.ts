import type {
  FieldViolation,
  V3BulkProductsResponse,
  V3ProductResponse,
  V3RequestedField,
  v3UpdateProductRequestSchema,
} from '@storefront-kit/wire'
import type { z } from 'zod'
import { conflict, notFound, violation } from '../../../http/api-error'
import { inventoryItemIdFor } from '../ids'
import type { ProductSource, StoredProduct } from '../model'
import { loadProduct, saveProduct, slugFor, touchProduct, type Writer } from '../product-writes'
import { bulkOf } from './bulk'
import type { V3ProductDoc } from './derive-product'
import { v3ProductEvent } from './events'
import { brandIdOf, ribbonIdOf } from './ids'
import { presentV3Product } from './present'
import { mediaOf, modifiersOf, optionsOf, throwIf, type V3Input, variantsOf } from './product-input'

type Update = z.output<typeof v3UpdateProductRequestSchema>['product']

const IN_STOCK = { trackQuantity: false, quantity: 0, inStock: true }

/** The owner's view of a saved product (what writes answer and events carry). */
function answer(w: Writer, id: string, fields: V3RequestedField[]) {
  const doc = w.ctx.store.v3.products.get(id) as V3ProductDoc
  return presentV3Product(w.ctx, doc, fields, true)
}

/** A brand or ribbon by name, or by the id of one some product has. */
function named(
  w: Writer,
  input: { id?: string; name?: string } | undefined,
  idOf: (name: string) => string,
  pick: (src: ProductSource) => string | undefined,
  at: string,
  out: FieldViolation[],
): string | undefined {
  if (!input) return undefined
  if (input.name) return input.name
  if (!input.id) return undefined
  for (const product of w.ctx.store.products.where()) {
    const name = pick(product._source)
    if (name && idOf(name) === input.id) return name
  }
  out.push(
    violation(`${at}.id`, 'INVALID_ENUM_VALUE', `no ${at.split('.').pop()} has id ${input.id}`),
  )
  return undefined
}

const sections = (input: V3Input['infoSections']) =>
  (input ?? []).map((s) => ({
    title: s.title ?? s.uniqueName ?? '',
    description: s.plainDescription ?? '',
  }))

/** Lowest variant price: what catalog v1 views show as the product's price. */
const lowest = (src: ProductSource) =>
  Math.min(...src.variants.map((v) => v.price ?? src.price).filter((p) => Number.isFinite(p)))

/** Applies the fields of a create or an update to a source. @throws ApiError 400 (every violation). */
function apply(w: Writer, src: ProductSource, input: Partial<V3Input>, created: boolean): void {
  const out: FieldViolation[] = []
  if (input.name !== undefined) src.name = input.name
  if (input.slug !== undefined || created) src.slug = slugFor(w, input.slug, src.name, src.id)
  if (input.plainDescription !== undefined) src.description = input.plainDescription
  if (input.visible !== undefined) src.visible = input.visible
  if (input.visibleInPos !== undefined) src.visibleInPos = input.visibleInPos
  if (input.productType !== undefined && created)
    src.productType = input.productType === 'DIGITAL' ? 'digital' : 'physical'
  if ('brand' in input)
    src.brand = named(w, input.brand, brandIdOf, (s) => s.brand, 'product.brand', out)
  if ('ribbon' in input)
    src.ribbon = named(w, input.ribbon, ribbonIdOf, (s) => s.ribbon, 'product.ribbon', out)
  if (input.infoSections) src.additionalInfoSections = sections(input.infoSections)
  if (input.handle !== undefined && created) src.handle = input.handle
  if (input.seoData) src.seoData = input.seoData as unknown as ProductSource['seoData']
  if (input.media) src.media = mediaOf(w, input.media)
  if (input.modifiers) src.modifiers = modifiersOf(input.modifiers)
  if (input.mainCategoryId !== undefined) {
    if (!src.collectionIds.includes(input.mainCategoryId))
      out.push(violation('product.mainCategoryId', 'OTHER', 'must be a category the product is in'))
    src.mainCategoryId = input.mainCategoryId
  }
  if (input.options && !input.variantsInfo)
    out.push(violation('product.variantsInfo', 'REQUIRED_FIELD', 'new options need their variants'))
  if (input.options) src.options = optionsOf(input.options, 'product.options', out)
  if (input.variantsInfo) {
    const at = 'product.variantsInfo.variants'
    src.variants = variantsOf(
      src.id,
      src.options,
      input.variantsInfo.variants,
      src.variants,
      at,
      out,
    )
    src.price = lowest(src)
  }
  throwIf(out)
}

/** CreateProduct (V3): options, variants (each with its own price), modifiers, media. */
export function createV3Product(
  w: Writer,
  input: V3Input,
  fields: V3RequestedField[] = [],
): V3ProductResponse {
  const id = w.ctx.newId()
  const now = w.ctx.clock.iso()
  const src: ProductSource = {
    id,
    numericId: w.ctx.store.nextNumericId(),
    inventoryItemId: inventoryItemIdFor(id),
    createdDate: now,
    lastUpdated: now,
    name: input.name,
    slug: '',
    visible: true,
    productType: 'physical',
    price: 0,
    additionalInfoSections: [],
    manageVariants: true,
    options: [],
    variants: [],
    stock: { ...IN_STOCK },
    discount: { type: 'NONE', value: 0 },
    media: [],
    collectionIds: [],
    revision: 1,
    categoryAdded: {},
  }
  apply(w, src, input, true)
  saveProduct(w, src)
  const product = answer(w, id, fields)
  v3ProductEvent(w, 'created', product)
  return { product }
}

/** A product for an update, at the revision the caller saw. @throws ApiError 404, 409. */
function atRevision(w: Writer, id: string, revision: string): StoredProduct {
  const stored = loadProduct(w, id)
  const current = String(stored._source.revision ?? 1)
  if (current !== revision)
    throw conflict(
      'REVISION_MISMATCH',
      `Product ${id} is at revision ${current}, not ${revision}`,
      {
        id,
        revision: current,
      },
    )
  return stored
}

/** UpdateProduct (V3): the fields sent replace stored ones; options come with their variants. */
export function updateV3Product(
  w: Writer,
  input: Update,
  fields: V3RequestedField[] = [],
): V3ProductResponse {
  const { id, revision, ...changes } = input
  const src = atRevision(w, id, revision)._source
  apply(w, src, changes, false)
  touchProduct(w, src)
  const product = answer(w, id, fields)
  v3ProductEvent(w, 'updated', product, Object.keys(changes))
  return { product }
}

/** DeleteProduct (V3): the product, its variants and inventory items. */
export function deleteV3Product(w: Writer, id: string): Record<string, never> {
  if (!w.ctx.store.v3.products.get(id))
    throw notFound('PRODUCT_NOT_FOUND', `Product ${id} was not found`, { id })
  const product = answer(w, id, [])
  w.ctx.store.deleteProduct(id)
  v3ProductEvent(w, 'deleted', product)
  return {}
}

/** BulkCreateProducts: each product created or refused on its own. */
export function bulkCreateV3Products(
  w: Writer,
  inputs: V3Input[],
  returnEntity = false,
  fields: V3RequestedField[] = [],
): V3BulkProductsResponse {
  return bulkOf(w.ctx, inputs, (input) => {
    const { product } = createV3Product(w, input, fields)
    return { id: product.id, ...(returnEntity && { item: product }) }
  })
}

/** BulkUpdateProducts. */
export function bulkUpdateV3Products(
  w: Writer,
  inputs: Update[],
  returnEntity = false,
  fields: V3RequestedField[] = [],
): V3BulkProductsResponse {
  return bulkOf(
    w.ctx,
    inputs,
    (input) => {
      const { product } = updateV3Product(w, input, fields)
      return { id: product.id, ...(returnEntity && { item: product }) }
    },
    (input) => input.id,
  )
}

/** BulkDeleteProducts. */
export function bulkDeleteV3Products(w: Writer, ids: string[]): V3BulkProductsResponse {
  return bulkOf(
    w.ctx,
    ids,
    (id) => {
      deleteV3Product(w, id)
      return { id }
    },
    (id) => id,
  )
}
