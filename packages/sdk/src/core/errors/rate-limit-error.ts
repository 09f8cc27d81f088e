import { StorefrontError } from './storefront-error'

/** HTTP 429: too many requests, or a one-time token already used. Retryable. */
export class RateLimitError extends StorefrontError {
  override name = 'RateLimitError'
}
