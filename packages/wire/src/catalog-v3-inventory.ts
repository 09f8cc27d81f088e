/** Stock of one inventory item. */
export const INVENTORY_AVAILABILITY_STATUSES = ['OUT_OF_STOCK', 'IN_STOCK', 'PREORDER'] as const
/** One of {@link INVENTORY_AVAILABILITY_STATUSES}. */
export type InventoryAvailabilityStatus = (typeof INVENTORY_AVAILABILITY_STATUSES)[number]

/** Preorder settings of an inventory item. */
export interface InventoryPreorderInfo {
  enabled?: boolean
  message?: string
  /** Most units that may be preordered once stock is gone (tracked items). */
  limit?: number
  /** Read-only: units preordered so far. */
  counter?: number
  /** Read-only: units that may still be preordered. */
  quantity?: number
}

/** The product and variant an inventory item counts (read-only). */
export interface InventoryItemProduct {
  name?: string
  directCategoryIds?: string[]
  variantName?: string
  variantSku?: string
  variantVisible?: boolean
  /** Internal to the vendor's typing; filterable. */
  variantBarcode?: string
  brand?: { id?: string; name?: string }
}

/**
 * Stock of one variant at one location. Tracking is by `quantity` (`trackQuantity: true`) or by
 * `inStock` alone.
 */
export interface InventoryItem {
  id: string
  revision?: string
  createdDate?: string
  updatedDate?: string
  variantId: string
  locationId?: string
  productId: string
  trackQuantity: boolean
  /** Tracked items: units in stock, −99,999 to 99,999. */
  quantity?: number
  /** Untracked items: whether it can be bought. */
  inStock?: boolean
  availabilityStatus: InventoryAvailabilityStatus
  preorderInfo?: InventoryPreorderInfo
  product?: InventoryItemProduct
}
