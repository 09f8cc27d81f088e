import { StorefrontError } from './storefront-error'

/** HTTP 403: the caller is known but may not do this. */
export class PermissionError extends StorefrontError {
  override name = 'PermissionError'
}
