import type {
  CreatedBy,
  Order,
  OrderInput,
  OrderLineItem,
  OrderLineItemInput,
  OrderPriceSummary,
  Price,
} from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import { price, STORE_CURRENCY, toCents } from '../../platform/money'
import type { OrdersContext } from './context'
import { normalizeOrder } from './normalize'
import { initialBalance } from './payment-state'

/** The app id the emulator acts as for API-key callers (as in event identities). */
export const EMULATOR_APP_ID = 'storefront-emulator'

/** Who created an order, as the wire says it. */
export function createdByFor(caller: Caller): CreatedBy {
  switch (caller.kind) {
    case 'visitor':
      return { visitorId: caller.id }
    case 'member':
      return { memberId: caller.id }
    default:
      return { appId: EMULATOR_APP_ID }
  }
}

/** A price as given, re-formatted for the currency (the formatted text is read-only on input). */
const reprice = (value: Price | undefined, currency: string): Price | undefined =>
  value && price(toCents(value.amount), currency)

function lineItem(ctx: OrdersContext, line: OrderLineItemInput, currency: string): OrderLineItem {
  const unit = toCents(line.price.amount)
  const total = price(unit * BigInt(line.quantity), currency)
  const shippable = line.physicalProperties?.shippable ?? line.itemType.preset === 'PHYSICAL'
  return {
    ...line,
    id: line.id || ctx.newId(),
    price: price(unit, currency),
    priceBeforeDiscounts: reprice(line.priceBeforeDiscounts, currency) ?? price(unit, currency),
    totalDiscount: reprice(line.totalDiscount, currency) ?? price(0n, currency),
    totalPriceBeforeTax: reprice(line.totalPriceBeforeTax, currency) ?? total,
    totalPriceAfterTax: reprice(line.totalPriceAfterTax, currency) ?? total,
    physicalProperties: { ...line.physicalProperties, shippable },
    paymentOption: line.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    taxDetails: { taxRate: '0', ...line.taxDetails },
    priceUndetermined: line.priceUndetermined ?? false,
    fixedQuantity: line.fixedQuantity ?? false,
  }
}

function priceSummary(summary: OrderPriceSummary, currency: string): OrderPriceSummary {
  const keys = ['subtotal', 'shipping', 'tax', 'discount', 'total', 'totalAdditionalFees'] as const
  return Object.fromEntries(
    keys.map((key) => [key, reprice(summary[key], currency) ?? price(0n, currency)]),
  )
}

/**
 * An order from a caller's input (CreateOrder, ImportOrder): the given fields, prices
 * re-formatted, defaults for what was left out. Read-only fields come from `fixed`.
 */
export function orderFromInput(
  ctx: OrdersContext,
  input: OrderInput,
  fixed: Pick<Order, 'id' | 'number' | 'activities' | 'createdBy' | 'imported'>,
): Order {
  const currency = input.currency ?? STORE_CURRENCY
  const now = ctx.clock.iso()
  const paymentStatus = input.paymentStatus ?? 'NOT_PAID'
  const {
    lineItems,
    priceSummary: summary,
    balanceSummary: _balance,
    createdDate: _created,
    updatedDate: _updated,
    siteLanguage: _site,
    payAfterFreeTrial: _trial,
    fulfillmentStatus,
    ...given
  } = input
  const order = {
    ...given,
    ...fixed,
    createdDate: now,
    updatedDate: now,
    purchasedDate: input.purchasedDate ?? now,
    lineItems: lineItems.map((line) => lineItem(ctx, line, currency)),
    currency,
    siteLanguage: 'en',
    buyerLanguage: input.buyerLanguage ?? 'en',
    priceSummary: priceSummary(summary, currency),
    paymentStatus,
    status: input.status ?? (paymentStatus === 'PAID' ? 'APPROVED' : 'INITIALIZED'),
    fulfillmentStatus: (fixed.imported && fulfillmentStatus) || 'NOT_FULFILLED',
    weightUnit: input.weightUnit ?? 'KG',
    taxIncludedInPrices: input.taxIncludedInPrices ?? false,
    appliedDiscounts: input.appliedDiscounts ?? [],
    attributionSource: input.attributionSource ?? 'UNSPECIFIED',
    customFields: input.customFields ?? [],
    additionalFees: input.additionalFees ?? [],
  }
  return normalizeOrder({ ...order, balanceSummary: initialBalance(order) })
}
