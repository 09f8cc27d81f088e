/**
 * Purchases made once through v1 (a checkout) and once through Cart V2 (a cart, calculated):
 * both must come to the same money to the cent. Shared by the emulator's route tests and the
 * SDK's tests over HTTP, so the two suites check the same table.
 */
import type {
  CartSummary,
  CatalogReference,
  Checkout,
  CreateCartRequest,
  CreateCheckoutRequest,
} from '@storefront-kit/wire'

/** A delivery address by name. */
export const ADDRESSES = {
  california: {
    country: 'US',
    subdivision: 'US-CA',
    city: 'San Jose',
    addressLine: '1 Main St',
    postalCode: '95112',
  },
  newYork: {
    country: 'US',
    subdivision: 'US-NY',
    city: 'New York',
    addressLine: '5 Broadway',
    postalCode: '10004',
  },
  texas: {
    country: 'US',
    subdivision: 'US-TX',
    city: 'Austin',
    addressLine: '9 Congress Ave',
    postalCode: '78701',
  },
  canada: {
    country: 'CA',
    subdivision: 'CA-ON',
    city: 'Toronto',
    addressLine: '1 Yonge St',
    postalCode: 'M5E 1E5',
  },
  germany: {
    country: 'DE',
    city: 'Berlin',
    addressLine: 'Unter den Linden 1',
    postalCode: '10117',
  },
} as const

export interface TotalsCase {
  name: string
  /** Demo products by slug, with quantity and options (`{ options: { Size: 'M' } }`). */
  items: { slug: string; quantity: number; options?: Record<string, unknown> }[]
  coupon?: string
  giftCard?: string
  address: keyof typeof ADDRESSES
  /** A delivery method code; none for a purchase with nothing to ship. */
  delivery?: string
}

const tee = (size: string, color: string) => ({ options: { Size: size, Color: color } })

export const SAME_TOTALS: TotalsCase[] = [
  {
    name: 'one wallet',
    items: [{ slug: 'leather-card-wallet', quantity: 1 }],
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'two wallets',
    items: [{ slug: 'leather-card-wallet', quantity: 2 }],
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'free shipping above 75',
    items: [{ slug: 'pour-over-coffee-set', quantity: 2 }],
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'express',
    items: [{ slug: 'speckled-stoneware-mug', quantity: 3 }],
    address: 'california',
    delivery: 'express',
  },
  {
    name: 'store pickup (no handling fee)',
    items: [{ slug: 'brass-task-lamp', quantity: 1 }],
    address: 'california',
    delivery: 'store-pickup',
  },
  {
    name: 'SAVE10 on two lines',
    items: [
      { slug: 'leather-card-wallet', quantity: 2 },
      { slug: 'pour-over-coffee-set', quantity: 1 },
    ],
    coupon: 'SAVE10',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'FIVEOFF',
    items: [{ slug: 'leather-card-wallet', quantity: 1 }],
    coupon: 'FIVEOFF',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'FREESHIP',
    items: [{ slug: 'speckled-stoneware-mug', quantity: 1 }],
    coupon: 'FREESHIP',
    address: 'newYork',
    delivery: 'express',
  },
  {
    name: 'TEES15 on a featured item',
    items: [
      { slug: 'classic-cotton-tee', quantity: 2, ...tee('M', 'White') },
      { slug: 'leather-card-wallet', quantity: 1 },
    ],
    coupon: 'TEES15',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'gift card pays part',
    items: [{ slug: 'pour-over-coffee-set', quantity: 2 }],
    giftCard: 'GIFTCARD-50',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'gift card pays all',
    items: [{ slug: 'speckled-stoneware-mug', quantity: 1 }],
    giftCard: 'GIFTCARD-50',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'coupon and gift card',
    items: [{ slug: 'leather-card-wallet', quantity: 2 }],
    coupon: 'FIVEOFF',
    giftCard: 'GIFTCARD-50',
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'New York tax',
    items: [{ slug: 'wool-throw-blanket', quantity: 1 }],
    address: 'newYork',
    delivery: 'standard',
  },
  {
    name: 'Texas tax',
    items: [{ slug: 'oak-side-chair', quantity: 1 }],
    address: 'texas',
    delivery: 'express',
  },
  {
    name: 'Canada GST',
    items: [{ slug: 'single-origin-coffee-beans', quantity: 3 }],
    address: 'canada',
    delivery: 'standard',
  },
  {
    name: 'Germany VAT',
    items: [{ slug: 'hand-poured-soy-candle', quantity: 2 }],
    address: 'germany',
    delivery: 'international',
  },
  {
    name: 'variants of one product',
    items: [
      { slug: 'classic-cotton-tee', quantity: 1, ...tee('S', 'Navy') },
      { slug: 'classic-cotton-tee', quantity: 2, ...tee('L', 'Charcoal') },
    ],
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'many lines',
    items: [
      { slug: 'loose-leaf-green-tea', quantity: 1 },
      { slug: 'cold-pressed-olive-oil', quantity: 2 },
      { slug: 'cold-brew-bottle', quantity: 3 },
      { slug: 'linen-cushion-cover', quantity: 1 },
    ],
    address: 'california',
    delivery: 'standard',
  },
  {
    name: 'a digital book only',
    items: [{ slug: 'houseplant-handbook-ebook', quantity: 1 }],
    address: 'california',
  },
  {
    name: 'large quantity',
    items: [{ slug: 'dot-grid-field-journal', quantity: 25 }],
    coupon: 'SAVE10',
    address: 'newYork',
    delivery: 'standard',
  },
  {
    name: 'plants, Europe, coupon',
    items: [
      { slug: 'snake-plant', quantity: 1 },
      { slug: 'terracotta-pot-set', quantity: 1 },
    ],
    coupon: 'SAVE10',
    address: 'germany',
    delivery: 'international',
  },
  {
    name: 'pens and paint, express, FIVEOFF',
    items: [
      { slug: 'brass-fountain-pen', quantity: 1 },
      { slug: 'travel-watercolor-set', quantity: 1 },
    ],
    coupon: 'FIVEOFF',
    address: 'texas',
    delivery: 'express',
  },
]

