import type { DeliveryMethod, DeliveryMethodInput } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import { type Cents, toCents } from '../../platform/money'
import { STORE_CARRIER_ID } from '../purchase/index'
import type { CartV2Context } from './context'
import { badRequest } from './errors'
import type { CartV2Record } from './store'
import { EVERYTHING, totalsOf } from './totals'

/** A delivery option the store offers for a cart, priced for it. */
export interface DeliveryOption {
  method: DeliveryMethod
  price: Cents
}

/**
 * The delivery options for the cart as it is: the region's rates for its address (free above
 * their threshold) and store pickup. Cart V2 has no operation that lists them (wire/cart-v2.md
 * §1.11); the hosted checkout page shows these.
 */
export function deliveryOptions(ctx: CartV2Context, record: CartV2Record): DeliveryOption[] {
  const totals = totalsOf(ctx, record, { ...EVERYTHING, tax: false, giftCards: false })
  return (totals.shippingInfo.carrierServiceOptions ?? []).flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option) => ({
      method: {
        code: option.code,
        appId: carrier.carrierId ?? STORE_CARRIER_ID,
        title: { original: option.title ?? option.code },
        pickup: !!option.logistics?.pickupDetails,
      },
      price: toCents(option.cost?.price?.amount ?? '0'),
    })),
  )
}

/**
 * SetDeliveryMethod: needs lines (`DELIVERY_METHOD_MISSING_LINE_ITEMS`) and a delivery address
 * (`DELIVERY_METHOD_MISSING_ADDRESS`), and a code (and carrier app) the store offers for that
 * address (`DELIVERY_METHOD_NOT_FOUND`, 400).
 */
export function setDeliveryMethod(
  ctx: CartV2Context,
  record: CartV2Record,
  input: DeliveryMethodInput,
): CartV2Record {
  if (!record.lines.length)
    throw precondition('DELIVERY_METHOD_MISSING_LINE_ITEMS', 'The cart has nothing to deliver')
  if (!record.cart.deliveryInfo.address?.country)
    throw precondition(
      'DELIVERY_METHOD_MISSING_ADDRESS',
      'Set a delivery address (with a country) before choosing how to deliver',
    )
  const found = deliveryOptions(ctx, record).find(
    ({ method }) => method.code === input.code && (!input.appId || input.appId === method.appId),
  )
  if (!found)
    throw badRequest(
      'DELIVERY_METHOD_NOT_FOUND',
      `Delivery method ${input.code} is not offered for this cart`,
      {
        code: input.code,
        ...(input.appId && { appId: input.appId }),
      },
    )
  const deliveryInfo = { ...record.cart.deliveryInfo, method: found.method }
  return { ...record, cart: { ...record.cart, deliveryInfo } }
}

/** RemoveDeliveryMethod. */
export function removeDeliveryMethod(record: CartV2Record): CartV2Record {
  const { method: _removed, ...deliveryInfo } = record.cart.deliveryInfo
  return { ...record, cart: { ...record.cart, deliveryInfo } }
}
