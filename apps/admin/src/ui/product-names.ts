import { useCatalogVersion, useProducts, useProductsV3 } from '@storefront-kit/react'

/** What a screen needs to name a product (and price a notice): its id, name and price. */
export interface ProductSummary {
  id: string
  name: string
  /** Decimal string in the store currency (the lowest variant price on a V3 catalog). */
  price: string | undefined
}

/** The store's products as summaries, while they load, or why they did not. */
export interface ProductSummaries {
  products: readonly ProductSummary[] | undefined
  byId: ReadonlyMap<string, ProductSummary>
  error: unknown
}

// The first 100 products: enough to name the items a review or a request is about in a small
// shop; an unknown id still shows (as the id) when a catalog is bigger.
const LIMIT = 100

/**
 * The store's products by id, from whichever catalog the store runs (V1 or V3): reviews and
 * back-in-stock requests name products by id only, and the owner wants their names.
 *
 * @example
 * ```tsx
 * const { byId } = useProductSummaries()
 * return <td>{byId.get(review.entityId)?.name ?? review.entityId}</td>
 * ```
 */
export function useProductSummaries(): ProductSummaries {
  const version = useCatalogVersion()
  const v3 = version.data?.catalogVersion === 'V3_CATALOG'
  const known = version.isSuccess
  const v1Products = useProducts({ query: { paging: { limit: LIMIT } } }, { enabled: known && !v3 })
  const v3Products = useProductsV3(
    { query: { cursorPaging: { limit: LIMIT } } },
    { enabled: known && v3 },
  )
  const products: ProductSummary[] | undefined = !known
    ? undefined
    : v3
      ? v3Products.data?.products.map((p) => ({
          id: p.id ?? '',
          name: p.name,
          price: p.actualPriceRange?.minValue?.amount,
        }))
      : v1Products.data?.products.map((p) => ({
          id: p.id,
          name: p.name ?? p.id,
          price: (p.priceData ?? p.price).discountedPrice.toFixed(2),
        }))
  return {
    products,
    byId: new Map((products ?? []).map((p) => [p.id, p])),
    error: version.error ?? (v3 ? v3Products.error : v1Products.error),
  }
}