/** The money of a purchase in the terms both versions share. */
export interface SharedTotals {
  /** Items after every discount (v1 subtotal − discount; V2 subtotal − cart-level discount). */
  items: string
  delivery: string
  fees: string
  tax: string
  giftCard: string
  /** What the buyer pays after the gift card. */
  due: string
}

type Money = { amount?: string } | undefined
type Ref = (slug: string, options?: Record<string, unknown>) => CatalogReference
const cents = (m: Money) => Math.round(Number(m?.amount ?? '0') * 100)
const fmt = (c: number) => (c / 100).toFixed(2)

/** The v1 checkout's money (its `priceSummary.total` is already net of the gift card). */
export function v1Totals(checkout: Checkout): SharedTotals {
  const p = checkout.priceSummary
  // v1 counts a delivery discount (FREESHIP) in `discount` and shows `shipping` before it; V2
  // shows the delivery net of it.
  const offDelivery = cents(
    checkout.shippingInfo?.selectedCarrierServiceOption?.cost?.totalDiscount,
  )
  return {
    items: fmt(cents(p?.subtotal) - cents(p?.discount) + offDelivery),
    delivery: fmt(cents(p?.shipping) - offDelivery),
    fees: fmt(cents(p?.additionalFees)),
    tax: fmt(cents(p?.tax)),
    giftCard: fmt(cents(checkout.giftCard?.amount)),
    due: fmt(cents(p?.total)),
  }
}

/** The V2 calculation summary's money. */
export function v2Totals(summary: CartSummary): SharedTotals {
  const p = summary.priceSummary
  return {
    items: fmt(cents(p?.subtotal) - cents(p?.discount)),
    delivery: fmt(cents(p?.delivery)),
    fees: fmt(cents(p?.additionalFees)),
    tax: fmt(cents(p?.tax)),
    giftCard: fmt(cents(summary.paymentSummary?.giftCards?.[0]?.redeemAmount)),
    due: fmt(cents(summary.paymentSummary?.payNow)),
  }
}

/** The v1 CreateCheckout body for a case (lines, codes, address and delivery). */
export const v1CheckoutBody = (c: TotalsCase, ref: Ref): CreateCheckoutRequest => ({
  channelType: 'WEB',
  lineItems: c.items.map((i) => ({
    quantity: i.quantity,
    catalogReference: ref(i.slug, i.options),
  })),
  ...(c.coupon && { couponCode: c.coupon }),
  ...(c.giftCard && { giftCardCode: c.giftCard }),
  checkoutInfo: {
    buyerInfo: { email: 'same@example.com' },
    shippingInfo: {
      shippingDestination: { address: ADDRESSES[c.address] },
      ...(c.delivery && { selectedCarrierServiceOption: { code: c.delivery } }),
    },
  },
})

/** The V2 CreateCart body for the same purchase. */
export const v2CartBody = (c: TotalsCase, ref: Ref): CreateCartRequest => ({
  catalogItems: c.items.map((i) => ({
    quantity: i.quantity,
    catalogReference: ref(i.slug, i.options),
  })),
  ...(c.coupon && { coupons: [{ code: c.coupon }] }),
  ...(c.giftCard && { giftCards: [{ code: c.giftCard }] }),
  cart: {
    customerInfo: { email: 'same@example.com' },
    deliveryInfo: { address: ADDRESSES[c.address] },
  },
  ...(c.delivery && { deliveryMethod: { code: c.delivery } }),
})
