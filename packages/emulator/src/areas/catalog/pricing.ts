import type {
  CostAndProfitData,
  PriceData,
  PricePerUnitData,
  ProductDiscount,
} from '@storefront-kit/wire'
import {
  type Cents,
  formatCents,
  percentOf,
  STORE_CURRENCY,
  toCents,
  toDecimal,
} from '../../platform/money'

/**
 * Catalog v1 prices travel as JSON numbers; every computation runs in integer cents through the
 * money helper and only the result becomes a number again (`24.99`, never `24.990000001`).
 */

const formatted = new Map<Cents, string>()

/**
 * `formatCents`, remembered per amount: the money helper builds a number formatter on every
 * call, and a catalog formats the same few amounts thousands of times (every variant, on seed).
 */
function format(cents: Cents): string {
  let text = formatted.get(cents)
  if (text === undefined) {
    text = formatCents(cents)
    if (formatted.size < 10_000) formatted.set(cents, text)
  }
  return text
}

/** A JSON number from cents: exact to the cent. */
export const centsToNumber = (cents: Cents): number => Number(toDecimal(cents))

/** `a / b` rounded half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const quotient = a / b
  const remainder = a % b
  const abs = remainder < 0n ? -remainder : remainder
  return abs * 2n >= b ? quotient + (a < 0n ? -1n : 1n) : quotient
}

/** The price after the product's own discount (never below zero). */
export function discountedCents(price: Cents, discount: ProductDiscount | undefined): Cents {
  if (!discount?.value) return price
  const off =
    discount.type === 'AMOUNT'
      ? toCents(discount.value)
      : discount.type === 'PERCENT'
        ? percentOf(price, discount.value)
        : 0n
  return price > off ? price - off : 0n
}

/** Price per base quantity: `discounted × base / total`, to the cent. */
export function pricePerUnitCents(discounted: Cents, unit: PricePerUnitData): Cents | undefined {
  // Quantities have at most two decimals on the wire, so ×100 makes them exact integers.
  const total = toCents(unit.totalQuantity)
  const base = toCents(unit.baseQuantity)
  if (total <= 0n || base <= 0n) return undefined
  return divRound(discounted * base, total)
}

/** The wire `PriceData` of a price with the product's discount and price-per-unit settings. */
export function priceData(
  price: number,
  discount: ProductDiscount | undefined,
  unit?: PricePerUnitData,
): PriceData {
  const full = toCents(price)
  const discounted = discountedCents(full, discount)
  const perUnit = unit && pricePerUnitCents(discounted, unit)
  return {
    currency: STORE_CURRENCY,
    price: centsToNumber(full),
    discountedPrice: centsToNumber(discounted),
    formatted: {
      price: format(full),
      discountedPrice: format(discounted),
      ...(perUnit !== undefined && { pricePerUnit: format(perUnit) }),
    },
    ...(perUnit !== undefined && { pricePerUnit: centsToNumber(perUnit) }),
  }
}

/** Cost, profit (discounted price − cost) and margin (profit ÷ discounted price, 4 places). */
export function costAndProfit(discounted: Cents, itemCost: number | undefined): CostAndProfitData {
  if (itemCost === undefined)
    return { formattedItemCost: '', profit: 0, formattedProfit: '', profitMargin: 0 }
  const cost = toCents(itemCost)
  const profit = discounted - cost
  const margin = discounted > 0n ? Number(divRound(profit * 10_000n, discounted)) / 10_000 : 0
  return {
    itemCost: centsToNumber(cost),
    formattedItemCost: format(cost),
    profit: centsToNumber(profit),
    formattedProfit: format(profit),
    profitMargin: Math.min(1, margin),
  }
}

/** Cost data as visitors see it: the always-present fields, empty. */
export const HIDDEN_COST: CostAndProfitData = {
  formattedItemCost: '',
  profit: 0,
  formattedProfit: '',
  profitMargin: 0,
}

/**
 * A price changed by a bulk adjustment: `percent` of it added (optionally rounded to whole units)
 * or `amount` added. Undefined when the result would be negative.
 */
export function adjustAmount(
  value: number,
  change: { percentage?: { rate: number; roundToInt?: boolean }; amount?: number },
): number | undefined {
  let cents = toCents(value)
  if (change.percentage) {
    cents += percentOf(cents, change.percentage.rate)
    if (change.percentage.roundToInt) cents = divRound(cents, 100n) * 100n
  } else if (change.amount !== undefined) cents += toCents(change.amount)
  return cents < 0n ? undefined : centsToNumber(cents)
}
