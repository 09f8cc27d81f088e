import type { Address } from '@storefront-kit/wire'
import { type Cents, includedTax, percentOf } from '../../../platform/money'
import type { TaxRateRule, TotalsSettings } from './settings'

/** The rate for an address: its subdivision's rule, else its country's; none when unknown. */
export function taxRuleFor(
  settings: TotalsSettings,
  address: Address | undefined,
): TaxRateRule | undefined {
  const country = address?.country
  if (!country) return undefined
  const rules = settings.taxRates.filter((rule) => rule.country === country)
  return (
    rules.find((rule) => rule.subdivision && rule.subdivision === address.subdivision) ??
    rules.find((rule) => !rule.subdivision)
  )
}

/** Tax of an amount at `percent`: added on top, or the part already inside a tax-included amount. */
export function taxOf(amount: Cents, percent: string, included: boolean): Cents {
  if (amount <= 0n) return 0n
  return included ? includedTax(amount, percent) : percentOf(amount, percent)
}

/** A percent as the wire's fraction, exactly: `"8.875"` → `"0.08875"`, `"20"` → `"0.2"`. */
export function percentToFraction(percent: string): string {
  const [whole = '0', fraction = ''] = percent.trim().split('.')
  const digits = `${whole.padStart(3, '0')}${fraction}`
  const point = digits.length - fraction.length - 2
  const text = `${digits.slice(0, point)}.${digits.slice(point)}`
    .replace(/^0+(?=\d)/, '')
    .replace(/\.?0+$/, '')
  return text === '' ? '0' : text
}
