/**
 * What a draft order changed on an order (wire/orders.md `OrderChange`), as the
 * DRAFT_ORDER_CHANGES_APPLIED activity lists it.
 * @module
 */
import type { Price } from './common'

/** A product's name as an order change names it. */
export interface OrderChangeProductName {
  original: string
  translated?: string
}

/** A line's quantity before and after a change. */
export interface LineItemQuantityChange {
  originalQuantity?: number
  newQuantity?: number
  diff?: number
  deltaType?: 'QUANTITY_INCREASED' | 'QUANTITY_DECREASED' | (string & {})
}

/** A line's price before and after a change. */
export interface LineItemPriceChange {
  originalPrice?: Price
  newPrice?: Price
}

/** A line whose quantity or price changed. */
export interface LineItemChanges {
  id?: string
  name?: OrderChangeProductName
  quantity?: LineItemQuantityChange
  price?: LineItemPriceChange
}

/** A line added or removed. */
export interface ManagedLineItem {
  id?: string
  name?: OrderChangeProductName
  quantity?: number
}

/** An amount of one line (of a discount or fee). */
export interface LineItemAmount {
  id?: string
  name?: OrderChangeProductName
  amount?: Price
}

/** A discount added or removed. */
export interface ManagedDiscount {
  id?: string
  name?: { original: string; translated?: string }
  affectedLineItems?: LineItemAmount[]
  totalAmount?: Price
}

/** An additional fee added or removed. */
export interface ManagedAdditionalFee {
  id?: string
  name?: { original: string; translated?: string }
  affectedLineItems?: LineItemAmount[]
  totalAmount?: Price
}

/** The shipping of an order before or after a change. */
export interface ShippingInformationSnapshot {
  total?: Price
  shippingTitle?: string
}

/** One change a draft applied to the order (one of the fields). */
export interface OrderChange {
  lineItemChanged?: LineItemChanges
  lineItemAdded?: ManagedLineItem
  lineItemRemoved?: ManagedLineItem
  discountAdded?: ManagedDiscount
  discountRemoved?: ManagedDiscount
  additionalFeeAdded?: ManagedAdditionalFee
  additionalFeeRemoved?: ManagedAdditionalFee
  totalPriceChanged?: { originalTotal?: Price; newTotal?: Price }
  shippingInformationChanged?: {
    originalShippingInfo?: ShippingInformationSnapshot
    newShippingInfo?: ShippingInformationSnapshot
  }
}
