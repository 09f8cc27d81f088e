import { StorefrontError } from './storefront-error'

/** HTTP 428: a business precondition is not met (e.g. the checkout is incomplete). */
export class PreconditionError extends StorefrontError {
  override name = 'PreconditionError'
}
