import { useStorefrontClient } from '@storefront-kit/react'
import { getMemberTokens, loadOAuthData, parseFromUrl } from '@storefront-kit/sdk/auth'
import { useEffect, useRef, useState } from 'react'
import { Link } from '../components/link'
import { Loading } from '../components/status'
import { useTitle } from '../lib/use-title'

/**
 * Where the hosted login page returns: the code is exchanged for member tokens (PKCE), then the
 * shop reloads where the shopper started, now signed in (a fresh start reads the new tokens and
 * drops anything cached for the visitor).
 */
export function CallbackPage() {
  useTitle('Signing in')
  const client = useStorefrontClient()
  const [failure, setFailure] = useState<string>()
  const started = useRef(false)
  useEffect(() => {
    // The code is single-use: StrictMode's second effect run must not send it again.
    if (started.current) return
    started.current = true
    const answer = parseFromUrl()
    const oauthData = loadOAuthData()
    if (answer.error) return setFailure(answer.errorDescription ?? answer.error)
    if (!oauthData) return setFailure('This sign-in link has expired. Please sign in again.')
    getMemberTokens(client, answer.code, answer.state, oauthData).then(
      () => {
        const back = oauthData.originalUri?.startsWith(window.location.origin)
          ? oauthData.originalUri
          : `${window.location.origin}/account`
        window.location.replace(back)
      },
      () => setFailure('We could not finish signing you in. Please try again.'),
    )
  }, [client])
  if (!failure) return <Loading label="Signing you in…" />
  return (
    <section className="auth-panel">
      <h1 tabIndex={-1}>Sign-in did not finish</h1>
      <p role="alert">{failure}</p>
      <Link className="button" to="/sign-in">
        Sign in again
      </Link>
    </section>
  )
}
