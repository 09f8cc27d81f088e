import type { FieldViolation } from '../../wire'

const BRAND = Symbol.for('storefront-kit.error')

/** What every {@link StorefrontError} carries. */
export interface StorefrontErrorInit {
  message: string
  /** HTTP status, or 0 when no answer arrived (network, timeout). */
  status: number
  /** Application error code, `INVALID_ARGUMENT`, the HTTP status as text, `NETWORK_ERROR` or `TIMEOUT`. */
  code: string
  description?: string
  data?: Record<string, unknown>
  fieldViolations?: FieldViolation[]
  /** The platform's request id (`x-wix-request-id`), for support and logs. */
  requestId?: string | undefined
  /** Whether sending the same request again later may succeed. */
  retryable?: boolean
  /** Milliseconds the server asked to wait before trying again (`Retry-After`). */
  retryAfter?: number | undefined
  cause?: unknown
}

/**
 * Base of every error the SDK throws. Subclasses narrow by HTTP status; `code` carries the
 * platform's application error code.
 *
 * @example
 * ```ts
 * try { await getCurrentCart(client) }
 * catch (error) { if (error instanceof NotFoundError) showEmptyCart() else throw error }
 * ```
 */
export class StorefrontError extends Error {
  override name = 'StorefrontError'
  declare readonly status: number
  declare readonly code: string
  declare readonly description: string
  declare readonly data: Record<string, unknown>
  declare readonly fieldViolations: FieldViolation[]
  declare readonly requestId: string | undefined
  declare readonly retryable: boolean
  declare readonly retryAfter: number | undefined

  constructor(init: StorefrontErrorInit) {
    super(init.message, { cause: init.cause })
    Object.assign(this, init)
    this.description ??= init.message
    this.data ??= {}
    this.fieldViolations ??= []
    this.retryable ??= false
  }
}

Object.defineProperty(StorefrontError.prototype, BRAND, { value: true })

/**
 * True for any error thrown by any copy of the SDK (works across bundles, unlike `instanceof`).
 *
 * @example
 * ```ts
 * if (isStorefrontError(error)) console.error(error.code, error.requestId)
 * ```
 */
export function isStorefrontError(value: unknown): value is StorefrontError {
  return typeof value === 'object' && value !== null && BRAND in value
}
