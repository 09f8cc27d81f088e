import {
  type AddLineItemsRequest,
  type CartV2,
  type CatalogItemInput,
  catalogReferenceKey,
  type LineItemUpdate,
  type V2LineItem,
} from '@storefront-kit/sdk/cart-v2'
import { multiplyDecimal } from '../cart/decimal'

/** Id prefix of a line shown before the platform answered; the answer replaces it. */
const PROVISIONAL = 'provisional:'

/**
 * True for a V2 line an optimistic add shows until the platform's cart arrives.
 *
 * @example
 * ```tsx
 * <li aria-busy={isProvisionalV2LineItem(line)}>{line.name.original}</li>
 * ```
 */
export function isProvisionalV2LineItem(line: V2LineItem): boolean {
  return line.id.startsWith(PROVISIONAL)
}

/** What an optimistic add shows for a new V2 line (name, price, image of the product on screen). */
export type V2LinePreview = (input: CatalogItemInput) => Partial<V2LineItem> | undefined

/** The line with a new requested quantity and its total recomputed from the unit price. */
function withQuantity(line: V2LineItem, quantity: number): V2LineItem {
  const total = multiplyDecimal(line.pricing.unitPrice.amount ?? '', quantity)
  return {
    ...line,
    quantityInfo: {
      ...line.quantityInfo,
      requestedQuantity: quantity,
      confirmedQuantity: quantity,
    },
    pricing: { ...line.pricing, ...(total !== undefined && { totalPrice: { amount: total } }) },
  }
}

// The platform's rule of the same catalog item, as the emulator's cart merge applies it.
const sameItem = (line: V2LineItem, input: CatalogItemInput) =>
  !line.customLineItem &&
  catalogReferenceKey(line.source.catalogReference) === catalogReferenceKey(input.catalogReference)

function provisionalLine(input: CatalogItemInput, id: string, preview?: Partial<V2LineItem>) {
  const line: V2LineItem = {
    name: { original: '' },
    quantityInfo: { requestedQuantity: 1, confirmedQuantity: 1, fixedQuantity: false },
    // Until the platform prices the line, its price is not known.
    pricing: {
      unitPrice: { amount: '0' },
      priceDescription: { original: '' },
      priceUndetermined: !preview?.pricing,
    },
    source: { catalogReference: input.catalogReference },
    attributes: { itemType: { preset: 'PHYSICAL' }, physicalProperties: {}, membersOnly: false },
    taxConfig: { taxableAddress: {} },
    paymentConfig: { savePaymentMethod: false, paymentOption: 'FULL_PAYMENT_ONLINE' },
    status: 'IN_STOCK',
    customLineItem: false,
    ...preview,
    id,
  }
  return withQuantity(line, input.quantity)
}

/**
 * The cart as it will probably look after an add: an item already in the cart gains quantity,
 * others appear as provisional lines. Without a cart yet, nothing is guessed (the platform
 * creates it; its answer shows it).
 */
export function predictV2Add(
  cart: CartV2 | null,
  request: AddLineItemsRequest,
  tag: string,
  preview?: V2LinePreview,
): CartV2 | null {
  if (!cart) return cart
  const lines = [...cart.lineItems]
  for (const [index, input] of (request.catalogItems ?? []).entries()) {
    const at = lines.findIndex((line) => sameItem(line, input))
    const existing = lines[at]
    if (existing)
      lines[at] = withQuantity(existing, existing.quantityInfo.requestedQuantity + input.quantity)
    else lines.push(provisionalLine(input, `${PROVISIONAL}${tag}:${index}`, preview?.(input)))
  }
  return { ...cart, lineItems: lines }
}

/** The cart with the given lines at their new quantities. */
export function predictV2Quantities(
  cart: CartV2 | null,
  updates: readonly LineItemUpdate[],
): CartV2 | null {
  if (!cart) return cart
  const quantities = new Map(updates.map((u) => [u.lineItemId, u.quantity?.newQuantity]))
  return {
    ...cart,
    lineItems: cart.lineItems.map((line) => {
      const quantity = quantities.get(line.id)
      return quantity === undefined ? line : withQuantity(line, quantity)
    }),
  }
}

/** The cart without the given lines. */
export function predictV2Removal(cart: CartV2 | null, lineItemIds: readonly string[]) {
  if (!cart) return cart
  const removed = new Set(lineItemIds)
  return { ...cart, lineItems: cart.lineItems.filter((line) => !removed.has(line.id)) }
}
