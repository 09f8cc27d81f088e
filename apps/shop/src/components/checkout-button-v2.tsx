import { HostedCheckoutButton } from './hosted-checkout-button'

/** "Checkout" for a Cart V2 cart: the cart is the checkout, so the hosted page opens for its id. */
export function CheckoutButtonV2({ cartId, disabled }: { cartId: string; disabled?: boolean }) {
  return (
    <HostedCheckoutButton
      checkoutId={async () => cartId}
      {...(disabled !== undefined && { disabled })}
    />
  )
}
