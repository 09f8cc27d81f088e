import type { ErrorBody, FieldViolation } from '../../wire'
import { AuthenticationError } from './authentication-error'
import { ConflictError } from './conflict-error'
import { NotFoundError } from './not-found-error'
import { PermissionError } from './permission-error'
import { PreconditionError } from './precondition-error'
import { RateLimitError } from './rate-limit-error'
import { ServerError } from './server-error'
import { StorefrontError } from './storefront-error'
import { ValidationError } from './validation-error'

const CLASS_BY_STATUS: Record<number, typeof StorefrontError> = {
  400: ValidationError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  428: PreconditionError,
  429: RateLimitError,
}

/** Statuses worth repeating a safe request for. */
export const RETRYABLE_STATUSES = [429, 502, 503, 504]

/**
 * The one factory that turns a non-success answer into a typed error. Tolerates any body:
 * the envelope, an empty body, or something else entirely.
 */
export function createError(
  status: number,
  statusText: string,
  body: unknown,
  requestId: string | undefined,
  retryAfter?: number,
): StorefrontError {
  // Any body: `Object()` of a non-object has no envelope fields.
  const envelope = Object(body) as Partial<ErrorBody>
  const details = envelope.details ?? {}
  const app = details.applicationError
  const violations: FieldViolation[] = details.validationError?.fieldViolations ?? []
  const text = envelope.message || statusText || `HTTP ${status}`
  const message = violations.length
    ? `Invalid request: ${violations.map((v) => (v.field ? `${v.field}: ${v.description}` : v.description)).join('; ')}`
    : app?.description || text
  const Class = CLASS_BY_STATUS[status] ?? (status >= 500 ? ServerError : StorefrontError)
  return new Class({
    message,
    status,
    code: app?.code ?? (violations.length ? 'INVALID_ARGUMENT' : String(status)),
    description: app?.description ?? text,
    data: app?.data,
    fieldViolations: violations,
    requestId,
    retryable: RETRYABLE_STATUSES.includes(status),
    retryAfter,
  })
}
