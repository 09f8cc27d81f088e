import { useSendRecoveryEmail } from '@storefront-kit/react'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Field, FormMessage } from '../components/field'
import { describeError, fieldErrors } from '../lib/errors'
import { useShopConfig } from '../shop-context'

/**
 * "Forgot password?": asks for the e-mail and sends the store's link to the reset page. The
 * answer is the same whether or not the address has an account, so the form cannot be used to
 * find out who shops here.
 */
export function ForgotPasswordPage() {
  const { clientId } = useShopConfig()
  const send = useSendRecoveryEmail()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    const address = email.trim()
    if (!address) return setError('Enter the e-mail address of your account.')
    try {
      await send.mutateAsync({
        email: address,
        redirect: { url: `${window.location.origin}/reset-password`, clientId },
      })
      setSentTo(address)
    } catch (failure) {
      // The platform refuses only what is not an address at all (or cannot be reached).
      setError(
        fieldErrors(failure).email
          ? 'That does not look like an e-mail address.'
          : describeError(failure).message,
      )
    }
  }
  return (
    <section className="auth-panel" aria-labelledby="forgot-title">
      <h1 id="forgot-title" tabIndex={-1}>
        Reset your password
      </h1>
      {sentTo ? (
        <>
          <FormMessage tone="success">
            {`If ${sentTo} belongs to an account, we have sent it a link to choose a new password. The link works once, for 24 hours.`}
          </FormMessage>
          <p>
            No e-mail after a few minutes? Check the spam folder, or{' '}
            <button type="button" className="link-button" onClick={() => setSentTo(undefined)}>
              try another address
            </button>
            .
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>Enter the e-mail you sign in with, and we will send you a link to choose a new one.</p>
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            required
          />
          <button type="submit" className="button primary wide" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send me a link'}
          </button>
        </form>
      )}
      <p>
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </p>
    </section>
  )
}
