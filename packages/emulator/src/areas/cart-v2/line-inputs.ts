import type {
  AddLineItemsRequest,
  CartLineItem,
  CatalogItemInput,
  CatalogReference,
  CustomItemInput,
  CustomLineItem,
  LineItemInput,
  MembershipInput,
  ModifierGroup,
  V2SelectedMembership,
} from '@storefront-kit/wire'
import { permissionDenied, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { multiCurrencyPrice, sumCents, toCents, toDecimal } from '../../platform/money'
import type { LineAdditions } from '../purchase/index'
import { badRequest } from './errors'

/** A line's modifiers count at most this many, over all its groups (wire/cart-v2.md §1.8). */
const MAX_MODIFIERS = 25

/** Custom items and catalog overrides set prices: only the API key may send them (as in v1). */
export function assertMaySetPrices(caller: Caller, request: AddLineItemsRequest): void {
  if (caller.kind === 'owner') return
  if (request.customItems?.length)
    throw permissionDenied('Custom items need an elevated identity (API key)')
  if (request.catalogItems?.some((item) => item.catalogOverrideFields))
    throw permissionDenied('Catalog override fields need an elevated identity (API key)')
}

const refOf = (item: CustomItemInput): CatalogReference =>
  item.source?.catalogReference ?? { catalogItemId: '', appId: '' }

/**
 * The rules of custom items the purchase engine does not know: modifier ids unique per item and
 * group (`DUPLICATE_MODIFIER_GROUP_IDS`, `DUPLICATE_ITEM_MODIFIER_IDS`), at most 25 modifiers per
 * item (`MAX_ITEM_MODIFIERS_EXCEEDED`), and a deposit within the unit price
 * (`DEPOSIT_AMOUNT_GREATER_THAN_UNIT_PRICE`). All are 400.
 */
export function checkCustomItems(items: readonly CustomItemInput[] = []): void {
  const dupGroups = items.filter((item) => {
    const ids = (item.modifierGroups ?? []).map((group) => group.id)
    return new Set(ids).size !== ids.length
  })
  if (dupGroups.length)
    throw badRequest('DUPLICATE_MODIFIER_GROUP_IDS', 'Modifier group ids repeat within an item', {
      invalidItems: dupGroups.map(refOf),
    })
  const dupModifiers = items.filter((item) =>
    (item.modifierGroups ?? []).some((group) => {
      const ids = group.modifiers.map((m) => m.id)
      return new Set(ids).size !== ids.length
    }),
  )
  if (dupModifiers.length)
    throw badRequest('DUPLICATE_ITEM_MODIFIER_IDS', 'Modifier ids repeat within a group', {
      invalidItems: dupModifiers.map(refOf),
    })
  for (const item of items) {
    const count = (item.modifierGroups ?? []).reduce((n, group) => n + group.modifiers.length, 0)
    if (count > MAX_MODIFIERS)
      throw badRequest(
        'MAX_ITEM_MODIFIERS_EXCEEDED',
        `An item takes at most ${MAX_MODIFIERS} modifiers`,
        {
          requestCount: count,
          maxCount: MAX_MODIFIERS,
        },
      )
    const deposit = item.paymentConfig?.depositAmount?.amount
    if (deposit && toCents(deposit) > toCents(item.pricing.price.amount))
      throw badRequest(
        'DEPOSIT_AMOUNT_GREATER_THAN_UNIT_PRICE',
        'A deposit cannot be more than the unit price',
      )
  }
}

/** A membership choice on input: present and not empty. */
const chooses = (membership: MembershipInput | V2SelectedMembership | undefined) =>
  !!membership && Object.values(membership).some((value) => value !== undefined)

/**
 * Memberships paying for lines. The emulator has no pricing plans, so no membership exists and
 * no line is a plan: a future membership naming a line not in the cart is
 * `PLAN_LINE_ITEM_NOT_FOUND`, any other choice `INVALID_MEMBERSHIP_PAYMENT_OPTION` (428 both).
 */
export function checkMemberships(
  choices: readonly {
    lineItemId?: string
    membership?: MembershipInput
    selected?: V2SelectedMembership
  }[],
  lines: readonly CartLineItem[],
): void {
  const chosen = choices.filter((c) => chooses(c.membership) || chooses(c.selected))
  const missingPlan = chosen.filter((c) => {
    const plan = c.membership?.futureMembership?.lineItemId
    return plan !== undefined && !lines.some((line) => line.id === plan)
  })
  if (missingPlan.length)
    throw precondition(
      'PLAN_LINE_ITEM_NOT_FOUND',
      'The plan line paying for an item is not in the cart',
      {
        lineItemIds: missingPlan.map((c) => c.membership?.futureMembership?.lineItemId),
      },
    )
  if (chosen.length)
    throw precondition(
      'INVALID_MEMBERSHIP_PAYMENT_OPTION',
      'No membership can pay for these items (the store offers no memberships)',
      {
        invalidItems: chosen.map((c) => ({
          invalidItemId: { ...(c.lineItemId && { lineItemId: c.lineItemId }) },
          ...(c.selected && { selectedMembership: c.selected }),
        })),
      },
    )
}

/** A catalog item in the purchase engine's terms. */
function catalogInput(item: CatalogItemInput): LineItemInput {
  const o = item.catalogOverrideFields
  return {
    quantity: item.quantity,
    catalogReference: item.catalogReference,
    ...(o && {
      catalogOverrideFields: {
        ...(o.name && { productName: o.name }),
        ...(o.salePrice && { price: o.salePrice }),
        ...(o.fullPrice && { fullPrice: o.fullPrice }),
        ...(o.descriptionLines && { descriptionLines: o.descriptionLines }),
        ...(o.physicalProperties && { physicalProperties: o.physicalProperties }),
        ...(o.image && { image: o.image }),
        ...(o.paymentOption && { paymentOption: o.paymentOption }),
        ...(o.depositAmount && { depositAmount: o.depositAmount }),
        ...(o.savePaymentMethod !== undefined && { savePaymentMethod: o.savePaymentMethod }),
        ...(o.inventoryAppId && { inventoryAppId: o.inventoryAppId }),
      },
    }),
    ...(item.extendedFields && { extendedFields: item.extendedFields }),
  }
}

const modifiersOf = (item: CustomItemInput) =>
  sumCents(
    (item.modifierGroups ?? []).flatMap((group) =>
      group.modifiers.map((m) => toCents(m.price?.amount ?? '0') * BigInt(m.quantity ?? 1)),
    ),
  )

/** A custom item in the engine's terms: its unit price includes its modifiers. */
function customInput(item: CustomItemInput): CustomLineItem {
  const modifiers = modifiersOf(item)
  const withModifiers = (amount: string) => toDecimal(toCents(amount) + modifiers)
  const { attributes: a, pricing: p, quantityInfo: q } = item
  return {
    quantity: q.requestedQuantity,
    price: withModifiers(p.price.amount),
    ...(p.fullPrice && { fullPrice: withModifiers(p.fullPrice.amount) }),
    itemType: a.itemType,
    productName: item.name,
    ...(p.priceDescription && { priceDescription: p.priceDescription }),
    ...(p.priceUndetermined !== undefined && { priceUndetermined: p.priceUndetermined }),
    ...(a.descriptionLines && { descriptionLines: a.descriptionLines }),
    ...(a.image && { media: a.image }),
    ...(a.url && { url: a.url }),
    ...(q.availableQuantity !== undefined && { quantityAvailable: q.availableQuantity }),
    ...(q.fixedQuantity !== undefined && { fixedQuantity: q.fixedQuantity }),
    ...(a.physicalProperties && { physicalProperties: a.physicalProperties }),
    ...(a.serviceProperties && { serviceProperties: a.serviceProperties }),
    ...(a.membersOnly !== undefined && { membersOnly: a.membersOnly }),
    ...(item.source?.catalogReference && { catalogReference: item.source.catalogReference }),
    ...(item.source?.rootCatalogItemId && { rootCatalogItemId: item.source.rootCatalogItemId }),
    ...(item.paymentConfig?.paymentOption && { paymentOption: item.paymentConfig.paymentOption }),
    ...(item.taxConfig?.taxableAddress && { taxableAddress: item.taxConfig.taxableAddress }),
  }
}

/** The additions of a V2 request in the purchase engine's terms. */
export const engineAdditions = (request: AddLineItemsRequest): LineAdditions => ({
  ...(request.catalogItems && { lineItems: request.catalogItems.map(catalogInput) }),
  ...(request.customItems && { customLineItems: request.customItems.map(customInput) }),
})

/**
 * What the engine's custom line does not keep: delivery profile, tax group, deposit and the
 * modifier groups (prices as money), put on the engine line made from `item`.
 */
export function completeCustomLine(line: CartLineItem, item: CustomItemInput): CartLineItem {
  const groups: ModifierGroup[] | undefined = item.modifierGroups?.map((group) => ({
    ...group,
    modifiers: group.modifiers.map(({ price, ...m }) => ({
      ...m,
      ...(price && { price: multiCurrencyPrice(toCents(price.amount)) }),
    })),
  }))
  const deposit = item.paymentConfig?.depositAmount?.amount
  return {
    ...line,
    ...(item.deliveryConfig?.deliveryProfileId && {
      deliveryProfileId: item.deliveryConfig.deliveryProfileId,
    }),
    ...(item.taxConfig?.taxGroupId && { taxGroupId: item.taxConfig.taxGroupId }),
    ...(deposit && { depositAmount: multiCurrencyPrice(toCents(deposit)) }),
    ...(groups && {
      modifierGroups: groups,
      modifiersTotalPrice: multiCurrencyPrice(modifiersOf(item)),
    }),
  }
}
