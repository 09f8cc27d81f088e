import type { CatalogContext } from '../context'
import { demoCollectionId } from '../ids'
import type { ModifierState, ProductSource } from '../model'

/**
 * The demo store as a Catalog V3 store creates it: the same products, categories and pictures,
 * with what V3 adds. Every variant keeps its own price and stock (V3 has no product-level
 * stock: each variant starts with the stock the product had), some products take buyer input
 * (modifiers), and two categories nest under Home & Living.
 */

/** Demo modifiers by product slug. */
const MODIFIERS: Record<string, ModifierState[]> = {
  'leather-card-wallet': [
    {
      name: 'Engraving',
      renderType: 'FREE_TEXT',
      mandatory: false,
      freeText: { title: 'Initials to engrave', maxCharCount: 3, addedPrice: 5 },
    },
    {
      name: 'Gift box',
      renderType: 'TEXT_CHOICES',
      mandatory: false,
      choices: [{ name: 'No box' }, { name: 'Kraft box', addedPrice: 4 }],
    },
  ],
}

/** Subcategories of the demo tree: child slug → parent slug. */
const PARENTS: [string, string][] = [
  ['kitchen', 'home'],
  ['plants', 'home'],
]

/** Nests the demo subcategories (run after the categories are saved, before the products). */
export function nestDemoCategories(ctx: CatalogContext): void {
  const index = new Map<string, number>()
  for (const [child, parent] of PARENTS) {
    const category = ctx.store.collections.get(demoCollectionId(child))
    if (!category) continue
    const at = index.get(parent) ?? 0
    index.set(parent, at + 1)
    ctx.store.saveCollection({
      ...category,
      parentCategory: { id: demoCollectionId(parent), index: at },
    })
  }
}

/** A demo product's source as a V3 store keeps it. */
export function v3DemoSource(src: ProductSource): ProductSource {
  const managed = src.manageVariants
  return {
    ...src,
    manageVariants: true,
    variants: src.variants.map((variant) => ({
      ...variant,
      stock: managed ? variant.stock : { ...src.stock },
    })),
    ...(MODIFIERS[src.slug] && { modifiers: MODIFIERS[src.slug] }),
  }
}
