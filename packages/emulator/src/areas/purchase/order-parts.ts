import type {
  Checkout,
  CheckoutLineItem,
  ItemTaxFullDetails,
  MultiCurrencyPrice,
  OrderAppliedDiscount,
  OrderItemTaxFullDetails,
  OrderLineItem,
  OrderShippingInformation,
  OrderTaxBreakdown,
  Price,
  TaxBreakdown,
} from '@storefront-kit/wire'
import { type Cents, price, STORE_CURRENCY, toCents } from '../../platform/money'
import type { OrderParts } from '../orders/index'

/** An order `Price` from a checkout's `MultiCurrencyPrice` (orders carry no conversion). */
const toPrice = (value: MultiCurrencyPrice | undefined): Price | undefined =>
  value && { amount: value.amount, formattedAmount: value.formattedAmount ?? '' }

const zero = (currency: string) => price(0n, currency)

function taxDetails(tax: ItemTaxFullDetails | undefined): OrderItemTaxFullDetails {
  return {
    taxRate: tax?.taxRate ?? '0',
    ...(tax?.taxableAmount && { taxableAmount: toPrice(tax.taxableAmount) }),
    ...(tax?.totalTax && { totalTax: toPrice(tax.totalTax) }),
  }
}

function lineItem(line: CheckoutLineItem, currency: string, taxIncluded: boolean): OrderLineItem {
  const tax = line.taxDetails
  return {
    id: line.id,
    productName: line.productName,
    catalogReference: line.catalogReference,
    quantity: line.quantity,
    totalDiscount: toPrice(line.discount) ?? zero(currency),
    ...(line.descriptionLines && { descriptionLines: line.descriptionLines }),
    ...(line.media && { image: line.media }),
    physicalProperties: line.physicalProperties,
    itemType: line.itemType,
    price: toPrice(line.price) ?? zero(currency),
    ...(line.priceBeforeDiscounts && { priceBeforeDiscounts: toPrice(line.priceBeforeDiscounts) }),
    ...(line.totalPriceBeforeTax && { totalPriceBeforeTax: toPrice(line.totalPriceBeforeTax) }),
    ...(line.totalPriceAfterTax && { totalPriceAfterTax: toPrice(line.totalPriceAfterTax) }),
    ...(line.lineItemPrice && { lineItemPrice: toPrice(line.lineItemPrice) }),
    paymentOption: line.paymentOption,
    taxDetails: taxDetails(tax),
    taxInfo: {
      taxRate: tax?.taxRate ?? '0',
      taxIncludedInPrice: taxIncluded,
      ...(tax?.totalTax && { taxAmount: toPrice(tax.totalTax) }),
      ...(tax?.taxableAmount && { taxableAmount: toPrice(tax.taxableAmount) }),
    },
    ...(line.subscriptionOptionInfo && {
      subscriptionInfo: {
        cycleNumber: 1,
        subscriptionOptionTitle: line.subscriptionOptionInfo.title.original,
        subscriptionOptionDescription: line.subscriptionOptionInfo.description.original,
        subscriptionSettings: line.subscriptionOptionInfo.subscriptionSettings,
      },
    }),
    ...(line.priceDescription && { priceDescription: line.priceDescription }),
    ...(line.depositAmount && { depositAmount: toPrice(line.depositAmount) }),
    ...(line.taxableAddress && { taxableAddress: line.taxableAddress }),
    priceUndetermined: line.priceUndetermined,
    fixedQuantity: line.fixedQuantity,
    ...(line.extendedFields && { extendedFields: line.extendedFields }),
  }
}

