import type { CheckoutContext } from '../context'
import { pageCheckoutOfV2 } from './cart-v2-view'
import type { CheckoutFlow } from './page-flow'

// The hosted checkout page for a Cart V2 cart (GetCheckoutURL): the same steps as for a v1
// checkout, through the Cart V2 area's rules (UpdateCart, SetDeliveryMethod, PlaceOrder).

type CartV2View = ReturnType<CheckoutContext['cartV2']['view']>

/** The hosted checkout page's steps for a V2 cart. */
export const cartV2Flow = (ctx: CheckoutContext): CheckoutFlow<CartV2View> => ({
  load: (visit) => ctx.lock(() => ctx.cartV2.view(visit.caller, visit.checkoutId)),
  page: pageCheckoutOfV2,
  completed: (view) => !!view.cart.orderPlaced,
  placedOrderId: (view) => view.cart.orderId,
  // The buyer's contact becomes the cart's customer, delivery and billing.
  saveDetails: (visit, details, { address }) =>
    ctx.cartV2.update(visit.caller, visit.checkoutId, {
      customerInfo: {
        email: details.email,
        firstName: details.firstName,
        lastName: details.lastName,
      },
      deliveryInfo: { address },
      paymentInfo: { billingAddress: address },
    }),
  setDeliveryOption: (visit, code) =>
    ctx.cartV2.setDeliveryMethod(visit.caller, visit.checkoutId, code),
  placeOrder: (visit, payment) => ctx.cartV2.placeOrder(visit.caller, visit.checkoutId, payment),
})
