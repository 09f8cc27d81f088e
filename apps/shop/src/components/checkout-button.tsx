import { useCreateCheckoutFromCart, useStorefrontClient } from '@storefront-kit/react'
import { createRedirectSession } from '@storefront-kit/sdk/redirects'
import { useState } from 'react'
import { describeError } from '../lib/errors'
import type { Address, SelectedShippingOption } from '../lib/types'

/** Props of {@link CheckoutButton}. */
export interface CheckoutButtonProps {
  shippingAddress: Address | undefined
  selectedShippingOption: SelectedShippingOption | undefined
  disabled?: boolean
}

/**
 * "Checkout": makes a checkout of the cart, asks the platform for a hosted checkout page
 * (a redirect session) that comes back to the thank-you page, and goes there.
 */
export function CheckoutButton({
  shippingAddress,
  selectedShippingOption,
  disabled,
}: CheckoutButtonProps) {
  const client = useStorefrontClient()
  const createCheckout = useCreateCheckoutFromCart()
  const [redirecting, setRedirecting] = useState(false)
  const [error, setError] = useState<unknown>()
  const start = async () => {
    setError(undefined)
    setRedirecting(true)
    try {
      const { checkoutId } = await createCheckout.mutateAsync({
        channelType: 'WEB',
        ...(shippingAddress && { shippingAddress }),
        ...(selectedShippingOption && { selectedShippingOption }),
      })
      // No hook is meant for redirect sessions: it is one call whose answer is a URL to leave for.
      const { redirectSession } = await createRedirectSession(client, {
        ecomCheckout: { checkoutId },
        callbacks: {
          thankYouPageUrl: `${window.location.origin}/thank-you`,
          postFlowUrl: `${window.location.origin}/cart`,
          cartPageUrl: `${window.location.origin}/cart`,
        },
      })
      window.location.assign(redirectSession.fullUrl)
    } catch (caught) {
      setError(caught)
      setRedirecting(false)
    }
  }
  return (
    <div className="checkout-action">
      <button
        type="button"
        className="button primary wide"
        onClick={start}
        disabled={disabled || redirecting}
      >
        {redirecting ? 'Going to checkout…' : 'Checkout'}
      </button>
      {error !== undefined && (
        <p className="form-message error" role="alert">
          {describeError(error).message}
        </p>
      )}
    </div>
  )
}
