import type {
  CartLineItem,
  CatalogReference,
  CustomLineItem,
  DescriptionLine,
  ItemAvailabilityInfo,
  LineItemInput,
} from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import { multiCurrencyPrice, toCents } from '../../platform/money'
import type { CatalogItem } from '../catalog/index'
import type { PurchaseContext } from './context'
import type { TotalsLine } from './totals/types'

/** Whether `quantity` units can be bought, from the catalog's inventory. */
export function availabilityOf(
  item: CatalogItem | undefined,
  quantity: number,
): ItemAvailabilityInfo {
  if (!item?.visible) return { status: 'NOT_FOUND' }
  const { inventory } = item
  if (!inventory.trackQuantity) return { status: inventory.inStock ? 'AVAILABLE' : 'NOT_AVAILABLE' }
  const left = Math.max(0, inventory.quantity ?? 0)
  if (!inventory.inStock || left === 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 }
  return { status: left < quantity ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE', quantityAvailable: left }
}

const isColor = (name: string) => /^colou?r$/i.test(name)

/** Chosen options as description lines (`Size: M`, `Color: Blue`). */
function descriptionLines(choices: Record<string, string>): DescriptionLine[] {
  return Object.entries(choices).map(([name, value]) =>
    isColor(name)
      ? { name: { original: name }, colorInfo: { original: value } }
      : { name: { original: name }, plainText: { original: value } },
  )
}

/** The catalog item a line refers to, for visitors only when visible. */
export function findItem(ctx: PurchaseContext, reference: CatalogReference) {
  const item = ctx.catalog.lookup(reference)
  return item?.visible ? item : undefined
}

/** 404 for a line naming nothing in the catalog. */
export const itemNotFound = (reference: CatalogReference, field: string) =>
  notFound(
    'CATALOG_ITEM_NOT_FOUND',
    `No catalog item ${reference.catalogItemId} of app ${reference.appId}`,
    {
      catalogReference: reference,
      field,
    },
  )

/**
 * A cart line priced from the catalog. Catalog override fields (elevated callers only; the
 * route checks) replace name, prices, description, physical properties and image.
 */
export function catalogLine(
  ctx: PurchaseContext,
  input: LineItemInput,
  item: CatalogItem | undefined,
  id: string,
): CartLineItem {
  const override = input.catalogOverrideFields
  const price = toCents(override?.price ?? item?.price ?? '0')
  const fullPrice = toCents(override?.fullPrice ?? item?.fullPrice ?? item?.price ?? '0')
  const shippable = override?.physicalProperties?.shippable ?? item?.itemType !== 'DIGITAL'
  const slug = item?.slug
  const image = override?.image ?? item?.image
  return {
    id,
    quantity: input.quantity,
    catalogReference: input.catalogReference,
    productName: override?.productName ?? {
      original: item?.name ?? input.catalogReference.catalogItemId,
    },
    ...(slug && {
      url: {
        relativePath: `/product-page/${slug}`,
        url: `${ctx.publicUrl()}/product-page/${slug}`,
      },
    }),
    price: multiCurrencyPrice(price),
    fullPrice: multiCurrencyPrice(fullPrice),
    priceBeforeDiscounts: multiCurrencyPrice(price),
    lineItemPrice: multiCurrencyPrice(price * BigInt(input.quantity)),
    descriptionLines: override?.descriptionLines ?? descriptionLines(item?.choices ?? {}),
    ...(image && { image }),
    availability: availabilityOf(item, input.quantity),
    physicalProperties: {
      ...(item?.weight !== undefined && { weight: item.weight }),
      ...(item?.sku && { sku: item.sku }),
      ...override?.physicalProperties,
      shippable,
    },
    itemType: { preset: item?.itemType ?? 'PHYSICAL', custom: '' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: item?.productId ?? input.catalogReference.catalogItemId,
    customLineItem: false,
    priceUndetermined: false,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
    taxableAddress: { addressType: shippable ? 'SHIPPING' : 'BILLING' },
    ...(input.selectedMembership && { selectedMembership: input.selectedMembership }),
    ...(override && { catalogOverrideFields: override }),
    ...(input.extendedFields && { extendedFields: input.extendedFields }),
  }
}

/** A line the caller priced (no catalog). */
export function customLine(input: CustomLineItem, id: string): CartLineItem {
  const price = toCents(input.price)
  const shippable = input.physicalProperties?.shippable ?? input.itemType.preset === 'PHYSICAL'
  return {
    id,
    quantity: input.quantity,
    catalogReference: input.catalogReference ?? { catalogItemId: id, appId: 'custom' },
    productName: input.productName ?? { original: 'Custom item' },
    ...(input.url && { url: input.url }),
    price: multiCurrencyPrice(price),
    fullPrice: multiCurrencyPrice(toCents(input.fullPrice ?? input.price)),
    priceBeforeDiscounts: multiCurrencyPrice(price),
    lineItemPrice: multiCurrencyPrice(price * BigInt(input.quantity)),
    descriptionLines: input.descriptionLines ?? [],
    ...(input.media && { image: input.media }),
    availability: customAvailability(input.quantityAvailable, input.quantity),
    physicalProperties: { ...input.physicalProperties, shippable },
    itemType: { preset: input.itemType.preset ?? '', custom: input.itemType.custom ?? '' },
    paymentOption: input.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    ...(input.priceDescription && { priceDescription: input.priceDescription }),
    ...(input.serviceProperties && { serviceProperties: input.serviceProperties }),
    ...(input.rootCatalogItemId && { rootCatalogItemId: input.rootCatalogItemId }),
    customLineItem: true,
    priceUndetermined: input.priceUndetermined ?? false,
    fixedQuantity: input.fixedQuantity ?? false,
    savePaymentMethod: false,
    membersOnly: input.membersOnly ?? false,
    taxableAddress: input.taxableAddress ?? { addressType: shippable ? 'SHIPPING' : 'BILLING' },
    ...(input.policies && { policies: input.policies }),
  }
}

/** The availability of a custom line: what the caller said is left, if anything. */
function customAvailability(left: number | undefined, quantity: number): ItemAvailabilityInfo {
  if (left === undefined) return { status: 'AVAILABLE' }
  const status = left >= quantity ? 'AVAILABLE' : left > 0 ? 'PARTIALLY_AVAILABLE' : 'NOT_AVAILABLE'
  return { status, quantityAvailable: left }
}

/** A line with today's catalog price and stock; custom lines keep their price. */
export function refreshLine(ctx: PurchaseContext, line: CartLineItem): CartLineItem {
  if (line.customLineItem)
    return {
      ...line,
      lineItemPrice: multiCurrencyPrice(toCents(line.price.amount) * BigInt(line.quantity)),
      availability: customAvailability(line.availability.quantityAvailable, line.quantity),
    }
  const item = findItem(ctx, line.catalogReference)
  if (!item) return { ...line, availability: { status: 'NOT_FOUND' } }
  const fresh = catalogLine(
    ctx,
    {
      quantity: line.quantity,
      catalogReference: line.catalogReference,
      ...(line.selectedMembership && { selectedMembership: line.selectedMembership }),
      ...(line.catalogOverrideFields && { catalogOverrideFields: line.catalogOverrideFields }),
      ...(line.extendedFields && { extendedFields: line.extendedFields }),
    },
    item,
    line.id,
  )
  return fresh
}

/** The engine's view of the lines. */
export const totalsLines = (lines: readonly CartLineItem[]): TotalsLine[] =>
  lines.map((line) => ({
    id: line.id,
    catalogItemId: line.catalogReference.catalogItemId,
    unitPrice: toCents(line.price.amount),
    quantity: line.quantity,
    shippable: line.physicalProperties.shippable ?? false,
  }))
