import { type FormEvent, useState } from 'react'
import { describeError } from '../lib/errors'
import { failureText } from '../lib/login-messages'
import { useShopAuth } from '../lib/use-shop-auth'
import { Field, FormMessage } from './field'

/**
 * The steps after a login or sign-up that the store holds back: the e-mailed code, or the wait
 * for the owner's approval (with "check again").
 */
export function VerificationStep({ email, onSignedIn }: { email: string; onSignedIn: () => void }) {
  const auth = useShopAuth()
  const [code, setCode] = useState('')
  const [failure, setFailure] = useState<string>()
  const [resent, setResent] = useState(false)
  const state = auth.loginState
  const run = async (action: () => Promise<typeof state>) => {
    setFailure(undefined)
    try {
      const next = await action()
      if (next.loginState === 'SUCCESS') onSignedIn()
      else setFailure(failureText(next) ?? 'Not approved yet. Please try again later.')
    } catch (error) {
      setFailure(describeError(error).message)
    }
  }
  if (state.loginState === 'OWNER_APPROVAL_REQUIRED') {
    const stateToken = state.data?.stateToken
    return (
      <div className="verification">
        <FormMessage tone="info">
          Thanks for signing up! Your account is waiting for the store owner’s approval. We will
          e-mail you once it is approved; then sign in.
        </FormMessage>
        {stateToken && (
          <button
            type="button"
            className="button secondary"
            disabled={auth.isPending}
            onClick={() => run(() => auth.proceed({ stateToken }))}
          >
            Check again
          </button>
        )}
        {failure && <FormMessage tone="info">{failure}</FormMessage>}
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) run(() => auth.verify({ code: code.trim() }))
  }
  return (
    <form className="verification" onSubmit={submit} noValidate>
      <h2>Check your e-mail</h2>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it to finish.
      </p>
      <Field
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={failure}
      />
      <button type="submit" className="button primary" disabled={auth.isPending || !code.trim()}>
        {auth.isPending ? 'Checking…' : 'Verify'}
      </button>{' '}
      <button
        type="button"
        className="link-button"
        disabled={auth.isPending}
        onClick={async () => {
          setResent(false)
          await auth.resend().catch(() => undefined)
          setResent(true)
        }}
      >
        Send a new code
      </button>
      {resent && <FormMessage tone="success">{'A new code is on its way.'}</FormMessage>}
    </form>
  )
}
