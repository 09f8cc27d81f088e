import { createHash } from 'node:crypto'
import type { CartSummary } from '@storefront-kit/wire'
import { applicationError, precondition } from '../../http/api-error'

const PREFIX = 'pv1'

/** What the buyer was shown: each line's quantity and total, the price summary, the gift card. */
function fingerprint(cartId: string, summary: CartSummary): string {
  const shown = {
    cartId,
    lines: summary.lineItems.map((line) => [
      line.lineItemId,
      line.quantity,
      line.totalPrice?.amount,
    ]),
    prices: summary.priceSummary,
    giftCards: summary.paymentSummary?.giftCards,
    delivery: summary.deliverySummary?.method?.code,
  }
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url')
}

/**
 * The price verification token of a calculation: the cart id and a hash of the prices shown
 * (opaque to clients). PlaceOrder recalculates and compares.
 */
export function priceVerificationToken(summary: CartSummary): string {
  const id = Buffer.from(summary.cartId).toString('base64url')
  return `${PREFIX}.${id}.${fingerprint(summary.cartId, summary)}`
}

/** 400 `INVALID_PRICE_VERIFICATION_TOKEN` unless `token` is one of this cart's tokens. */
export function assertTokenOf(token: string, cartId: string): void {
  const [prefix, id, hash] = token.split('.')
  const named = id ? Buffer.from(id, 'base64url').toString() : ''
  if (prefix !== PREFIX || !hash || named !== cartId)
    throw applicationError(
      400,
      'INVALID_PRICE_VERIFICATION_TOKEN',
      'The price verification token is not one of this cart',
      { token },
    )
}

/**
 * 428 `CART_PRICES_OUT_OF_SYNC` when the cart's fresh calculation shows other prices than the
 * calculation `token` came from.
 */
export function assertPricesUnchanged(token: string, summary: CartSummary): void {
  if (token.split('.')[2] !== fingerprint(summary.cartId, summary))
    throw precondition(
      'CART_PRICES_OUT_OF_SYNC',
      'The cart changed since it was calculated: calculate it again and show the new prices',
    )
}
