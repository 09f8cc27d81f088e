import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Field, FormMessage } from '../components/field'
import { HostedLoginButton } from '../components/hosted-login-button'
import { VerificationStep } from '../components/verification-step'
import { describeError } from '../lib/errors'
import { failureText } from '../lib/login-messages'
import { nextPath } from '../lib/next-path'
import { useShopAuth } from '../lib/use-shop-auth'

/** Sign in with e-mail and password (direct login), or on the store's hosted login page. */
export function SignInPage() {
  const auth = useShopAuth()
  const navigate = useNavigate()
  const next = nextPath(useSearchParams()[0])
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [message, setMessage] = useState<string>()
  const [pending, setPending] = useState(false)
  const state = auth.loginState.loginState
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    if (!email.trim() || !password) return setMessage('Enter your e-mail and password.')
    setPending(true)
    try {
      const result = await auth.login({ loginId: { email: email.trim() }, password })
      if (result.loginState === 'SUCCESS') navigate(next, { replace: true })
      else setMessage(failureText(result))
    } catch (error) {
      setMessage(describeError(error).message)
    } finally {
      setPending(false)
    }
  }
  if (auth.loggedIn && !pending)
    return (
      <section className="auth-panel">
        <h1 tabIndex={-1}>You are signed in</h1>
        <Link className="button" to="/account">
          Go to your account
        </Link>
      </section>
    )
  return (
    <section className="auth-panel" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" tabIndex={-1}>
        Sign in
      </h1>
      {state === 'EMAIL_VERIFICATION_REQUIRED' || state === 'OWNER_APPROVAL_REQUIRED' ? (
        <VerificationStep email={email} onSignedIn={() => navigate(next, { replace: true })} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <button type="submit" className="button primary wide" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
          <p>
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
        </form>
      )}
      <p className="divider">or</p>
      <HostedLoginButton returnTo={next} />
      <p>
        New here?{' '}
        <Link to={`/sign-up${next === '/account' ? '' : `?next=${encodeURIComponent(next)}`}`}>
          Create an account
        </Link>
      </p>
    </section>
  )
}
