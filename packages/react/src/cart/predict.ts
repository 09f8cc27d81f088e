import {
  type AddToCurrentCartRequest,
  type Cart,
  type CartLineItem,
  catalogReferenceKey,
  type LineItemInput,
} from '@storefront-kit/sdk/cart'
import { formatMoney, multiplyDecimal, sumDecimals } from './decimal'

type MultiCurrencyPrice = CartLineItem['price']

/** Id prefix of a line shown before the platform answered; the answer replaces it. */
const PROVISIONAL = 'provisional:'

/**
 * True for a line an optimistic add shows until the platform's cart arrives (its id, price and
 * name may be placeholders).
 *
 * @example
 * ```tsx
 * <li aria-busy={isProvisionalLineItem(line)}>{line.productName.original}</li>
 * ```
 */
export function isProvisionalLineItem(line: CartLineItem): boolean {
  return line.id.startsWith(PROVISIONAL)
}

/**
 * What an optimistic add shows for a new line, e.g. the name, price and image of the product on
 * screen. Return `undefined` to show a placeholder line.
 */
export type LinePreview = (input: LineItemInput) => Partial<CartLineItem> | undefined

const money = (cart: Cart, amount: string): MultiCurrencyPrice => {
  const formatted = formatMoney(amount, cart.currency, cart.buyerLanguage)
  return { amount, ...(formatted && { formattedAmount: formatted }) }
}

/** `unit × quantity` in the site currency and, when the line has one, the converted currency. */
function times(cart: Cart, unit: MultiCurrencyPrice, quantity: number) {
  const amount = multiplyDecimal(unit.amount, quantity)
  if (amount === undefined) return undefined
  const converted = unit.convertedAmount && multiplyDecimal(unit.convertedAmount, quantity)
  if (!converted) return money(cart, amount)
  const inBuyerCurrency = money(
    { ...cart, currency: cart.conversionCurrency || cart.currency },
    converted,
  )
  return {
    ...money(cart, amount),
    convertedAmount: converted,
    ...(inBuyerCurrency.formattedAmount && {
      formattedConvertedAmount: inBuyerCurrency.formattedAmount,
    }),
  }
}

/** The line with a new quantity and its `lineItemPrice` recomputed when the unit price is known. */
function withQuantity(cart: Cart, line: CartLineItem, quantity: number): CartLineItem {
  if (quantity === line.quantity && line.lineItemPrice) return line
  const total = times(cart, line.price, quantity)
  return { ...line, quantity, ...(total && { lineItemPrice: total }) }
}

/** A cart to predict into when the visitor has none yet (the platform creates it on add). */
const emptyCart = (): Cart => ({
  id: '',
  lineItems: [],
  buyerInfo: { visitorId: '', memberId: '', userId: '' },
  currency: '',
  conversionCurrency: '',
  paymentCurrency: '',
  weightUnit: 'UNSPECIFIED_WEIGHT_UNIT',
  appliedDiscounts: [],
  createdDate: '',
  updatedDate: '',
})

function provisionalLine(
  cart: Cart,
  input: LineItemInput,
  id: string,
  preview: Partial<CartLineItem> | undefined,
): CartLineItem {
  const line: CartLineItem = {
    quantity: input.quantity,
    catalogReference: input.catalogReference,
    productName: { original: '' },
    price: { amount: '0' },
    availability: { status: 'AVAILABLE' },
    physicalProperties: {},
    itemType: { preset: 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    customLineItem: false,
    // Until the platform prices the line, its price is not known.
    priceUndetermined: !preview?.price,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
    ...preview,
    id,
  }
  return withQuantity(cart, line, input.quantity)
}

/**
 * The cart as it will probably look after an add: an item already in the cart (same catalog
 * reference) gains quantity, as on the platform; other items appear as provisional lines.
 */
export function predictAdd(
  current: Cart | null,
  request: AddToCurrentCartRequest,
  tag: string,
  preview?: LinePreview,
): Cart {
  const cart = current ?? emptyCart()
  const lines = [...cart.lineItems]
  for (const [index, input] of (request.lineItems ?? []).entries()) {
    // The platform's own rule (the emulator uses the same function), so both merge alike.
    const key = catalogReferenceKey(input.catalogReference)
    const at = lines.findIndex(
      (line) => !line.customLineItem && catalogReferenceKey(line.catalogReference) === key,
    )
    const existing = lines[at]
    if (existing) lines[at] = withQuantity(cart, existing, existing.quantity + input.quantity)
    else lines.push(provisionalLine(cart, input, `${PROVISIONAL}${tag}:${index}`, preview?.(input)))
  }
  return { ...cart, lineItems: lines }
}

/** The cart with the given lines set to their new quantities. */
export function predictQuantities(
  current: Cart | null,
  updates: readonly { id?: string; quantity?: number }[],
): Cart | null {
  if (!current) return current
  const quantities = new Map(updates.map((u) => [u.id, u.quantity]))
  return {
    ...current,
    lineItems: current.lineItems.map((line) => {
      const quantity = quantities.get(line.id)
      return quantity === undefined ? line : withQuantity(current, line, quantity)
    }),
  }
}

/** The cart without the given lines. */
export function predictRemoval(current: Cart | null, lineItemIds: readonly string[]): Cart | null {
  if (!current) return current
  const removed = new Set(lineItemIds)
  return { ...current, lineItems: current.lineItems.filter((line) => !removed.has(line.id)) }
}

/**
 * The cart's subtotal before discounts: the sum of its lines' `lineItemPrice` (or unit price ×
 * quantity), exact to the cent, formatted in the cart's currency. Undefined when a line's price
 * is not known (a provisional line without a preview price) or not a decimal.
 *
 * @example
 * ```tsx
 * const { data: cart } = useCurrentCart()
 * const subtotal = cart ? cartSubtotal(cart) : undefined
 * return <p>Subtotal: {subtotal?.formattedAmount}</p>
 * ```
 */
export function cartSubtotal(cart: Cart): MultiCurrencyPrice | undefined {
  const totals: string[] = []
  for (const line of cart.lineItems) {
    if (line.priceUndetermined) return undefined
    const total = line.lineItemPrice?.amount ?? multiplyDecimal(line.price.amount, line.quantity)
    if (total === undefined) return undefined
    totals.push(total)
  }
  const amount = sumDecimals(totals)
  return amount === undefined ? undefined : money(cart, amount)
}
