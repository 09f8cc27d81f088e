import { useStorefrontClient } from '@storefront-kit/react'
import { createRedirectSession } from '@storefront-kit/sdk/redirects'
import { useState } from 'react'
import { describeError } from '../lib/errors'

/**
 * "Checkout" for a Cart V2 cart: the cart is the checkout, so the hosted checkout page opens for
 * the cart's id. It goes through a redirect session rather than `getCheckoutUrl`: only a session
 * carries the shop's thank-you and cart URLs, so the shopper comes back to this shop.
 */
export function CheckoutButtonV2({ cartId, disabled }: { cartId: string; disabled?: boolean }) {
  const client = useStorefrontClient()
  const [redirecting, setRedirecting] = useState(false)
  const [error, setError] = useState<unknown>()
  const start = async () => {
    setError(undefined)
    setRedirecting(true)
    try {
      const origin = window.location.origin
      const { redirectSession } = await createRedirectSession(client, {
        ecomCheckout: { checkoutId: cartId },
        callbacks: {
          thankYouPageUrl: `${origin}/thank-you`,
          postFlowUrl: `${origin}/cart`,
          cartPageUrl: `${origin}/cart`,
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
