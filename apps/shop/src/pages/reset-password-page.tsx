import { useRecover } from '@storefront-kit/react'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { FormMessage, NewPasswordField } from '../components/field'
import { describeError } from '../lib/errors'
import { DEAD_LINK, failureText } from '../lib/login-messages'
import { passwordProblem } from '../lib/passwords'

/**
 * Where the e-mailed link leads (`/reset-password?recoveryToken=…`): choose a new password; the
 * store then signs the member in and the shop opens the account page. A used or expired link
 * says so and offers a new one.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  const recoveryToken = useSearchParams()[0].get('recoveryToken') ?? ''
  const reset = useRecover()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [deadLink, setDeadLink] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    const weak = passwordProblem(password)
    setFieldError(weak)
    if (weak) return
    try {
      const state = await reset.mutateAsync({ recoveryToken, password })
      if (state.loginState === 'SUCCESS') return navigate('/account', { replace: true })
      if (state.loginState === 'FAILURE' && state.errorCode === 'weakPassword')
        return setFieldError(failureText(state))
      if (state.loginState === 'FAILURE' && state.errorCode === 'invalidRecoveryToken')
        setDeadLink(true)
      // Set, but the store still holds the account back (the owner approves new members).
      setMessage(
        failureText(state) ??
          'Your new password is set. You can sign in once the store has approved your account.',
      )
    } catch (error) {
      setMessage(describeError(error).message)
    }
  }
  if (!recoveryToken || deadLink)
    return (
      <section className="auth-panel" aria-labelledby="reset-title">
        <h1 id="reset-title" tabIndex={-1}>
          Choose a new password
        </h1>
        <p role="alert">
          {recoveryToken
            ? DEAD_LINK
            : 'This page needs the link from the e-mail we sent you. Open the link from the e-mail, or ask for a new one.'}
        </p>
        <Link className="button primary" to="/forgot-password">
          Send me a new link
        </Link>
      </section>
    )
  return (
    <section className="auth-panel" aria-labelledby="reset-title">
      <h1 id="reset-title" tabIndex={-1}>
        Choose a new password
      </h1>
      <form onSubmit={submit} noValidate>
        <NewPasswordField
          label="New password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldError}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <button type="submit" className="button primary wide" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save and sign in'}
        </button>
      </form>
    </section>
  )
}
