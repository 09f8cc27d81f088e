import { StorefrontError } from './storefront-error'

/** HTTP 400: the request broke field rules; `fieldViolations` lists each one. */
export class ValidationError extends StorefrontError {
  override name = 'ValidationError'
}
