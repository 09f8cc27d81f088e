import type {
  CartLineItem,
  ConvertedMoney,
  ItemDiscount,
  ItemStatus,
  V2CatalogOverrideFields,
  V2LineItem,
} from '@storefront-kit/wire'
import { type Cents, sumCents, toCents, toDecimal } from '../../platform/money'

/** A `ConvertedMoney` (no display currency of its own: converted equals original). */
export const money = (cents: Cents): Required<ConvertedMoney> => {
  const amount = toDecimal(cents)
  return { amount, convertedAmount: amount }
}

/** One item-level discount of a line: its name, what it took, and where it came from. */
export interface LineDiscount {
  name: string
  amount: Cents
  source: ItemDiscount['source']
}

const STATUS: Record<string, ItemStatus> = {
  AVAILABLE: 'IN_STOCK',
  PARTIALLY_AVAILABLE: 'PARTIALLY_IN_STOCK',
  NOT_AVAILABLE: 'OUT_OF_STOCK',
  NOT_FOUND: 'REMOVED_FROM_CATALOG',
}

/** The V2 stock status of an engine line. */
export const statusOf = (line: CartLineItem): ItemStatus =>
  STATUS[line.availability.status] ?? 'IN_STOCK'

/** Price per unit of a line's modifiers (each modifier's price times its quantity). */
export function modifiersPrice(line: Pick<CartLineItem, 'modifierGroups'>): Cents {
  return sumCents(
    (line.modifierGroups ?? []).flatMap((group) =>
      group.modifiers.map((m) => toCents(m.price?.amount ?? '0') * BigInt(m.quantity ?? 1)),
    ),
  )
}

/** `total / quantity` to the cent, half up (a unit price after a discount that does not divide). */
function perUnit(total: Cents, quantity: number): Cents {
  const q = BigInt(Math.max(1, quantity))
  return (total * 2n + q) / (2n * q)
}

function overrideFields(line: CartLineItem): V2CatalogOverrideFields | undefined {
  const o = line.catalogOverrideFields
  if (!o) return undefined
  const { productName, price, ...rest } = o
  return {
    ...rest,
    ...(productName && { name: productName }),
    ...(price && { salePrice: price }),
  }
}

/**
 * The V2 wire form of an engine line, after its item-level discounts: the unit and total price
 * are what the buyer pays for it before cart-level discounts, delivery and tax.
 */
export function presentLine(line: CartLineItem, discounts: readonly LineDiscount[]): V2LineItem {
  const sale = toCents(line.price.amount)
  const gross = sale * BigInt(line.quantity)
  const off = sumCents(discounts.map((d) => d.amount))
  const total = gross - off
  const available = line.availability.quantityAvailable
  const override = overrideFields(line)
  return {
    id: line.id,
    name: line.productName,
    quantityInfo: {
      requestedQuantity: line.quantity,
      confirmedQuantity:
        available === undefined ? line.quantity : Math.min(line.quantity, available),
      ...(available !== undefined && { availableQuantity: available }),
      fixedQuantity: line.fixedQuantity,
    },
    pricing: {
      unitPrice: money(perUnit(total, line.quantity)),
      totalPrice: money(total),
      priceDescription: line.priceDescription ?? { original: '' },
      priceUndetermined: line.priceUndetermined,
      breakdown: {
        fullPrice: money(toCents(line.fullPrice?.amount ?? line.price.amount)),
        salePrice: money(sale),
        totalModifiersPrice: money(modifiersPrice(line)),
      },
    },
    source: {
      catalogReference: line.catalogReference,
      ...(override && { catalogOverrideFields: override }),
      ...(line.rootCatalogItemId && { rootCatalogItemId: line.rootCatalogItemId }),
      ...(override?.inventoryAppId && { inventoryAppId: override.inventoryAppId }),
    },
    attributes: {
      descriptionLines: line.descriptionLines ?? [],
      ...(line.image && { image: line.image }),
      ...(line.url && { url: line.url }),
      ...(line.policies && { policies: line.policies }),
      itemType: { preset: line.itemType.preset ?? '', custom: line.itemType.custom ?? '' },
      physicalProperties: {
        ...line.physicalProperties,
        shippable: !!line.physicalProperties.shippable,
      },
      ...(line.subscriptionOptionInfo && { subscriptionInfo: line.subscriptionOptionInfo }),
      ...(line.serviceProperties && { serviceProperties: line.serviceProperties }),
      membersOnly: line.membersOnly,
    },
    ...(line.deliveryProfileId && {
      deliveryConfig: { deliveryProfileId: line.deliveryProfileId },
    }),
    taxConfig: {
      taxableAddress: { addressType: line.taxableAddress?.addressType ?? 'SHIPPING' },
      ...(line.taxGroupId && { taxGroupId: line.taxGroupId }),
    },
    paymentConfig: {
      savePaymentMethod: line.savePaymentMethod,
      paymentOption: line.paymentOption,
      ...(line.depositAmount && { depositAmount: money(toCents(line.depositAmount.amount)) }),
    },
    status: statusOf(line),
    ...(line.extendedFields && { extendedFields: line.extendedFields }),
    ...(line.modifierGroups && {
      modifierGroups: line.modifierGroups.map((group) => ({
        ...group,
        modifiers: group.modifiers.map(({ price, ...modifier }) => ({
          ...modifier,
          ...(price && { price: money(toCents(price.amount)) }),
        })),
      })),
    }),
    discounts: discounts
      .filter((d) => d.amount > 0n)
      .map((d) => ({
        name: { original: d.name },
        amountOff: money(d.amount),
        ...(d.source && { source: d.source }),
      })),
    customLineItem: line.customLineItem,
  }
}
