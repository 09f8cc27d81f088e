/**
 * The shop's own view of a product, made from a Catalog V1 product (`from-v1.ts`) or a Catalog
 * V3 one (`from-v3.ts`): the pages and cards render this, so they work against either kind of
 * store. It holds what a page shows, nothing more (the hydrated cache carries it to the browser).
 */

/** Which catalog a store runs: V1 (products and collections) or V3 (products v3 and categories). */
export type Catalog = 'v1' | 'v3'

/** A picture of the image service (a media id or an external link), with its size if known. */
export interface ShopPicture {
  id?: string
  url: string
  width?: number
  height?: number
}

/** A price as shown: now, and before a discount when there is one. */
export interface ShopPrice {
  /** What a buyer pays now, e.g. 24. */
  amount: number
  currency: string
  /** "$24.00". */
  now: string
  /** The price before the discount ("$30.00"), only when it is higher. */
  was?: string
}

/** One choice of an option, as the option picker shows it. */
export interface ShopChoice {
  label: string
  /** Swatch colour (`#1e3a8a`) of a colour choice. */
  color?: string
  /** Some variant with this choice can be bought now. */
  inStock: boolean
}

/** An option ("Size"): every variant has one of its choices. */
export interface ShopOption {
  name: string
  choices: ShopChoice[]
}

/** One purchasable combination of choices. */
export interface ShopVariant {
  id: string
  /** Option name → choice label. */
  choices: Record<string, string>
  inStock: boolean
  price: ShopPrice
  sku?: string
}

/** Stock over a product's variants, as schema.org and the cards need it. */
export type ShopAvailability = 'IN_STOCK' | 'PARTIALLY_OUT_OF_STOCK' | 'OUT_OF_STOCK'

/** A product as the shop shows it. */
export interface ShopProduct {
  catalog: Catalog
  id: string
  slug: string
  name: string
  /** HTML from the catalog (rendered as plain text). */
  description?: string
  ribbon?: string
  brand?: string
  sku?: string
  /** The card's price: the product's (V1) or its cheapest variant's (V3). */
  price: ShopPrice
  availability: ShopAvailability
  /** The main picture first. */
  pictures: ShopPicture[]
  options: ShopOption[]
  /** Every variant; empty on cards (lists do not carry them). */
  variants: ShopVariant[]
  infoSections: { title: string; html: string }[]
  /** ISO-8601, for the sitemap. */
  updated?: string
}

/** A collection (V1) or a category (V3), as the shop shows it. */
export interface ShopCollection {
  id: string
  slug: string
  name: string
  description?: string
  picture?: ShopPicture
  /** Products directly in it. */
  count: number
  visible: boolean
}

/** One page of a collection's products. */
export interface ShopProductPage {
  products: ShopProduct[]
  /** Products matching, over every page. */
  total: number
  /** V3 pages by cursor: the cursors of the pages before and after this one. */
  cursors?: { prev?: string; next?: string }
}
