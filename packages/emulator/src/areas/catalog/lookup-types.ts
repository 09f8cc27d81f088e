import type { Image } from '@storefront-kit/wire'

/** Wix Stores' app id: catalog line items reference products with it. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e'

/**
 * What other areas (cart, checkout, orders, back-in-stock, recommendations) need to know about a
 * catalog item, resolved from a `catalogReference`. The catalog area implements the lookup in
 * `lookup.ts` and offers it through `CatalogService`; consumers depend only on this shape.
 */
export interface CatalogItem {
  productId: string
  /** Set when the reference named a variant (by `options.variantId` or by choices). */
  variantId?: string
  name: string
  /** Product page slug: the storefront page is `/product-page/<slug>`. */
  slug: string
  sku?: string
  /** Price the buyer pays per unit, decimal string in the site currency (`"24.5"`). */
  price: string
  /** Price before the product's own discount (equals `price` without one). */
  fullPrice: string
  /** Main picture, with `url` filled for the current public URL. */
  image?: Image
  /** Weight per unit in the store's weight unit, when known. */
  weight?: number
  itemType: 'PHYSICAL' | 'DIGITAL'
  /** Choices for display, e.g. `{ Size: 'M', Color: 'Blue' }`. */
  choices: Record<string, string>
  /** Whether visitors may see and buy it. */
  visible: boolean
  inventory: {
    /** When false, stock is unlimited while `inStock` is true. */
    trackQuantity: boolean
    /** Units in stock when tracked. */
    quantity?: number
    inStock: boolean
  }
  /** Collections the product belongs to (recommendations use them). */
  collectionIds: string[]
}

/** A stock change: negative to take units (an order), positive to give them back (a cancel). */
export interface InventoryChange {
  productId: string
  variantId?: string
  delta: number
}
