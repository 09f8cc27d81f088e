import { type InputHTMLAttributes, useId } from 'react'
import { PASSWORD_HINT } from '../lib/passwords'

/** Props of {@link Field}: an input with its label and, when given, its error. */
export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | undefined
  hint?: string
}

/**
 * A labelled input. Its error sits next to it, is tied to it with `aria-describedby` and marks it
 * `aria-invalid`, so screen readers read the message with the field.
 */
export function Field({ label, error, hint, id, className, ...input }: FieldProps) {
  const own = useId()
  const inputId = id ?? own
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <span className="field-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** Form-level message: errors are announced at once, confirmations politely. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info'
  children: string
}) {
  return (
    <p className={`form-message ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}

/**
 * The field where a shopper chooses a password (sign-up, reset, change): the shop's one password
 * rule as its hint, and the browser told to offer a new password.
 */
export function NewPasswordField(props: Omit<FieldProps, 'type' | 'autoComplete' | 'hint'>) {
  return (
    <Field type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...props} />
  )
}
