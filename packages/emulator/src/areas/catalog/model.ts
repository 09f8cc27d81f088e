import type {
  AdditionalInfoSection,
  Dimensions,
  OptionType,
  PriceData,
  PricePerUnitData,
  Product,
  ProductDiscount,
  ProductType,
  SeoSchema,
} from '@storefront-kit/wire'

/**
 * What the catalog stores. A product document holds the wire `Product` (derived, so queries read
 * wire paths) plus `_source`, the state every derived field is computed from. Media URLs are
 * filled in when answering, because the public URL is only known at serve time.
 */

/** A picture attached to a product: a media id, and a URL only for pictures added by URL. */
export interface MediaRef {
  id: string
  url?: string
  width: number
  height: number
  title: string
}

export interface ChoiceState {
  value: string
  description: string
  /** Product media ids shown for this choice. */
  mediaIds: string[]
}

export interface OptionState {
  name: string
  optionType: OptionType
  choices: ChoiceState[]
}

/** Stock of a variant, or of the whole product when variants are not managed. */
export interface StockState {
  trackQuantity: boolean
  /** Units when tracked. */
  quantity: number
  /** Whether an untracked item can be bought. */
  inStock: boolean
  /** Catalog V3 preorder settings of the inventory item. */
  preorder?: { enabled: boolean; message?: string; limit?: number }
  /** Catalog V3: the inventory item's own revision (absent means 1), up on every stock change. */
  revision?: number
}

/** Marks a stock change: the next inventory item revision. */
export const bumpStock = (stock: StockState) => {
  stock.revision = (stock.revision ?? 1) + 1
}

/** One variant: its choices, its own values (used only when variants are managed) and stock. */
export interface VariantState {
  id: string
  choices: Record<string, string>
  price?: number
  cost?: number
  weight?: number
  sku?: string
  visible?: boolean
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
  stock: StockState
  /** Catalog V3: the price before a discount, shown struck through. */
  compareAtPrice?: number
  barcode?: string
}

/** A Catalog V3 modifier: buyer input (free text or a choice) that makes no variant. */
export interface ModifierState {
  name: string
  renderType: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES'
  mandatory: boolean
  freeText?: { title: string; minCharCount?: number; maxCharCount?: number; addedPrice?: number }
  choices?: { name: string; colorCode?: string; addedPrice?: number }[]
}

/** Everything a product's wire fields are derived from. */
export interface ProductSource {
  id: string
  numericId: string
  inventoryItemId: string
  createdDate: string
  lastUpdated: string
  name: string
  slug: string
  visible: boolean
  productType: ProductType
  description?: string
  sku?: string
  weight?: number
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
  price: number
  itemCost?: number
  pricePerUnitData?: PricePerUnitData
  additionalInfoSections: AdditionalInfoSection[]
  manageVariants: boolean
  options: OptionState[]
  variants: VariantState[]
  /** Product-level stock: used when variants are not managed. */
  stock: StockState
  discount: ProductDiscount
  seoData?: SeoSchema
  ribbon?: string
  brand?: string
  media: MediaRef[]
  collectionIds: string[]
  /** Catalog V3: increments on every save. Absent means 1. */
  revision?: number
  modifiers?: ModifierState[]
  visibleInPos?: boolean
  handle?: string
  mainCategoryId?: string
  /** When the product joined each category (lists of a category show the newest first). */
  categoryAdded?: Record<string, string>
}

/**
 * A stored product document: the wire product without what answers rebuild (the deprecated
 * `price` and `convertedPriceData` copies, media, options with their media), so queries and
 * reads parse less JSON. `_choices` indexes choices for `options.<name>` filters.
 */
export type StoredProduct = Omit<
  Product,
  'price' | 'convertedPriceData' | 'media' | 'productOptions' | 'priceData'
> & {
  priceData: PriceData
  _source: ProductSource
  _choices: Record<string, string[]>
}

/**
 * A stored collection (`media` and `numberOfProducts` are added when answering). A Catalog V3
 * site answers the same rows as categories, with the fields below.
 */
export interface StoredCollection {
  id: string
  name: string
  slug: string
  description?: string
  visible: boolean
  media: MediaRef[]
  createdDate?: string
  updatedDate?: string
  revision?: number
  /** Set on create only; `index` orders siblings. */
  parentCategory?: { id: string; index: number }
  /** Product ids arranged by hand, in order. */
  arranged?: string[]
  seoData?: Record<string, unknown>
}

/** Stock that can be bought now. */
export const available = (stock: StockState) =>
  stock.trackQuantity ? stock.quantity > 0 : stock.inStock
