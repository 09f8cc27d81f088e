import type { Cart, CreateCheckoutFromCurrentCartRequest } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import { toCheckoutLine } from '../purchase/index'
import { applyCheckoutInfo } from './checkout-info'
import { composeCheckout } from './compose'
import type { CheckoutContext } from './context'
import { recordCheckoutEvent } from './events'
import { newCheckout } from './new-checkout'
import type { CheckoutInputs } from './store'

/** The cart's coupon code, kept in its applied discounts. */
export const cartCouponCode = (cart: Cart) =>
  cart.appliedDiscounts.find((discount) => discount.coupon)?.coupon?.code

/** A cart to make a checkout of, as CreateCheckoutFromCurrentCart asks for it. */
export interface CartToCheckout {
  caller: Caller
  /** The cart with today's prices: its lines become the checkout's, keeping their ids. */
  cart: Cart
  /** The cart's owner identity (`visitor:<id>`, `member:<id>`); null for the API key's cart. */
  owner: string | null
  /** What the cart was given that its wire form does not keep. */
  merchantDiscounts: CheckoutInputs['merchantDiscounts']
  request: CreateCheckoutFromCurrentCartRequest
}

/**
 * Makes the cart's checkout, or brings the cart's open checkout up to date (same id), as
 * CreateCheckoutFromCurrentCart does. Lines keep the cart's line ids. Returns the checkout id.
 */
export function checkoutFromCart(ctx: CheckoutContext, from: CartToCheckout): string {
  const { caller, cart, owner, merchantDiscounts, request } = from
  const { store } = ctx
  const existing = cart.checkoutId ? store.record(cart.checkoutId) : undefined
  const reuse = existing && !existing.checkout.completed ? existing : undefined
  const base =
    reuse?.checkout ?? newCheckout(ctx, caller, request.channelType, {}, cart.purchaseFlowId)
  const coupon = cartCouponCode(cart)
  const requested = request.selectedShippingOption ?? cart.selectedShippingOption
  const destination = request.shippingAddress ?? cart.contactInfo?.address
  const email = request.email ?? cart.buyerInfo.email
  const inputs: CheckoutInputs = {
    ...reuse?.inputs,
    ...(coupon ? { couponCode: coupon } : { couponCode: undefined }),
    merchantDiscounts,
    ...(cart.overrideCheckoutUrl && { overrideCheckoutUrl: cart.overrideCheckoutUrl }),
  }
  const applied = applyCheckoutInfo(
    {
      ...base,
      channelType: request.channelType,
      lineItems: cart.lineItems.map((l) => toCheckoutLine(l, undefined)),
    },
    inputs,
    {
      ...(cart.buyerNote && { buyerNote: cart.buyerNote }),
      ...(email && { buyerInfo: { email } }),
      ...(request.billingAddress && { billingInfo: { address: request.billingAddress } }),
      shippingInfo: {
        ...(destination && {
          shippingDestination: {
            address: destination,
            ...(cart.contactInfo?.contactDetails && {
              contactDetails: cart.contactInfo.contactDetails,
            }),
          },
        }),
        ...(requested && { selectedCarrierServiceOption: requested }),
      },
    },
  )
  const record = {
    checkout: { ...applied.checkout, cartId: cart.id, updatedDate: ctx.clock.iso() },
    owner: reuse?.owner ?? owner,
    cartId: cart.id,
    inputs: JSON.parse(JSON.stringify(applied.inputs)) as CheckoutInputs,
  }
  const checkout = composeCheckout(ctx, record)
  store.put({ ...record, checkout })
  recordCheckoutEvent(ctx, caller, reuse ? 'updated' : 'created', checkout)
  return checkout.id
}
