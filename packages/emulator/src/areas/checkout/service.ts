import type {
  CartLineItem,
  Checkout,
  CheckoutInfo,
  CreateCheckoutRequest,
  GetCheckoutPaymentSettingsResponse,
  UpdateCheckoutRequest,
} from '@storefront-kit/wire'
import { notFound, precondition } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import {
  assertMaySetPrices,
  fromCheckoutLine,
  type LineAdditions,
  removeLines,
  toCheckoutLine,
} from '../purchase/index'
import { loadCheckoutFor, loadRecordFor } from './access'
import { applyCheckoutInfo } from './checkout-info'
import { composeCheckout } from './compose'
import type { CheckoutContext } from './context'
import { recordCheckoutEvent } from './events'
import { newCheckout } from './new-checkout'
import type { CheckoutInputs, CheckoutRecord } from './store'

export { loadCheckoutFor } from './access'

/** The hosted checkout page of a checkout (the lead's `/__hosted/checkout`). */
export const hostedCheckoutUrl = (ctx: CheckoutContext, id: string) =>
  `${ctx.publicUrl()}/__hosted/checkout?checkoutId=${encodeURIComponent(id)}`

/** Fresh totals (today's prices, stock, coupon and gift card state) for a stored checkout. Writes nothing. */
export function recalculateCheckout(ctx: CheckoutContext, checkout: Checkout): Checkout {
  const record = ctx.store.record(checkout.id)
  return composeCheckout(ctx, {
    checkout,
    owner: record?.owner ?? null,
    cartId: record?.cartId ?? null,
    inputs: record?.inputs ?? {},
  })
}

/** Stores a recomposed checkout with a new `updatedDate` and records the event. */
function save(
  ctx: CheckoutContext,
  caller: Caller,
  record: CheckoutRecord,
  slug: 'created' | 'updated',
) {
  const checkout = composeCheckout(ctx, {
    ...record,
    checkout: { ...record.checkout, updatedDate: ctx.clock.iso() },
  })
  ctx.store.put({ ...record, checkout })
  recordCheckoutEvent(ctx, caller, slug, checkout)
  return checkout
}

/** Checks a requested shipping option exists for the checkout as it now is (404 otherwise). */
function assertShippingOption(checkout: Checkout, asked: boolean): void {
  const error = checkout.calculationErrors?.selectedShippingOptionError
  if (asked && error)
    throw notFound(
      'SELECTED_CARRIER_SERVICE_OPTION_NOT_FOUND',
      error.applicationError?.description ?? 'The shipping option is not offered',
      { selectedShippingOptionError: error },
    )
}

/** Lines as the shared line rules see them, and back. */
const linesOf = (checkout: Checkout): CartLineItem[] => checkout.lineItems.map(fromCheckoutLine)
const withLines = (checkout: Checkout, lines: CartLineItem[]): Checkout => ({
  ...checkout,
  lineItems: lines.map((line) => toCheckoutLine(line, undefined)),
})

/** `POST /ecom/v1/checkouts`: a new checkout from lines, custom lines, coupon and gift card. */
export function createCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  request: CreateCheckoutRequest,
): Checkout {
  assertMaySetPrices(caller, request)
  const inputs: CheckoutInputs = {
    ...ctx.purchase.checkRedeemable(request),
    ...(request.overrideCheckoutUrl && { overrideCheckoutUrl: request.overrideCheckoutUrl }),
  }
  const fresh = newCheckout(ctx, caller, request.channelType, request.checkoutInfo)
  const lines = ctx.purchase.addLines([], request)
  const applied = applyCheckoutInfo(withLines(fresh, lines), inputs, request.checkoutInfo ?? {})
  const checkout = save(
    ctx,
    caller,
    {
      checkout: applied.checkout,
      owner: identityKey(caller) ?? null,
      cartId: null,
      inputs: applied.inputs,
    },
    'created',
  )
  assertShippingOption(checkout, !!applied.inputs.requestedShipping)
  return checkout
}

/** A checkout as its owner sees it now (fresh totals). */
export function getCheckout(ctx: CheckoutContext, caller: Caller, id: string): Checkout {
  return composeCheckout(ctx, loadRecordFor(ctx, caller, id))
}

/** The newest checkout made from a cart the caller may see. */
export function getCheckoutByCartId(
  ctx: CheckoutContext,
  caller: Caller,
  cartId: string,
): Checkout {
  const record = ctx.store.byCartId(cartId)
  if (!record) throw notFound('CHECKOUT_NOT_FOUND', `No checkout for cart ${cartId}`, { cartId })
  return getCheckout(ctx, caller, record.checkout.id)
}

