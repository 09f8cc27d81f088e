import { useCreateCheckoutFromCart } from '@storefront-kit/react'
import type { Address, SelectedShippingOption } from '../lib/types'
import { HostedCheckoutButton } from './hosted-checkout-button'

/** Props of {@link CheckoutButton}. */
export interface CheckoutButtonProps {
  shippingAddress: Address | undefined
  selectedShippingOption: SelectedShippingOption | undefined
  disabled?: boolean
}

/** "Checkout" for a v1 cart: makes a checkout of the cart, then opens its hosted checkout page. */
export function CheckoutButton({
  shippingAddress,
  selectedShippingOption,
  disabled,
}: CheckoutButtonProps) {
  const createCheckout = useCreateCheckoutFromCart()
  const checkoutId = async () => {
    const { checkoutId } = await createCheckout.mutateAsync({
      channelType: 'WEB',
      ...(shippingAddress && { shippingAddress }),
      ...(selectedShippingOption && { selectedShippingOption }),
    })
    return checkoutId
  }
  return (
    <HostedCheckoutButton checkoutId={checkoutId} {...(disabled !== undefined && { disabled })} />
  )
}
