import type { FixedMonetaryAmount, PriceRange } from '@storefront-kit/wire'
import { type Cents, formatCents, toCents, toDecimal } from '../../../platform/money'

/** An amount of the store currency, with its display text (`formattedAmount`). */
export const amountOf = (cents: Cents): FixedMonetaryAmount => ({
  amount: toDecimal(cents),
  formattedAmount: formatCents(cents),
})

/** Cents of a catalog number (V1 prices are JSON numbers). */
export const centsOf = (value: number): Cents => toCents(value)

/** Smallest and largest of some amounts; empty when there are none. */
export function rangeOf(values: Cents[]): PriceRange {
  if (!values.length) return {}
  let min = values[0] as Cents
  let max = min
  for (const value of values) {
    if (value < min) min = value
    if (value > max) max = value
  }
  return { minValue: amountOf(min), maxValue: amountOf(max) }
}

/** A decimal string of the wire as a catalog number (rounded to the cent). */
export const numberOf = (amount: string): number => Number(toDecimal(toCents(amount)))
