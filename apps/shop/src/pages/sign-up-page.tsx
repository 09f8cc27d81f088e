import { type FormEvent, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Field, FormMessage, NewPasswordField } from '../components/field'
import { VerificationStep } from '../components/verification-step'
import { describeError, fieldErrors } from '../lib/errors'
import { failureText } from '../lib/login-messages'
import { nextPath } from '../lib/next-path'
import { passwordProblem } from '../lib/passwords'
import { useShopAuth } from '../lib/use-shop-auth'

/**
 * Create an account: name, e-mail and password; then, as the store requires, the e-mailed code
 * or the wait for the owner's approval.
 */
export function SignUpPage() {
  const auth = useShopAuth()
  const navigate = useNavigate()
  const next = nextPath(useSearchParams()[0])
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string>()
  const [pending, setPending] = useState(false)
  const [started, setStarted] = useState(false)
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: e.target.value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    const own: Record<string, string> = {}
    if (!form.email.trim()) own.email = 'Enter your e-mail.'
    const weak = passwordProblem(form.password)
    if (weak) own.password = weak
    setErrors(own)
    if (Object.keys(own).length) return
    setPending(true)
    try {
      const result = await auth.register({
        loginId: { email: form.email.trim() },
        password: form.password,
        profile: {
          ...(form.firstName.trim() && { firstName: form.firstName.trim() }),
          ...(form.lastName.trim() && { lastName: form.lastName.trim() }),
        },
      })
      setStarted(true)
      if (result.loginState === 'SUCCESS') navigate(next, { replace: true })
      else setMessage(failureText(result))
    } catch (error) {
      const byField = fieldErrors(error)
      setErrors({ email: byField['loginId.email'] ?? '', password: byField.password ?? '' })
      setMessage(describeError(error).message)
    } finally {
      setPending(false)
    }
  }
  const state = auth.loginState.loginState
  const waiting =
    started && (state === 'EMAIL_VERIFICATION_REQUIRED' || state === 'OWNER_APPROVAL_REQUIRED')
  return (
    <section className="auth-panel" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" tabIndex={-1}>
        Create an account
      </h1>
      {waiting ? (
        <VerificationStep
          email={form.email.trim()}
          onSignedIn={() => navigate(next, { replace: true })}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            label="First name"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={set('email')}
            error={errors.email || undefined}
          />
          <NewPasswordField
            label="Password"
            value={form.password}
            onChange={set('password')}
            error={errors.password || undefined}
          />
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <button type="submit" className="button primary wide" disabled={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
      )}
      <p>
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </p>
    </section>
  )
}
