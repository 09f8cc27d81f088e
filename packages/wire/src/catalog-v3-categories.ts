import type { V3Image } from './catalog-v3'

/** The category tree of Wix Stores (`treeReference.appNamespace`). */
export const STORES_TREE = '@wix/stores'

/** Which category tree: the app's namespace (and a key when an app keeps several). */
export interface TreeReference {
  appNamespace: string
  treeKey?: string
}

/** An item in a category: for Wix Stores a product id and the Stores app id. */
export interface ItemReference {
  catalogItemId: string
  appId: string
}

/** One ancestor of a category. */
export interface CategoryBreadcrumb {
  categoryId?: string
  categoryName?: string
  categorySlug?: string
}

/** A category of a tree: products are its items; categories nest under `parentCategory`. */
export interface Category {
  id: string
  revision: string
  createdDate?: string
  updatedDate?: string
  name: string
  image?: V3Image
  /** Read-only: items directly in it (visitors count visible products only). */
  itemCounter: number
  /** `fields: ['DESCRIPTION']`. */
  description?: string
  /** Hiding a category hides its subcategories too. */
  visible: boolean
  /** `fields: ['BREADCRUMBS_INFO']`: ancestors from the top down. */
  breadcrumbsInfo?: { breadcrumbs: CategoryBreadcrumb[] }
  /** Absent for top-level categories; `index` orders siblings. */
  parentCategory?: { id?: string; index?: number }
  slug: string
  seoData?: Record<string, unknown>
  treeReference: TreeReference
  managingAppId?: string
}

/** Categories that hold one item: direct ones, and with their ancestors. */
export interface MapItemToCategories {
  item: ItemReference
  directCategoryIds: string[]
  allCategoryIds: string[]
}
