/**
 * The platform's error envelope: every non-200 answer carries one (wire/README.md §5).
 * @module
 */

/** Rule types a field violation can report (SPEC §5 plus the three extra values on the wire). */
export const RULE_TYPES = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
  'EXACT_LENGTH',
  'EXACT_SIZE',
  'REQUIRED_ONE_OF_FIELD',
] as const

/** One rule type of {@link RULE_TYPES}. Clients must tolerate values not listed (e.g. `CUSTOM`). */
export type RuleType = (typeof RULE_TYPES)[number]

/** A single request field that broke a rule. */
export interface FieldViolation {
  /** Dotted path of the offending request field, in wire names (`query.paging.limit`). */
  field: string
  /** Human-readable explanation. */
  description: string
  /** Which kind of rule was broken. */
  violatedRule: RuleType | (string & {})
  /** Specific rule id, used with `OTHER` (per-method validation rule names). */
  ruleName?: string
  /** Rule parameters, e.g. `{ threshold: 20 }` or `{ type: 'EMAIL' }`. */
  data?: Record<string, unknown>
}

/** A business-rule rejection. */
export interface ApplicationError {
  /** Domain code such as `OWNED_CART_NOT_FOUND`, or a generic one such as `NOT_FOUND`. */
  code: string
  description: string
  data?: Record<string, unknown>
}

/** Exactly one of the two, or neither for system errors. */
export interface ErrorDetails {
  applicationError?: ApplicationError
  validationError?: { fieldViolations: FieldViolation[] }
}

/** Body of every non-200 answer. */
export interface ErrorBody {
  message: string
  details: ErrorDetails
}

/** Header carrying the request id on every answer. */
export const REQUEST_ID_HEADER = 'x-wix-request-id'

/** Read-your-writes hint: echoed by clients on later requests once a response carried it. */
export const CONSISTENCY_HEADER = 'x-wix-consistent'
