import type { InventoryItem } from '@storefront-kit/wire'
import type { CatalogContext } from '../context'
import type { StoredProduct } from '../model'
import type { Writer } from '../product-writes'
import { deriveV3Product, type V3ProductDoc } from './derive-product'
import { inventoryItemOf, readOnlyVariant } from './derive-variants'
import { inventoryEvents } from './events'
import { type CategoryTree, categoryTree } from './tree'

/** Whether the site runs Catalog V3 (its read models are kept, its routes answered). */
export const isV3 = (ctx: CatalogContext) => ctx.site.catalog === 'v3'

/**
 * Writes a product's Catalog V3 read models (the product document, its read-only variants and
 * its inventory items), which V3 queries run on. Products stay the source of truth: every save
 * on a V3 site rewrites them.
 */
export function saveReadModel(
  w: Writer,
  stored: StoredProduct,
  tree: CategoryTree = w.tree ?? categoryTree(w.ctx),
): V3ProductDoc {
  const { ctx } = w
  const src = stored._source
  const doc = deriveV3Product(src, tree)
  const extra = {
    visible: src.visible,
    visibleInPos: doc.visibleInPos ?? false,
    revision: doc.revision,
    handle: doc.handle ?? src.slug,
  }
  const context = {
    ...(doc.mainCategoryId && { mainCategoryId: doc.mainCategoryId }),
    updatedDate: doc.updatedDate,
    ...(doc.brand?.id && { brandId: doc.brand.id }),
  }
  const variants = doc.variantsInfo.variants.map((variant) => ({
    doc: readOnlyVariant(doc, extra, context, variant),
    visible: src.visible && variant.visible !== false,
  }))
  const categoryIds = doc.directCategoriesInfo?.categories.map((c) => c.id) ?? []
  const items = src.variants.map((variant) => ({
    doc: inventoryItemOf(src, variant, categoryIds),
    visible: src.visible,
  }))
  const before = w.quiet
    ? []
    : (ctx.store.v3.inventory.where('product_id = ?', src.id) as InventoryItem[])
  ctx.store.saveV3(src.id, { doc, visible: src.visible }, variants, items)
  if (!w.quiet)
    inventoryEvents(
      w,
      before,
      items.map((item) => item.doc),
    )
  return doc
}

/** Rewrites the read models of some products (after their categories changed), or of all. */
export function refreshReadModels(w: Writer, productIds?: Iterable<string>): void {
  const { ctx } = w
  if (!isV3(ctx)) return
  const tree = categoryTree(ctx)
  const products = productIds
    ? [...new Set(productIds)].flatMap((id) => ctx.store.products.get(id) ?? [])
    : ctx.store.products.where()
  for (const product of products) saveReadModel(w, product, tree)
}
