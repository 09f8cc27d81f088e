/**
 * Catalog V3 wire shapes (wire/catalog-v3.md): products v3, read-only variants, inventory items,
 * categories and the catalog version. Prices are `FixedMonetaryAmount`s (decimal strings), every
 * product has at least one variant, and categories replace collections. The product entity is
 * here; inventory, categories and the requests re-export from their own modules.
 * @module
 */

import type { CatalogVersion, Dimensions } from './catalog'
import type { PageUrlV2 } from './common'

export * from './catalog-v3-categories'
export * from './catalog-v3-category-requests'
export * from './catalog-v3-inventory'
export * from './catalog-v3-requests'
export * from './catalog-v3-variants'

/** Which catalog a site runs (`GET /stores/v3/provision/version`). */
export const CATALOG_VERSIONS = ['V1_CATALOG', 'V3_CATALOG', 'STORES_NOT_INSTALLED'] as const

/** Answer of GetCatalogVersion. */
export interface GetCatalogVersionResponse {
  catalogVersion: CatalogVersion
}

/** Physical or digital (upper case in V3). */
export const V3_PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL'] as const
/** One of {@link V3_PRODUCT_TYPES}. */
export type V3ProductType = (typeof V3_PRODUCT_TYPES)[number]

/** How an option's choices are shown. */
export const OPTION_RENDER_TYPES = ['TEXT_CHOICES', 'SWATCH_CHOICES'] as const
/** One of {@link OPTION_RENDER_TYPES}. */
export type ProductOptionRenderType = (typeof OPTION_RENDER_TYPES)[number]

/** How a modifier collects the buyer's input. */
export const MODIFIER_RENDER_TYPES = ['FREE_TEXT', 'TEXT_CHOICES', 'SWATCH_CHOICES'] as const
/** One of {@link MODIFIER_RENDER_TYPES}. */
export type ModifierRenderType = (typeof MODIFIER_RENDER_TYPES)[number]

/** A choice is text or one color (`MULTIPLE_COLORS` and `IMAGE` are internal values). */
export type V3ChoiceType = 'CHOICE_TEXT' | 'ONE_COLOR' | 'MULTIPLE_COLORS' | 'IMAGE'

/** Stock over a product's variants at the default location. */
export type V3InventoryAvailabilityStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK'
/** Preorder over a product's variants. */
export type V3PreorderStatus = 'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED'
/** Which variants can be preordered. */
export type V3PreorderAvailability = 'ALL_VARIANTS' | 'NO_VARIANTS' | 'SOME_VARIANTS'

/** Opt-in parts of products in Get/Query/Search (`fields`). */
export const V3_REQUESTED_FIELDS = [
  'URL',
  'CURRENCY',
  'INFO_SECTION',
  'MERCHANT_DATA',
  'PLAIN_DESCRIPTION',
  'INFO_SECTION_PLAIN_DESCRIPTION',
  'SUBSCRIPTION_PRICES_INFO',
  'BREADCRUMBS_INFO',
  'WEIGHT_MEASUREMENT_UNIT_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'MEDIA_ITEMS_INFO',
  'DESCRIPTION',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'MIN_VARIANT_PRICE_INFO',
  'INFO_SECTION_DESCRIPTION',
  'THUMBNAIL',
  'DIRECT_CATEGORY_IDS',
  'PRODUCT_CHOICES_MEDIA_REFERENCES',
  'PRODUCT_CHOICES_DISPLAY_IMAGE',
  'MIN_PRICE_VARIANT',
  'DISCOUNT_INFO',
] as const
/** One of {@link V3_REQUESTED_FIELDS}. */
export type V3RequestedField = (typeof V3_REQUESTED_FIELDS)[number]

/** An amount in the store currency: `formattedAmount` only with `fields: ['CURRENCY']`. */
export interface FixedMonetaryAmount {
  /** Decimal string, 0–999,999,999.99, at most 3 decimals. */
  amount: string
  formattedAmount?: string
}

