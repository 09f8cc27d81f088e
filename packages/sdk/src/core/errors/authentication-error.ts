import { StorefrontError } from './storefront-error'

/** HTTP 401: missing, invalid or expired token or API key. */
export class AuthenticationError extends StorefrontError {
  override name = 'AuthenticationError'
}
