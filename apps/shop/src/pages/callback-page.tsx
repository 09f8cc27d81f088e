import { loadOAuthData, parseFromUrl } from '@storefront-kit/sdk/auth'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Loading } from '../components/status'
import { useShopAuth } from '../lib/use-shop-auth'

/**
 * Where the hosted login page returns: the code is exchanged for member tokens (PKCE), the
 * member's queries reset, and the shop goes back to where the shopper started, now signed in.
 */
export function CallbackPage() {
  const auth = useShopAuth()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string>()
  const started = useRef(false)
  const { completeRedirectLogin } = auth
  useEffect(() => {
    // The code is single-use: StrictMode's second effect run must not send it again.
    if (started.current) return
    started.current = true
    const answer = parseFromUrl()
    const oauthData = loadOAuthData()
    if (answer.error) return setFailure(answer.errorDescription ?? answer.error)
    if (!oauthData) return setFailure('This sign-in link has expired. Please sign in again.')
    completeRedirectLogin({ code: answer.code, state: answer.state, oauthData }).then(
      () => {
        const back = oauthData.originalUri?.startsWith(window.location.origin)
          ? oauthData.originalUri.slice(window.location.origin.length) || '/'
          : '/account'
        navigate(back, { replace: true })
      },
      () => setFailure('We could not finish signing you in. Please try again.'),
    )
  }, [completeRedirectLogin, navigate])
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
