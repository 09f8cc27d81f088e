import type { CartLineItem, LineItemQuantityUpdate } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Cents } from '../../platform/money'
import type { BuiltArea } from '../area'
import { type CatalogService, demoProductId } from '../catalog/index'
import type { PurchaseContext } from './context'
import { addLines, type LineAdditions, setQuantities } from './line-changes'
import { refreshLine } from './line-items'
import { checkRedeemable, type RedeemableCodes } from './promotions'
import { redeemGiftCard, TOTALS_KEY, totalsSettings } from './settings'
import { settingsRoutes } from './settings-routes'
import { defaultTotalsSettings } from './totals/default-settings'
import type { TotalsSettings } from './totals/settings'

export { withAddressDefaults } from './address-defaults'
export { fromCheckoutLine, toCheckoutLine } from './checkout-lines'
export { contactIdFor } from './contact'
export { assertMaySetPrices, type LineAdditions, MAX_LINES, removeLines } from './line-changes'
export { totalsLines } from './line-items'
export { orderPartsFromCheckout } from './order-parts'
export { getPath, type Json, setPath, splitMask } from './paths'
export type { RedeemableCodes } from './promotions'
export { TOTALS_KEY } from './settings'
export { calculateTotals } from './totals/calculate'
export { normalizeCode } from './totals/coupons'
export { STORE_CARRIER_ID } from './totals/default-settings'
export type { DiscountShare } from './totals/discounts'
export { GIFT_CARD_APP_ID, obfuscateCode } from './totals/gift-cards'
export type { TotalsSettings } from './totals/settings'
export type { LineTotals, TotalsInput, TotalsResult } from './totals/types'

/**
 * The purchase engine as the purchase flows use it (cart and checkout today; a cart of the next
 * API version builds on the same): lines priced from the catalog, codes checked against the
 * store's setup, gift card balances. Totals are `calculateTotals` over `settings()`.
 */
export interface PurchaseService {
  /** The store's totals setup: currency, tax, shipping, fees, coupons, gift cards. */
  settings(): TotalsSettings
  /**
   * The coupon and gift card codes a buyer applies, checked: a code that cannot apply at all is
   * refused (404 or 428 with the wire's code); one that does not fit the items yet is kept.
   */
  checkRedeemable(codes: RedeemableCodes): RedeemableCodes
  /** Takes up to `amount` off a gift card's balance (an order paid with it); answers what it took. */
  redeemGiftCard(code: string, amount: Cents): Cents
  /** Adds lines (an item already there gains quantity). @throws ApiError 404, 400. */
  addLines(lines: readonly CartLineItem[], additions: LineAdditions): CartLineItem[]
  /** Sets quantities. @throws ApiError 404 `LINE_ITEM_NOT_FOUND`. */
  setQuantities(
    lines: readonly CartLineItem[],
    updates: readonly LineItemQuantityUpdate[],
  ): CartLineItem[]
  /** A line with today's catalog price and stock (custom lines keep their price). */
  refreshLine(line: CartLineItem): CartLineItem
}

/** The demo catalog's featured items (the `TEES15` coupon). */
const FEATURED = ['classic-cotton-tee', 'mountain-line-tee', 'organic-fleece-hoodie'].map(
  demoProductId,
)

/**
 * The purchase engine shared by the purchase flows: line pricing from the catalog, the totals
 * engine (shipping, tax, fees, coupons, gift cards, merchant discounts), the store's changeable
 * totals setup (`/_emulator/commerce/settings`) and address defaults. It has no table: the setup
 * is a setting, seeded for every seed kind (it is store configuration, not demo data).
 *
 * @example
 * ```ts
 * const purchase = purchaseArea(ctx, { catalog: catalog.service }).service
 * calculateTotals(purchase.settings(), { lines, calculateTax: true, ... })
 * ```
 */
export function purchaseArea(
  ctx: EmulatorContext,
  needs: { catalog: CatalogService },
): BuiltArea<PurchaseService> {
  const cx: PurchaseContext = { ...ctx, ...needs }
  return {
    area: {
      name: 'purchase',
      migrations: [],
      routes: () => settingsRoutes(cx),
      seed: () => cx.settings.set(TOTALS_KEY, defaultTotalsSettings(FEATURED)),
    },
    service: {
      settings: () => totalsSettings(cx),
      checkRedeemable: (codes) => checkRedeemable(cx, codes),
      redeemGiftCard: (code, amount) => redeemGiftCard(cx, code, amount),
      addLines: (lines, additions) => addLines(cx, lines, additions),
      setQuantities: (lines, updates) => setQuantities(cx, lines, updates),
      refreshLine: (line) => refreshLine(cx, line),
    },
  }
}