/**
 * Runs one change on an open checkout: load (ownership), refuse a completed one (428
 * `CHECKOUT_IS_COMPLETE`), change, recompute, store, record `checkout_updated`.
 */
export function changeCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
  change: (record: CheckoutRecord) => CheckoutRecord,
  askedShipping = false,
): Checkout {
  const record = loadRecordFor(ctx, caller, id)
  if (record.checkout.completed)
    throw precondition('CHECKOUT_IS_COMPLETE', `Checkout ${id} is already complete`, {
      checkoutId: id,
    })
  const checkout = save(ctx, caller, change(record), 'updated')
  assertShippingOption(checkout, askedShipping)
  return checkout
}

/** `PATCH /ecom/v1/checkouts/{checkout.id}`: fields (with an optional mask), codes and new lines. */
export function updateCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  request: UpdateCheckoutRequest & { checkout: CheckoutInfo & { id: string } },
): Checkout {
  assertMaySetPrices(caller, request)
  const codes = ctx.purchase.checkRedeemable(request)
  const asked = !!request.checkout.shippingInfo?.selectedCarrierServiceOption?.code
  return changeCheckout(
    ctx,
    caller,
    request.checkout.id,
    (record) => {
      const { id: _id, ...info } = request.checkout
      const applied = applyCheckoutInfo(record.checkout, record.inputs, info, request.fieldMask)
      const lines = ctx.purchase.addLines(linesOf(applied.checkout), request)
      return {
        ...record,
        checkout: withLines(applied.checkout, lines),
        inputs: {
          ...applied.inputs,
          ...codes,
          ...(request.overrideCheckoutUrl && { overrideCheckoutUrl: request.overrideCheckoutUrl }),
        },
      }
    },
    asked,
  )
}

/** `add-to-checkout`. */
export function addToCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
  additions: LineAdditions,
): Checkout {
  assertMaySetPrices(caller, additions)
  return changeCheckout(ctx, caller, id, (record) => ({
    ...record,
    checkout: withLines(
      record.checkout,
      ctx.purchase.addLines(linesOf(record.checkout), additions),
    ),
  }))
}

/** `remove-line-items`: ids not in the checkout are ignored. */
export function removeCheckoutLineItems(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
  lineItemIds: string[],
): Checkout {
  return changeCheckout(ctx, caller, id, (record) => ({
    ...record,
    checkout: withLines(record.checkout, removeLines(linesOf(record.checkout), lineItemIds)),
  }))
}

/** `update-line-items-quantity`. */
export function updateCheckoutLineItemsQuantity(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
  updates: { id: string; quantity: number }[],
): Checkout {
  return changeCheckout(ctx, caller, id, (record) => ({
    ...record,
    checkout: withLines(
      record.checkout,
      ctx.purchase.setQuantities(linesOf(record.checkout), updates),
    ),
  }))
}

/** Drops one of the checkout's inputs (coupon, gift card, override URL). */
export function removeInput(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
  keys: (keyof CheckoutInputs)[],
): Checkout {
  return changeCheckout(ctx, caller, id, (record) => {
    const inputs = { ...record.inputs }
    for (const key of keys) delete inputs[key]
    return { ...record, inputs }
  })
}

/** `checkout-url`: the override URL when one was set, else the hosted checkout page. */
export function checkoutUrl(ctx: CheckoutContext, caller: Caller, id: string) {
  const record = loadRecordFor(ctx, caller, id)
  return { checkoutUrl: record.inputs.overrideCheckoutUrl ?? hostedCheckoutUrl(ctx, id) }
}

/**
 * Marks a checkout completed (an order was made from it, or `mark-as-completed`) and records
 * `checkout_completed` with `{ checkout }`. Completing a completed checkout changes nothing.
 */
export function markCheckoutCompleted(ctx: CheckoutContext, caller: Caller, id: string): Checkout {
  const record = loadRecordFor(ctx, caller, id)
  if (record.checkout.completed) return record.checkout
  const checkout = composeCheckout(ctx, {
    ...record,
    checkout: { ...record.checkout, completed: true, updatedDate: ctx.clock.iso() },
  })
  ctx.store.put({ ...record, checkout })
  recordCheckoutEvent(ctx, caller, 'completed', checkout)
  return checkout
}

/** `payment-settings`: manual (offline) payment is blocked when the checkout disabled it. */
export function checkoutPaymentSettings(
  ctx: CheckoutContext,
  caller: Caller,
  id: string,
): GetCheckoutPaymentSettingsResponse {
  const checkout = loadCheckoutFor(ctx, caller, id)
  return {
    paymentSettings: {
      blockedPaymentOptions: checkout.customSettings?.disabledManualPayment ? ['MANUAL'] : [],
    },
  }
}
