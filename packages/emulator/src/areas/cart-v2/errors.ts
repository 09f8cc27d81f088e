import type { CartV2, CatalogReference } from '@storefront-kit/wire'
import {
  ApiError,
  applicationError,
  notFound,
  precondition,
  validationError,
} from '../../http/api-error'

// The HTTP status of each application error follows wire/cart-v2.md §5: request-shape problems
// are 400, state and business rejections 428, `*_NOT_FOUND_IN_CART` 404 (the wire README's rule).

/** 400 with an application error (a request-shape problem). */
export const badRequest = (code: string, description: string, data?: Record<string, unknown>) =>
  applicationError(400, code, description, data)

/** A by-id cart that does not exist or is not the caller's (existence is not revealed). */
export const cartNotFound = (cartId: string) =>
  notFound('CART_NOT_FOUND', `Cart ${cartId} was not found`, { cartId })

/** The caller has no current cart (the v1 code, so one check serves both versions). */
export const ownedCartNotFound = () =>
  notFound('OWNED_CART_NOT_FOUND', 'The caller has no current cart')

/** Every change of a cart an order was placed from. */
export const alreadyOrdered = (cart: CartV2) =>
  precondition('CART_ALREADY_ORDERED', `An order was already placed from cart ${cart.id}`, {
    cartId: cart.id,
    orderId: cart.orderId ?? '',
  })

/** 428 `ITEM_NOT_FOUND_IN_CATALOG` for catalog references the catalog does not have. */
export const itemNotFoundInCatalog = (
  items: { lineItemId?: string; catalogReference?: CatalogReference }[],
) =>
  precondition('ITEM_NOT_FOUND_IN_CATALOG', 'Some items are not in the catalog', {
    invalidItems: items,
  })

/** The application error code of an error the engine threw, if it is one. */
const codeOf = (error: unknown) =>
  error instanceof ApiError ? error.body.details.applicationError?.code : undefined

/**
 * Runs a purchase engine call and answers its rejections in the V2 wire's terms: an unknown item
 * is `ITEM_NOT_FOUND_IN_CATALOG`, and a field named in v1 terms (`lineItems[0].quantity`) gets its V2 name (`catalogItems[0].quantity`).
 */
export function inV2Terms<T>(run: () => T, lineField = 'catalogItems'): T {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (codeOf(error) === 'CATALOG_ITEM_NOT_FOUND') {
      const data = error.body.details.applicationError?.data as
        | { catalogReference?: CatalogReference }
        | undefined
      throw itemNotFoundInCatalog([{ catalogReference: data?.catalogReference }])
    }
    const violations = error.body.details.validationError?.fieldViolations
    if (!violations) throw error
    throw validationError(
      violations.map((v) => ({ ...v, field: v.field.replace(/^lineItems/, lineField) })),
    )
  }
}