/** Smallest and largest amount over a product's variants. */
export interface PriceRange {
  minValue?: FixedMonetaryAmount
  maxValue?: FixedMonetaryAmount
}

/** An image of the media manager (or an external URL). */
export interface V3Image {
  id?: string
  url?: string
  height?: number
  width?: number
  altText?: string
  filename?: string
}

/** A small picture of a media item (`fields: ['THUMBNAIL']`). */
export interface V3Thumbnail {
  url?: string
  height?: number
  width?: number
  altText?: string
}

/** One media item: set by media-manager `id` or by external `url`. */
export interface ProductMedia {
  id?: string
  url?: string
  /** Read-only. */
  image?: V3Image
  altText?: string
  displayName?: string
  /** Read-only. */
  mediaType?: 'IMAGE' | 'VIDEO'
  thumbnail?: V3Thumbnail
}

/** A product's media: the first item is `main`; all items with `MEDIA_ITEMS_INFO`. */
export interface V3Media {
  main?: ProductMedia
  itemsInfo?: { items: ProductMedia[] }
}

/** The product page (`fields: ['URL']`), a shape shared with Cart V2. */
export type { PageUrlV2 } from './common'

/** One choice of an option ("M", "Navy"). */
export interface ConnectedOptionChoice {
  choiceId?: string
  /** Read-only, from the name. */
  key?: string
  name?: string
  /** Swatch choices: the HEX color. */
  colorCode?: string
  choiceType?: V3ChoiceType
  /** Read-only: some variant with this choice is in stock (default location). */
  inStock?: boolean
  /** Read-only: some variant with this choice is visible. */
  visible?: boolean
}

/** An option ("Size", "Color"): every variant has one of its choices. At most 6. */
export interface ConnectedOption {
  id?: string
  name?: string
  /** Read-only, from the name. */
  key?: string
  optionRenderType?: ProductOptionRenderType
  choicesSettings?: { choices: ConnectedOptionChoice[] }
}

/** One choice of a modifier (a gift box color). */
export interface ConnectedModifierChoice {
  choiceId?: string
  key?: string
  name?: string
  colorCode?: string
  choiceType?: V3ChoiceType
  /** Decimal string added to the price when chosen. */
  addedPrice?: string
}

/** A free-text modifier (an engraving): its `key` names the text in a cart reference. */
export interface FreeTextSettings {
  minCharCount?: number
  maxCharCount?: number
  defaultAddedPrice?: string
  title?: string
  key?: string
}

/** Buyer input that creates no variant: free text or a choice. At most 10. */
export interface ConnectedModifier {
  id?: string
  name?: string
  key?: string
  modifierRenderType?: ModifierRenderType
  mandatory?: boolean
  freeTextSettings?: FreeTextSettings
  choicesSettings?: { choices: ConnectedModifierChoice[] }
}

/** A brand: pass `name` to add one, `id` to use an existing one. */
export interface V3Brand {
  id?: string
  name?: string
}

/** A ribbon ("Sale"): by `name` or `id`. */
export interface V3Ribbon {
  id?: string
  name?: string
}

/** A category the product is in, and its place there. */
export interface ProductCategory {
  id: string
  index?: number
}

/** Categories of a product (direct ones, or with their ancestors). */
export interface ProductCategoriesInfo {
  categories: ProductCategory[]
}

/** Stock and preorder over the variants (default location). */
export interface V3ProductInventory {
  availabilityStatus?: V3InventoryAvailabilityStatus
  preorderStatus?: V3PreorderStatus
  preorderAvailability?: V3PreorderAvailability
}

/** One step of the path to the product's main category. */
export interface V3BreadCrumb {
  categoryId?: string
  categoryName?: string
  categorySlug?: string
}

/** A variant's option and choice, by ids (and by names with `VARIANT_OPTION_CHOICE_NAMES`). */
export interface OptionChoice {
  optionChoiceIds?: { optionId?: string; choiceId?: string }
  optionChoiceNames?: { optionName?: string; choiceName?: string; renderType?: string }
}

