import { isStorefrontError } from '@storefront-kit/sdk'

/** What the shop tells a shopper about a failed call. */
export interface ErrorView {
  kind: 'offline' | 'not-found' | 'invalid' | 'rejected' | 'signed-out' | 'server' | 'unknown'
  title: string
  message: string
  /** Asking again may work (the network, the server). */
  retry: boolean
}

/** Readable texts of the platform's business codes the shop's pages meet. */
const CODE_TEXTS: Record<string, string> = {
  ERROR_COUPON_DOES_NOT_EXIST: 'That coupon code does not exist.',
  ERROR_COUPON_HAS_EXPIRED: 'That coupon has expired.',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'That coupon is not active yet.',
  ERROR_COUPON_USAGE_EXCEEDED: 'That coupon has been used up.',
  // Cart V2 names the coupon problems differently (the reason is in the error's data).
  INVALID_COUPON_CODE: 'That coupon code does not exist.',
  INVALID_COUPON_STATUS:
    'That coupon cannot be used now: it has expired, is not active yet or is used up.',
  COUPON_ALREADY_EXISTS: 'That coupon is already applied.',
  MAX_COUPONS_PER_CART_EXCEEDED: 'Your cart already has a coupon. Remove it to use another one.',
  CART_ALREADY_ORDERED: 'This cart has already been ordered. Please reload the page.',
  REVIEW_ALREADY_EXISTS: 'You have already reviewed this product.',
  FULL_OUT_OF_STOCK: 'The items in your cart are out of stock.',
  PARTIAL_OUT_OF_STOCK: 'Some items in your cart are out of stock in the quantity you chose.',
  OWNED_CART_NOT_FOUND: 'Your cart is empty.',
  ORDER_NOT_FOUND: 'We could not find that order.',
}

/**
 * Turns any error into words for the page: no answer → "cannot reach the store", 404 → not
 * found, 400 → what to fix, 401/403 → sign in, 409/428 → the store's reason, 5xx → try later.
 */
export function describeError(error: unknown): ErrorView {
  if (!isStorefrontError(error))
    return {
      kind: 'unknown',
      title: 'Something went wrong',
      message: error instanceof Error ? error.message : 'Please try again.',
      retry: true,
    }
  const known = CODE_TEXTS[error.code]
  if (error.status === 0)
    return {
      kind: 'offline',
      title: 'Cannot reach the store',
      message: 'Check your connection, then retry.',
      retry: true,
    }
  if (error.status === 404)
    return {
      kind: 'not-found',
      title: 'Not found',
      message: known ?? error.description,
      retry: false,
    }
  if (error.status === 400)
    return {
      kind: 'invalid',
      title: 'Please check what you entered',
      message:
        known ?? (error.fieldViolations.length ? 'Some fields need attention.' : error.description),
      retry: false,
    }
  if (error.status === 401 || error.status === 403)
    return {
      kind: 'signed-out',
      title: 'Please sign in',
      message: 'Your session has ended or this needs an account.',
      retry: false,
    }
  if (error.status >= 500 || error.status === 429)
    return {
      kind: 'server',
      title: 'The store is having trouble',
      message: 'This is on our side. Please retry in a moment.',
      retry: true,
    }
  return {
    kind: 'rejected',
    title: 'That did not work',
    message: known ?? error.description,
    retry: false,
  }
}

/**
 * Field violations by field path (`content.body`, `shippingAddress.country`), for showing each
 * message next to its input. Several on one field are joined.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isStorefrontError(error)) return {}
  const out: Record<string, string> = {}
  for (const violation of error.fieldViolations) {
    const previous = out[violation.field]
    out[violation.field] = previous ? `${previous} ${violation.description}` : violation.description
  }
  return out
}
