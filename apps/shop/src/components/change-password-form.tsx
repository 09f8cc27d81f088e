import { useChangePassword } from '@storefront-kit/react'
import { type FormEvent, useState } from 'react'
import { describeError, fieldErrors } from '../lib/errors'
import { passwordProblem } from '../lib/passwords'
import { FormMessage, NewPasswordField } from './field'

/**
 * "Change password" on the account page: the signed-in member sets a new one. The member stays
 * signed in here; the new password is the one to use from the next sign-in on.
 */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [message, setMessage] = useState<string>()
  const [done, setDone] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(undefined)
    setDone(false)
    const weak = passwordProblem(password)
    setFieldError(weak)
    if (weak) return
    try {
      await change.mutateAsync({ newPassword: password })
      setPassword('')
      setDone(true)
    } catch (error) {
      if (fieldErrors(error).newPassword)
        return setFieldError('The store did not accept that password. Choose another.')
      setMessage(describeError(error).message)
    }
  }
  return (
    <form className="change-password" onSubmit={submit} noValidate>
      <NewPasswordField
        label="New password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError}
      />
      {message && <FormMessage tone="error">{message}</FormMessage>}
      {done && (
        <FormMessage tone="success">
          Your password has been changed. Use the new one next time you sign in.
        </FormMessage>
      )}
      <button type="submit" className="button secondary" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  )
}
