import type { ApplicationError, GiftCard } from '@storefront-kit/wire'
import { type Cents, minCents, multiCurrencyPrice, toCents } from '../../../platform/money'
import { normalizeCode } from './coupons'
import type { GiftCardRule, TotalsSettings } from './settings'

/** App id the emulator's gift cards carry (the platform's gift card app on a real site). */
export const GIFT_CARD_APP_ID = '4e3f2a1b-6c5d-4e7f-9a8b-1c2d3e4f5a6b'

/** A usable gift card, or why the code cannot be used. */
export type GiftCardLookup = { rule: GiftCardRule } | { error: ApplicationError }

/** Finds a gift card and checks it can pay: it exists, is enabled, unexpired and not empty. */
export function lookupGiftCard(
  settings: TotalsSettings,
  code: string,
  now: number,
): GiftCardLookup {
  const rule = settings.giftCards.find((g) => normalizeCode(g.code) === normalizeCode(code))
  const error = (errorCode: string, description: string): GiftCardLookup => ({
    error: { code: errorCode, description, data: {} },
  })
  if (!rule) return error('GIFT_CARD_NOT_FOUND', 'No gift card has this code')
  if (rule.disabled) return error('GIFT_CARD_DISABLED', 'The gift card is disabled')
  if (rule.expirationDate && Date.parse(rule.expirationDate) <= now)
    return error('GIFT_CARD_EXPIRED', 'The gift card has expired')
  if (toCents(rule.balance) <= 0n)
    return error('GIFT_CARD_IS_EMPTY', 'The gift card has no balance left')
  return { rule }
}

/** Only the last four characters of a code are shown. */
export const obfuscateCode = (code: string) => `****${code.slice(-4)}`

/** How much the card pays of `due`, capped by its balance and the requested amount. */
export function giftCardPayment(
  rule: GiftCardRule,
  due: Cents,
  requested: Cents | undefined,
): { amount: Cents; giftCard: GiftCard } {
  let amount = minCents(toCents(rule.balance), due)
  if (requested !== undefined) amount = minCents(amount, requested)
  if (amount < 0n) amount = 0n
  return {
    amount,
    giftCard: {
      id: rule.id,
      obfuscatedCode: obfuscateCode(rule.code),
      amount: multiCurrencyPrice(amount),
      appId: GIFT_CARD_APP_ID,
      ...(requested !== undefined && { requestedAmount: multiCurrencyPrice(requested) }),
    },
  }
}
