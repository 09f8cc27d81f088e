import { StorefrontError } from './storefront-error'

/** No answer within the call's timeout. Retryable. */
export class TimeoutError extends StorefrontError {
  override name = 'TimeoutError'
}
