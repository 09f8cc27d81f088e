import { useStorefrontClient } from '@storefront-kit/react'
import { generateOAuthData, getAuthUrl, saveOAuthData } from '@storefront-kit/sdk/auth'
import { useState } from 'react'
import { describeError } from '../lib/errors'

/**
 * Sign-in on the platform's hosted login page: PKCE data kept for the return to `/callback`,
 * then the browser leaves for the page. No hook is meant for this: it is a redirect.
 */
export function HostedLoginButton({ returnTo }: { returnTo: string }) {
  const client = useStorefrontClient()
  const [error, setError] = useState<unknown>()
  const [leaving, setLeaving] = useState(false)
  const go = async () => {
    setError(undefined)
    setLeaving(true)
    try {
      const oauthData = await generateOAuthData(
        `${window.location.origin}/callback`,
        `${window.location.origin}${returnTo}`,
      )
      saveOAuthData(oauthData)
      const { authUrl } = await getAuthUrl(client, oauthData)
      window.location.assign(authUrl)
    } catch (caught) {
      setError(caught)
      setLeaving(false)
    }
  }
  return (
    <>
      <button type="button" className="button secondary wide" onClick={go} disabled={leaving}>
        {leaving ? 'Opening the login page…' : 'Use the store’s login page'}
      </button>
      {error !== undefined && (
        <p className="form-message error" role="alert">
          {describeError(error).message}
        </p>
      )}
    </>
  )
}
