import type { ErrorBody, FieldViolation, RuleType } from '@storefront-kit/wire'

/**
 * A rejection the emulator answers with the platform's error envelope. Services throw these;
 * the HTTP layer turns them into `{ message, details }` with the right status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
  }
}

/** A business-rule rejection (`details.applicationError`). */
export function applicationError(
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, {
    message: description,
    details: { applicationError: { code, description, data } },
  })
}

/** A field-rule rejection (`details.validationError`), listing every violation. */
export function validationError(fieldViolations: FieldViolation[]): ApiError {
  const message = fieldViolations
    .map((v) => (v.field ? `${v.field}: ${v.description}` : v.description))
    .join('; ')
  return new ApiError(400, { message, details: { validationError: { fieldViolations } } })
}

/** One violation; `ruleName` and `data` default to empty. */
export function violation(
  field: string,
  violatedRule: RuleType,
  description: string,
  data: Record<string, unknown> = {},
  ruleName = '',
): FieldViolation {
  return { field, description, violatedRule, ruleName, data }
}

/** 404 with a `*_NOT_FOUND` code. */
export const notFound = (code: string, description: string, data?: Record<string, unknown>) =>
  applicationError(404, code, description, data)

/** 409: already exists, duplicate, revision mismatch. */
export const conflict = (code: string, description: string, data?: Record<string, unknown>) =>
  applicationError(409, code, description, data)

/** 428: a business precondition is not met. */
export const precondition = (code: string, description: string, data?: Record<string, unknown>) =>
  applicationError(428, code, description, data)

/** 401: missing, invalid or expired credentials. */
export const unauthenticated = (description = 'Missing or invalid credentials') =>
  applicationError(401, 'UNAUTHENTICATED', description)

/** 403: the caller is known but not permitted. */
export const permissionDenied = (description = 'The caller may not perform this operation') =>
  applicationError(403, 'PERMISSION_DENIED', description)
