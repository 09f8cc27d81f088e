import { StorefrontError } from './storefront-error'

/** HTTP 404: the entity does not exist (or is not visible to the caller). */
export class NotFoundError extends StorefrontError {
  override name = 'NotFoundError'
}
