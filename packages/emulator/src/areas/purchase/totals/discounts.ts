import type { ApplicationError, AppliedDiscount } from '@storefront-kit/wire'
import {
  type Cents,
  minCents,
  multiCurrencyPrice,
  percentOf,
  sumCents,
  toCents,
} from '../../../platform/money'
import { allocate } from './allocate'
import { couponMisfit, lookupCoupon } from './coupons'
import type { TotalsSettings } from './settings'
import type { TotalsInput } from './types'

/** Item discounts per line, the discounts as the wire lists them, and what the coupon left open. */
export interface DiscountOutcome {
  /** Discount of each line, aligned with the input lines. */
  perLine: Cents[]
  applied: AppliedDiscount[]
  /** A free-shipping coupon is in effect: shipping will be discounted once it is known. */
  freeShipping?: AppliedDiscount
  couponError?: ApplicationError
  /** Each discount's own amount per line, for flows that show discounts one by one. */
  shares: DiscountShare[]
}

/** One discount of a purchase and what it took from each line. */
export interface DiscountShare {
  /** A store rule, a discount given to this purchase, or the coupon. */
  kind: 'AUTOMATIC_RULE' | 'MERCHANT' | 'COUPON'
  /** The rule's or coupon's name; empty for a given merchant discount. */
  name: string
  couponId?: string
  couponCode?: string
  /** The discount names some items only (a coupon limited to products, a given one to lines). */
  limited: boolean
  /** Its amount on each line, aligned with the input lines. */
  perLine: Cents[]
  /** Taken off delivery (a free-shipping coupon), once delivery is priced. */
  delivery?: Cents
}

/**
 * Applies the store's automatic merchant discounts, then the merchant discounts given to this
 * purchase, then the coupon, each on what the previous ones left of its lines. Each discount is
 * split over its lines in proportion to their remaining amounts, to the cent.
 */
export function applyDiscounts(
  settings: TotalsSettings,
  input: TotalsInput,
  linePrices: readonly Cents[],
): DiscountOutcome {
  const remaining = [...linePrices]
  const perLine = linePrices.map(() => 0n)
  const applied: AppliedDiscount[] = []
  const shares: DiscountShare[] = []
  const subtotal = sumCents(linePrices)
  const allIds = input.lines.map((line) => line.id)

  const take = (
    eligible: boolean[],
    wanted: (base: Cents) => Cents,
    share: Omit<DiscountShare, 'perLine'>,
  ): Cents => {
    const weights = remaining.map((value, i) => (eligible[i] ? value : 0n))
    const base = sumCents(weights)
    const amount = minCents(wanted(base), base)
    const parts = allocate(amount, weights)
    parts.forEach((part, i) => {
      perLine[i] = (perLine[i] ?? 0n) + part
      remaining[i] = (remaining[i] ?? 0n) - part
    })
    shares.push({ ...share, perLine: parts })
    return amount
  }

  for (const rule of settings.merchantDiscounts) {
    if (rule.minimumSubtotal && subtotal < toCents(rule.minimumSubtotal)) continue
    const amount = take(
      input.lines.map(() => true),
      (base) => (rule.percentage ? percentOf(base, rule.percentage) : toCents(rule.amount ?? '0')),
      { kind: 'AUTOMATIC_RULE', name: rule.name, limited: false },
    )
    applied.push({
      merchantDiscount: {
        amount: multiCurrencyPrice(amount),
        ...(rule.percentage && { percentage: Number(rule.percentage) }),
      },
      discountType: 'GLOBAL',
      lineItemIds: allIds,
    })
  }

  for (const given of input.merchantDiscounts ?? []) {
    const only = given.lineItemIds?.length ? new Set(given.lineItemIds) : undefined
    const eligible = input.lines.map((line) => !only || only.has(line.id))
    const amount = take(eligible, () => given.amount, {
      kind: 'MERCHANT',
      name: '',
      limited: !!only,
    })
    applied.push({
      merchantDiscount: { amount: multiCurrencyPrice(amount) },
      discountType: only ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      lineItemIds: input.lines.filter((_, i) => eligible[i]).map((line) => line.id),
    })
  }

  const code = input.couponCode?.trim()
  if (!code) return { perLine, applied, shares }
  const found = lookupCoupon(settings, code, input.now)
  if ('error' in found) return { perLine, applied, shares, couponError: found.error }
  const rule = found.rule
  const products = rule.productIds ? new Set(rule.productIds) : undefined
  const eligible = input.lines.map(
    (line) => !products || (line.catalogItemId !== undefined && products.has(line.catalogItemId)),
  )
  const misfit = couponMisfit(rule, subtotal, eligible.filter(Boolean).length)
  if (misfit) return { perLine, applied, shares, couponError: misfit }
  const coupon = { id: rule.id, code: rule.code, name: rule.name }
  const lineItemIds = input.lines.filter((_, i) => eligible[i]).map((line) => line.id)
  const couponShare = {
    kind: 'COUPON' as const,
    name: rule.name,
    couponId: rule.id,
    couponCode: rule.code,
    limited: !!products,
  }
  if (rule.type === 'FREE_SHIPPING')
    return {
      perLine,
      applied,
      shares: [...shares, { ...couponShare, perLine: linePrices.map(() => 0n), delivery: 0n }],
      freeShipping: {
        coupon: { ...coupon, amount: multiCurrencyPrice(0n) },
        discountType: 'SHIPPING',
        lineItemIds,
      },
    }
  const value = rule.value ?? '0'
  const amount = take(
    eligible,
    (base) => (rule.type === 'PERCENTAGE' ? percentOf(base, value) : toCents(value)),
    couponShare,
  )
  applied.push({
    coupon: { ...coupon, amount: multiCurrencyPrice(amount) },
    discountType: products ? 'SPECIFIC_ITEMS' : 'GLOBAL',
    lineItemIds,
  })
  return { perLine, applied, shares }
}