/** Tax per jurisdiction over all lines (and shipping), summed to the cent. */
function taxBreakdown(checkout: Checkout, currency: string): OrderTaxBreakdown[] {
  const groups = new Map<string, { entry: OrderTaxBreakdown; cents: Cents }>()
  const shippingTax = checkout.shippingInfo?.selectedCarrierServiceOption?.cost?.taxDetails
  const details = [...checkout.lineItems.map((line) => line.taxDetails), shippingTax]
  const place =
    checkout.shippingInfo?.shippingDestination?.address ?? checkout.billingInfo?.address ?? {}
  // Without a per-jurisdiction breakdown, a taxed amount counts for the buyer's region.
  const fallback = (tax: ItemTaxFullDetails): TaxBreakdown[] =>
    toCents(tax.totalTax?.amount ?? '0') > 0n
      ? [
          {
            taxName: 'Tax',
            taxType: 'SALES_TAX',
            jurisdiction: place.subdivision ?? place.country ?? '',
            jurisdictionType: place.subdivision ? 'STATE' : 'COUNTRY',
            rate: tax.taxRate,
            ...(tax.totalTax && { taxAmount: tax.totalTax }),
          },
        ]
      : []
  const parts = details.flatMap((tax) =>
    tax ? (tax.taxBreakdown?.length ? tax.taxBreakdown : fallback(tax)) : [],
  )
  for (const part of parts) {
    const key = [part.taxName, part.jurisdiction, part.rate].join('|')
    const group = groups.get(key) ?? {
      entry: {
        taxName: part.taxName ?? '',
        taxType: part.taxType ?? '',
        jurisdiction: part.jurisdiction ?? '',
        jurisdictionType: part.jurisdictionType ?? 'UNDEFINED',
        rate: part.rate ?? '0',
      },
      cents: 0n,
    }
    group.cents += toCents(part.taxAmount?.amount ?? '0')
    groups.set(key, group)
  }
  return [...groups.values()].map(({ entry, cents }) => ({
    ...entry,
    aggregatedTaxAmount: price(cents, currency),
  }))
}

function shippingInfo(checkout: Checkout): OrderShippingInformation | undefined {
  const info = checkout.shippingInfo
  const option = info?.selectedCarrierServiceOption
  if (!option) return undefined
  const pickup = option.logistics?.pickupDetails
  return {
    ...(option.carrierId && { carrierId: option.carrierId }),
    code: option.code,
    title: option.title ?? '',
    logistics: {
      ...(pickup
        ? {
            pickupDetails: {
              ...(pickup.address && { address: pickup.address }),
              pickupMethod: pickup.pickupMethod ?? 'STORE_PICKUP',
            },
          }
        : info?.shippingDestination && { shippingDestination: info.shippingDestination }),
      ...(option.logistics?.deliveryTime && { deliveryTime: option.logistics.deliveryTime }),
      ...(option.logistics?.instructions && { instructions: option.logistics.instructions }),
    },
    cost: {
      ...(option.cost?.price && { price: toPrice(option.cost.price) }),
      ...(option.cost?.totalPriceBeforeTax && {
        totalPriceBeforeTax: toPrice(option.cost.totalPriceBeforeTax),
      }),
      ...(option.cost?.totalPriceAfterTax && {
        totalPriceAfterTax: toPrice(option.cost.totalPriceAfterTax),
      }),
      ...(option.cost?.taxDetails && { taxDetails: taxDetails(option.cost.taxDetails) }),
      ...(option.cost?.totalDiscount && { discount: toPrice(option.cost.totalDiscount) }),
    },
    ...(info?.region?.name && { region: { name: info.region.name } }),
  }
}

function appliedDiscounts(newId: () => string, checkout: Checkout): OrderAppliedDiscount[] {
  return checkout.appliedDiscounts.map((applied) => ({
    id: newId(),
    discountType: applied.discountType ?? 'GLOBAL',
    ...(applied.lineItemIds && { lineItemIds: applied.lineItemIds }),
    ...(applied.coupon && {
      coupon: {
        id: applied.coupon.id,
        code: applied.coupon.code,
        name: applied.coupon.name ?? applied.coupon.code,
        ...(applied.coupon.amount && { amount: toPrice(applied.coupon.amount) }),
      },
    }),
    ...(applied.merchantDiscount && {
      merchantDiscount: {
        discountReason: 'UNSPECIFIED',
        ...(applied.merchantDiscount.amount && {
          amount: toPrice(applied.merchantDiscount.amount),
        }),
      },
    }),
    ...(applied.discountRule && {
      discountRule: {
        id: applied.discountRule.id ?? '',
        name: applied.discountRule.name ?? { original: '' },
        ...(applied.discountRule.amount && { amount: toPrice(applied.discountRule.amount) }),
      },
    }),
  }))
}

