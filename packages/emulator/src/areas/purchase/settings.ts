import { type Cents, toCents, toDecimal } from '../../platform/money'
import type { PurchaseContext } from './context'
import { normalizeCode } from './totals/coupons'
import { defaultTotalsSettings } from './totals/default-settings'
import type { TotalsSettings } from './totals/settings'

/** `ctx.settings` key of the store's totals setup (shipping, tax, fees, coupons, gift cards). */
export const TOTALS_KEY = 'commerce.totals'

/** The store's totals settings (the seeded defaults until changed). */
export function totalsSettings(ctx: PurchaseContext): TotalsSettings {
  return ctx.settings.get<TotalsSettings>(TOTALS_KEY) ?? defaultTotalsSettings()
}

/** Replaces the given top-level settings and returns them all. */
export function updateTotalsSettings(
  ctx: PurchaseContext,
  change: Partial<TotalsSettings>,
): TotalsSettings {
  const next = { ...totalsSettings(ctx), ...change }
  ctx.settings.set(TOTALS_KEY, next)
  return next
}

/**
 * Takes `amount` off a gift card's balance (called when an order is paid with it). Returns the
 * amount taken: never more than the balance, zero for an unknown code.
 */
export function redeemGiftCard(ctx: PurchaseContext, code: string, amount: Cents): Cents {
  const settings = totalsSettings(ctx)
  let taken = 0n
  const giftCards = settings.giftCards.map((card) => {
    if (normalizeCode(card.code) !== normalizeCode(code)) return card
    const balance = toCents(card.balance)
    taken = amount < balance ? amount : balance
    return { ...card, balance: toDecimal(balance - taken) }
  })
  if (taken > 0n) updateTotalsSettings(ctx, { giftCards })
  return taken
}
