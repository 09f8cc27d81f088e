import { StorefrontError } from './storefront-error'

/** HTTP 5xx: the platform failed; 502, 503 and 504 are retryable. */
export class ServerError extends StorefrontError {
  override name = 'ServerError'
}