/**
 * The parts of an order a checkout decides: lines, buyer, addresses, shipping, totals, tax and
 * discounts, channel and languages. Identity, number, dates, statuses and history are the
 * caller's to add. A priced purchase of any flow reaches an order through this one mapping: a v1
 * checkout as it is, a V2 cart in the checkout form of its lines and totals.
 */
export function orderPartsFromCheckout(checkout: Checkout, newId: () => string): OrderParts {
  const currency = checkout.currency || STORE_CURRENCY
  const summary = checkout.priceSummary
  const shipping = shippingInfo(checkout)
  const destination = checkout.shippingInfo?.shippingDestination
  return {
    lineItems: checkout.lineItems.map((line) =>
      lineItem(line, currency, checkout.taxIncludedInPrice),
    ),
    ...(checkout.buyerInfo && { buyerInfo: checkout.buyerInfo }),
    buyerLanguage: checkout.buyerLanguage,
    weightUnit: checkout.weightUnit,
    currency,
    taxIncludedInPrices: checkout.taxIncludedInPrice,
    siteLanguage: checkout.siteLanguage,
    priceSummary: {
      subtotal: toPrice(summary?.subtotal) ?? zero(currency),
      shipping: toPrice(summary?.shipping) ?? zero(currency),
      tax: toPrice(summary?.tax) ?? zero(currency),
      discount: toPrice(summary?.discount) ?? zero(currency),
      total: toPrice(summary?.total) ?? zero(currency),
      totalAdditionalFees: toPrice(summary?.additionalFees) ?? zero(currency),
    },
    ...(checkout.billingInfo && { billingInfo: checkout.billingInfo }),
    ...(shipping && { shippingInfo: shipping }),
    ...(destination && !shipping?.logistics?.pickupDetails && { recipientInfo: destination }),
    ...(checkout.buyerNote && { buyerNote: checkout.buyerNote }),
    taxSummary: { totalTax: toPrice(summary?.tax) ?? zero(currency) },
    taxInfo: {
      totalTax: toPrice(summary?.tax) ?? zero(currency),
      taxBreakdown: taxBreakdown(checkout, currency),
    },
    appliedDiscounts: appliedDiscounts(newId, checkout),
    attributionSource: 'UNSPECIFIED',
    ...(checkout.createdBy && { createdBy: checkout.createdBy }),
    channelInfo: { type: checkout.channelType || 'WEB' },
    checkoutId: checkout.id,
    customFields: checkout.customFields,
    additionalFees: checkout.additionalFees.map((fee) => ({
      id: newId(),
      name: fee.name,
      source: fee.source,
      ...(fee.code && { code: fee.code }),
      ...(fee.price && { price: toPrice(fee.price) }),
      ...(fee.priceBeforeTax && { priceBeforeTax: toPrice(fee.priceBeforeTax) }),
      ...(fee.priceAfterTax && { priceAfterTax: toPrice(fee.priceAfterTax) }),
      ...(fee.taxDetails && { taxDetails: taxDetails(fee.taxDetails) }),
      ...(fee.lineItemIds && { lineItemIds: fee.lineItemIds }),
    })),
    ...(checkout.extendedFields && { extendedFields: checkout.extendedFields }),
    ...(checkout.purchaseFlowId && { purchaseFlowId: checkout.purchaseFlowId }),
  }
}
