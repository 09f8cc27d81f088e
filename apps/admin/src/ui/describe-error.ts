import { isStorefrontError } from '@storefront-kit/sdk'

/** What the back office tells the owner about a failed call. */
export interface ErrorText {
  title: string
  message: string
  /** The platform's request id, for a support ticket. */
  requestId: string | undefined
}

/**
 * Turns any error into words for the owner: no answer → cannot reach the store, 401 → signed out
 * of the back office, 403 → not allowed, 404 → gone, 400 → what to fix (each field), 409/428 →
 * the platform's reason, 5xx → try again later.
 *
 * @example
 * ```ts
 * const { title, message } = describeError(mutation.error)
 * ```
 */
export function describeError(error: unknown): ErrorText {
  if (!isStorefrontError(error))
    return {
      title: 'Something went wrong',
      message: error instanceof Error ? error.message : 'Please try again.',
      requestId: undefined,
    }
  const requestId = error.requestId || undefined
  if (error.status === 0)
    return {
      title: 'Cannot reach the store',
      message: 'Check the connection, then try again.',
      requestId,
    }
  if (error.status === 401)
    return {
      title: 'Signed out',
      message: 'Your back-office session has ended. Reload the page to sign in again.',
      requestId,
    }
  if (error.status === 403) return { title: 'Not allowed', message: error.description, requestId }
  if (error.status === 404) return { title: 'Not found', message: error.description, requestId }
  if (error.status === 400) {
    const fields = error.fieldViolations.map((v) =>
      v.field ? `${v.field}: ${v.description}` : v.description,
    )
    return {
      title: 'Please check the form',
      message: fields.length ? fields.join('; ') : error.description,
      requestId,
    }
  }
  if (error.status >= 500)
    return {
      title: 'The store had a problem',
      message: 'Please try again in a moment.',
      requestId,
    }
  return { title: 'Not done', message: error.description, requestId }
}