/** A variant's prices. */
export interface V3PriceInfo {
  actualPrice?: FixedMonetaryAmount
  /** The price before a discount, shown struck through; only when there is one. */
  compareAtPrice?: FixedMonetaryAmount
}

/** Cost, profit and margin (`MERCHANT_DATA`, the owner only). */
export interface RevenueDetails {
  cost?: FixedMonetaryAmount
  profit?: FixedMonetaryAmount
  profitMargin?: number
}

/** Whether a variant can be bought now, or preordered. */
export interface V3VariantInventoryStatus {
  inStock?: boolean
  preorderEnabled?: boolean
}

/** Weight and dimensions of a physical variant. */
export interface VariantPhysicalProperties {
  weight?: number
  productDimensions?: Dimensions
  packageDimensions?: Dimensions
}

/** One purchasable combination of choices (`choices` has one per option). */
export interface V3Variant {
  id?: string
  visible?: boolean
  sku?: string
  barcode?: string
  choices?: OptionChoice[]
  price?: V3PriceInfo
  revenueDetails?: RevenueDetails
  /** Read-only: the picture of its first choice that has one, else the product's. */
  media?: ProductMedia
  inventoryStatus?: V3VariantInventoryStatus
  physicalProperties?: VariantPhysicalProperties
  digitalProperties?: { digitalFile?: { id?: string; fileName?: string } }
}

/** Physical properties of the product. */
export interface V3PhysicalProperties {
  pricePerUnit?: { quantity?: number; measurementUnit?: string }
  fulfillerId?: string
  deliveryProfileId?: string
  /** Read-only: lightest and heaviest variant. */
  shippingWeightRange?: { minValue?: number; maxValue?: number }
  weightMeasurementUnitInfo?: { weightMeasurementUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB' }
}

/** An info section shown on the product page ("Care"). */
export interface V3InfoSection {
  id?: string
  uniqueName?: string
  title?: string
  /** HTML (`INFO_SECTION_PLAIN_DESCRIPTION`). */
  plainDescription?: string
}

/** A rich-content document (the vendor's node tree); opaque here. */
export type RichContent = Record<string, unknown>

/** A Catalog V3 product. Query and Search answer no `variantsInfo`; Get does. */
export interface V3Product {
  id: string
  /** Increments on every update; UpdateProduct must send the current one. */
  revision: string
  createdDate: string
  updatedDate: string
  name: string
  slug: string
  /** `fields: ['URL']`. */
  url?: PageUrlV2
  /** `fields: ['DESCRIPTION']`. */
  description?: RichContent
  /** HTML; `fields: ['PLAIN_DESCRIPTION']` when reading. */
  plainDescription?: string
  visible: boolean
  visibleInPos?: boolean
  media?: V3Media
  seoData?: Record<string, unknown>
  taxGroupId?: string
  options?: ConnectedOption[]
  modifiers?: ConnectedModifier[]
  brand?: V3Brand
  infoSections?: V3InfoSection[]
  ribbon?: V3Ribbon
  /** `fields: ['DIRECT_CATEGORIES_INFO']`. */
  directCategoriesInfo?: ProductCategoriesInfo
  /** `fields: ['ALL_CATEGORIES_INFO']`: with every ancestor of the direct ones. */
  allCategoriesInfo?: ProductCategoriesInfo
  mainCategoryId?: string
  /** `fields: ['MERCHANT_DATA']`. */
  costRange?: PriceRange
  inventory?: V3ProductInventory
  productType: V3ProductType
  physicalProperties?: V3PhysicalProperties
  handle?: string
  /** ISO-4217. */
  currency?: string
  /** `fields: ['BREADCRUMBS_INFO']`. */
  breadcrumbsInfo?: { breadcrumbs: V3BreadCrumb[] }
  actualPriceRange?: PriceRange
  compareAtPriceRange?: PriceRange
  variantsInfo?: { variants: V3Variant[] }
  additionalRibbons?: V3Ribbon[]
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> }
  tags?: Record<string, unknown>
  subscriptionDetails?: Record<string, unknown>
  variantSummary?: { variantCount?: number; minPriceVariant?: V3Variant }
}
