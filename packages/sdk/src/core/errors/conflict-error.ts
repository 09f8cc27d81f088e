import { StorefrontError } from './storefront-error'

/** HTTP 409: already exists, stale revision or another state conflict. */
export class ConflictError extends StorefrontError {
  override name = 'ConflictError'
}
