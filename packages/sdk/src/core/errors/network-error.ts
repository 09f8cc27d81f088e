import { StorefrontError } from './storefront-error'

/** No answer: the connection failed. Retryable; `cause` holds the underlying error. */
export class NetworkError extends StorefrontError {
  override name = 'NetworkError'
}
