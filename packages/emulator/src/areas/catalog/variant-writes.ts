import type { VariantChanged, VariantOverride } from '@storefront-kit/wire'
import { notFound, precondition, validationError, violation } from '../../http/api-error'
import { productChanged, variantsChanged } from './events'
import type { VariantState } from './model'
import { loadProduct, ownerView, touchProduct, type Writer } from './product-writes'
import { hasChoices, resolveChoices, variantsFor } from './variants'

const OVERRIDES = [
  'price',
  'cost',
  'weight',
  'sku',
  'visible',
  'productDimensions',
  'packageDimensions',
] as const

/**
 * UpdateVariants: each override selects variants by ids, by (some) choices, or all of them, and
 * sets their own price, cost, weight, SKU, visibility or dimensions. Needs managed variants.
 */
export function updateVariants(w: Writer, id: string, overrides: VariantOverride[]) {
  const src = loadProduct(w, id)._source
  if (!src.manageVariants)
    throw precondition(
      'VARIANT_MANAGEMENT_DISABLED',
      'Variants can be updated only when the product manages variants (manageVariants: true)',
      { productId: id },
    )
  const violations = []
  const targets: VariantState[][] = []
  for (const [i, override] of overrides.entries()) {
    const missing = (override.variantIds ?? []).filter(
      (vid) => !src.variants.some((v) => v.id === vid),
    )
    if (missing.length)
      throw notFound('VARIANT_NOT_FOUND', `Variants ${missing.join(', ')} were not found`, {
        variantIds: missing,
      })
    const { choices, unknown } = resolveChoices(src.options, override.choices ?? {})
    for (const u of unknown)
      violations.push(
        violation(`variants[${i}].choices.${u.option}`, 'INVALID_ENUM_VALUE', u.reason),
      )
    const ids = override.variantIds?.length ? new Set(override.variantIds) : undefined
    targets.push(src.variants.filter((v) => (!ids || ids.has(v.id)) && hasChoices(v, choices)))
  }
  if (violations.length) throw validationError(violations)
  const changed = new Map<string, Set<string>>()
  for (const [i, override] of overrides.entries())
    for (const variant of targets[i] ?? []) {
      const fields = changed.get(variant.id) ?? new Set<string>()
      for (const key of OVERRIDES)
        if (override[key] !== undefined) {
          Object.assign(variant, { [key]: override[key] })
          fields.add(key)
        }
      changed.set(variant.id, fields)
    }
  const product = ownerView(w, touchProduct(w, src))
  variantsChanged(w, id, changes(changed))
  return { variants: product.variants }
}

const changes = (changed: Map<string, Set<string>>): VariantChanged[] =>
  [...changed].map(([variantId, fields]) => ({ variantId, changedFields: [...fields] }))

/** ResetAllVariantData: every variant back to the product's price, cost, weight, SKU. */
export function resetAllVariantData(w: Writer, id: string) {
  const src = loadProduct(w, id)._source
  const changed = new Map<string, Set<string>>()
  for (const variant of src.variants) {
    const fields = new Set(OVERRIDES.filter((key) => variant[key] !== undefined))
    for (const key of fields) delete variant[key]
    changed.set(variant.id, fields)
  }
  touchProduct(w, src)
  variantsChanged(w, id, changes(changed))
  return {}
}

/** DeleteProductOptions: no options, one default variant, variants no longer managed. */
export function deleteProductOptions(w: Writer, id: string) {
  const src = loadProduct(w, id)._source
  src.options = []
  src.manageVariants = false
  src.variants = variantsFor(src.id, [], [], src.stock)
  touchProduct(w, src)
  productChanged(w, id, ['productOptions', 'manageVariants', 'variants'])
  return {}
}
