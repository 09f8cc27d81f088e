import { isStorefrontError } from '../core/errors/storefront-error'
import type { FieldViolation } from '../wire'

/** A sign-in error as the platform's sign-in service reports it (SPEC §8). */
export interface NormalizedAuthError {
  /** What to show: the fields and descriptions, the description, the status text, or "System error occurred". */
  message: string
  /** `INVALID_ARGUMENT`, the application error code, the HTTP status, or `SYSTEM_ERROR`. */
  code: string
  /** Application error data. */
  data?: Record<string, unknown>
  fieldViolations?: FieldViolation[]
  status: number
  requestId?: string
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
}

/**
 * Normalises an error of a sign-in call: validation errors become `INVALID_ARGUMENT` listing each
 * field with its description; application errors keep description, code and data; other 4xx
 * answers give their status text; anything else is "System error occurred", with the request id
 * when known. Never throws, whatever it is given.
 *
 * @example
 * ```ts
 * try { await sendRecoveryEmail(client, { email }) }
 * catch (error) { showMessage(normalizeAuthError(error).message) }
 * ```
 */
export function normalizeAuthError(error: unknown): NormalizedAuthError {
  if (isStorefrontError(error) && error.status >= 400 && error.status < 500) {
    const base = { status: error.status, ...(error.requestId && { requestId: error.requestId }) }
    const violations = error.fieldViolations ?? []
    if (violations.length)
      return {
        ...base,
        code: 'INVALID_ARGUMENT',
        message: `INVALID_ARGUMENT: ${violations.map((v) => `${v.field}: ${v.description}`).join('; ')}`,
        fieldViolations: violations,
      }
    if (error.code && error.code !== String(error.status))
      return {
        ...base,
        code: error.code,
        message: error.description || error.message,
        data: error.data ?? {},
      }
    return {
      ...base,
      code: String(error.status),
      message: STATUS_TEXT[error.status] ?? error.message,
    }
  }
  const requestId = isStorefrontError(error) ? error.requestId : undefined
  return {
    code: 'SYSTEM_ERROR',
    status: isStorefrontError(error) ? error.status : 0,
    message: requestId
      ? `System error occurred (request id ${requestId})`
      : 'System error occurred',
    ...(requestId && { requestId }),
  }
}
