import type { CartLineItem, CheckoutLineItem } from '@storefront-kit/wire'
import { multiCurrencyPrice } from '../../platform/money'
import type { LineTotals } from './totals/types'

/** A checkout line: the cart line's fields (image → media) with its computed prices and tax. */
export function toCheckoutLine(
  line: CartLineItem,
  totals: LineTotals | undefined,
): CheckoutLineItem {
  const { image, taxGroupId: _taxGroup, selectedMembership: _membership, ...rest } = line
  return {
    ...rest,
    ...(image && { media: image }),
    ...(totals && {
      lineItemPrice: multiCurrencyPrice(totals.lineItemPrice),
      discount: multiCurrencyPrice(totals.discount),
      totalPriceBeforeTax: multiCurrencyPrice(totals.totalPriceBeforeTax),
      totalPriceAfterTax: multiCurrencyPrice(totals.totalPriceAfterTax),
    }),
    taxDetails: {
      taxableAmount: multiCurrencyPrice(totals?.taxableAmount ?? 0n),
      taxRate: totals?.taxRate ?? '0',
      totalTax: multiCurrencyPrice(totals?.tax ?? 0n),
    },
  }
}

/** Back to the shared line form, so cart and checkout use the same line rules. */
export function fromCheckoutLine(line: CheckoutLineItem): CartLineItem {
  const {
    media,
    taxDetails: _tax,
    totalPriceAfterTax: _after,
    totalPriceBeforeTax: _before,
    discount: _discount,
    ...rest
  } = line
  return { ...rest, ...(media && { image: media }) }
}
