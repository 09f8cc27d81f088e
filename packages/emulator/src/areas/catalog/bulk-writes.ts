import type {
  AdjustValue,
  BulkProductResult,
  BulkProductsResponse,
  PropertyAdjustmentData,
  SetValue,
} from '@storefront-kit/wire'
import { CATALOG_MAX_AMOUNT } from '@storefront-kit/wire'
import { productChanged } from './events'
import type { ProductSource } from './model'
import { adjustAmount } from './pricing'
import { touchProduct, type Writer } from './product-writes'

type Outcome = { code: string; description: string } | undefined

/** Runs `change` on each product; unknown ids and refused changes are per-item failures. */
function bulk(
  w: Writer,
  ids: string[],
  change: (src: ProductSource) => { fields: string[]; error?: Outcome },
): BulkProductsResponse {
  const results: BulkProductResult[] = ids.map((id, originalIndex) => {
    const src = w.ctx.store.products.get(id)?._source
    const { fields, error } = src
      ? change(src)
      : {
          fields: [],
          error: { code: 'PRODUCT_NOT_FOUND', description: `Product ${id} was not found` },
        }
    if (error)
      return { itemMetadata: { id, originalIndex, success: false, error: { ...error, data: {} } } }
    if (src) {
      touchProduct(w, src)
      productChanged(w, id, fields)
    }
    return { itemMetadata: { id, originalIndex, success: true } }
  })
  const failures = results.filter((r) => !r.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses: results.length - failures,
      totalFailures: failures,
      undetailedFailures: 0,
    },
  }
}

/** BulkUpdateProducts: one value set on every product (and replacing per-variant values). */
export function bulkUpdateProducts(w: Writer, ids: string[], set: SetValue) {
  return bulk(w, ids, (src) => {
    if (set.price !== undefined) src.price = set.price
    if (set.cost !== undefined) src.itemCost = set.cost
    if (set.weight !== undefined) src.weight = set.weight
    if (set.ribbon !== undefined) src.ribbon = set.ribbon || undefined
    if (set.brand !== undefined) src.brand = set.brand || undefined
    // A product-wide value replaces per-variant ones, so it applies to every variant.
    for (const key of ['price', 'cost', 'weight'] as const)
      if (set[key] !== undefined) for (const v of src.variants) delete v[key]
    const field = Object.keys(set)[0] ?? ''
    return {
      fields: [field === 'price' ? 'priceData' : field === 'cost' ? 'costAndProfitData' : field],
    }
  })
}

/** BulkAdjustProductProperties: a percentage or amount added to price, cost or weight. */
export function bulkAdjustProductProperties(w: Writer, ids: string[], adjust: AdjustValue) {
  const [key, change] = Object.entries(adjust)[0] as [keyof AdjustValue, PropertyAdjustmentData]
  const current = (src: ProductSource) =>
    key === 'price' ? src.price : key === 'cost' ? src.itemCost : src.weight
  const rule = {
    ...(change.percentage && {
      percentage: { rate: change.percentage.rate ?? 0, roundToInt: change.percentage.roundToInt },
    }),
    ...(change.amount !== undefined && { amount: change.amount }),
  }
  return bulk(w, ids, (src) => {
    const values = [current(src), ...src.variants.map((v) => v[key])]
    const adjusted = values.map((value) =>
      value === undefined ? undefined : adjustAmount(value, rule),
    )
    const bad = adjusted.some(
      (value, i) => values[i] !== undefined && (value === undefined || value > CATALOG_MAX_AMOUNT),
    )
    if (bad)
      return {
        fields: [],
        error: {
          code: 'INVALID_ADJUSTMENT',
          description: `The adjusted ${key} would be below 0 or above ${CATALOG_MAX_AMOUNT}`,
        },
      }
    const [own, ...perVariant] = adjusted
    if (key === 'price' && own !== undefined) src.price = own
    if (key === 'cost') src.itemCost = own
    if (key === 'weight') src.weight = own
    src.variants.forEach((v, i) => {
      if (perVariant[i] !== undefined) v[key] = perVariant[i]
    })
    return { fields: [key === 'price' ? 'priceData' : key === 'cost' ? 'costAndProfitData' : key] }
  })
}
