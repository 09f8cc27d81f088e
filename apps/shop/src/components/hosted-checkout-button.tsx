import { useStorefrontClient } from '@storefront-kit/react'
import { createRedirectSession } from '@storefront-kit/sdk/redirects'
import { useState } from 'react'
import { describeError } from '../lib/errors'

/** Props of {@link HostedCheckoutButton}. */
export interface HostedCheckoutButtonProps {
  /** The checkout to pay: made on click (v1) or already there (a Cart V2 cart is its checkout). */
  checkoutId: () => Promise<string>
  disabled?: boolean
}

/**
 * "Checkout": asks the platform for a hosted checkout page of the checkout (a redirect session,
 * since only a session carries the shop's thank-you and cart URLs, so the shopper comes back to
 * this shop) and goes there. A failure is shown under the button, which can be pressed again.
 */
export function HostedCheckoutButton({ checkoutId, disabled }: HostedCheckoutButtonProps) {
  const client = useStorefrontClient()
  const [redirecting, setRedirecting] = useState(false)
  const [error, setError] = useState<unknown>()
  const start = async () => {
    setError(undefined)
    setRedirecting(true)
    try {
      const origin = window.location.origin
      // No hook is meant for redirect sessions: it is one call whose answer is a URL to leave for.
      const { redirectSession } = await createRedirectSession(client, {
        ecomCheckout: { checkoutId: await checkoutId() },
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
