import type { ItemTaxFullDetails } from '@storefront-kit/wire'
import { type Cents, multiCurrencyPrice } from '../../../platform/money'
import type { TaxRateRule } from './settings'
import { percentToFraction, taxOf } from './tax'

/** One taxed amount: before and after tax, and the wire's tax details. */
export interface TaxedAmount {
  tax: Cents
  taxable: Cents
  beforeTax: Cents
  afterTax: Cents
  details: ItemTaxFullDetails
}

/**
 * Taxes an amount (after its discount). With tax-included prices the tax is the part inside the
 * amount; otherwise it comes on top. Without a rule (no address, untaxed place) the tax is zero.
 */
export function taxAmount(
  net: Cents,
  rule: TaxRateRule | undefined,
  included: boolean,
): TaxedAmount {
  const tax = rule ? taxOf(net, rule.rate, included) : 0n
  const beforeTax = included ? net - tax : net
  const afterTax = included ? net : net + tax
  const rate = rule ? percentToFraction(rule.rate) : '0'
  return {
    tax,
    taxable: beforeTax,
    beforeTax,
    afterTax,
    details: {
      taxableAmount: multiCurrencyPrice(beforeTax),
      taxRate: rate,
      totalTax: multiCurrencyPrice(tax),
      taxBreakdown: rule
        ? [
            {
              jurisdiction: rule.subdivision ?? rule.country,
              jurisdictionType: rule.subdivision ? 'STATE' : 'COUNTRY',
              rate,
              taxName: rule.name,
              taxType: 'SALES_TAX',
              taxableAmount: multiCurrencyPrice(beforeTax),
              taxAmount: multiCurrencyPrice(tax),
              nonTaxableAmount: multiCurrencyPrice(0n),
            },
          ]
        : [],
    },
  }
}
