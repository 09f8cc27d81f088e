import type { AddressWithContact, CartSummary, CartV2, ConvertedMoney } from '@storefront-kit/wire'
import { multiCurrencyPrice, toCents } from '../../../platform/money'
import type { DeliveryOption } from '../../cart-v2/index'
import type { PageCheckout } from './checkout-view'

const price = (money: ConvertedMoney | undefined) =>
  multiCurrencyPrice(toCents(money?.amount ?? '0'))

/**
 * A V2 cart and its calculation in the terms of the checkout page: lines at their summary
 * totals, the summary's money (delivery as shipping, the gift card's share), the buyer's e-mail
 * and address, and the delivery options as shipping options.
 */
export function pageCheckoutOfV2(view: {
  cart: CartV2
  summary: CartSummary
  options: DeliveryOption[]
}): PageCheckout {
  const { cart, summary, options } = view
  const totals = summary.priceSummary
  const address: AddressWithContact | undefined = cart.deliveryInfo?.address && {
    address: cart.deliveryInfo.address,
    contactDetails: {
      ...(cart.customerInfo?.firstName && { firstName: cart.customerInfo.firstName }),
      ...(cart.customerInfo?.lastName && { lastName: cart.customerInfo.lastName }),
    },
  }
  const giftCard = summary.paymentSummary?.giftCards?.[0]
  const card = cart.paymentInfo?.giftCards?.[0]
  return {
    lineItems: cart.lineItems.map((line) => {
      const total = summary.lineItems.find((l) => l.lineItemId === line.id)?.totalPrice
      return {
        productName: { original: line.name.original ?? '' },
        quantity: line.quantityInfo?.requestedQuantity ?? 0,
        price: price(line.pricing?.unitPrice),
        lineItemPrice: price(total),
      }
    }),
    priceSummary: {
      subtotal: price(totals?.subtotal),
      discount: price(totals?.discount),
      shipping: price(totals?.delivery),
      tax: price(totals?.tax),
      additionalFees: price(totals?.additionalFees),
      total: price(summary.paymentSummary?.payNow),
    },
    ...(giftCard &&
      card && {
        giftCard: {
          id: card.id ?? '',
          obfuscatedCode: card.obfuscatedCode ?? '',
          appId: card.appId ?? '',
          amount: price(giftCard.redeemAmount),
        },
      }),
    buyerInfo: { ...(cart.customerInfo?.email && { email: cart.customerInfo.email }) },
    shippingInfo: {
      ...(address && { shippingDestination: address }),
      ...(cart.deliveryInfo?.method && {
        selectedCarrierServiceOption: { code: cart.deliveryInfo.method.code },
      }),
      carrierServiceOptions: options.map((option) => ({
        carrierId: option.method.appId ?? '',
        shippingOptions: [
          {
            code: option.method.code,
            title: option.method.title?.original ?? option.method.code,
            cost: { price: multiCurrencyPrice(option.price) },
          },
        ],
      })),
    },
  }
}
