import { authKeys } from './auth/session'
import { backInStockKeys } from './back-in-stock'
import { cartKeys } from './cart/queries'
import { cartV2Keys } from './cart-v2/queries'
import { catalogKeys } from './catalog/keys'
import { catalogV3Keys } from './catalog-v3/keys'
import { checkoutKeys } from './checkout/queries'
import { STOREFRONT_KEY } from './core/types'
import { mediaKeys } from './media/queries'
import { memberKeys } from './members/queries'
import { orderKeys } from './orders/queries'
import { paymentKeys } from './payments'
import { recommendationKeys } from './recommendations'
import { reviewKeys } from './reviews/queries'

/**
 * Every storefront query key, by area: `storefrontKeys.cart.current()`,
 * `storefrontKeys.catalog.products.list(request)`, `storefrontKeys.reviews.list(request)`…
 * Each level is a prefix: invalidating `storefrontKeys.catalog.all` refreshes the whole catalog,
 * `storefrontKeys.all` everything.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: storefrontKeys.catalog.products.all })
 * ```
 */
export const storefrontKeys = {
  all: STOREFRONT_KEY,
  auth: authKeys,
  backInStock: backInStockKeys,
  cart: cartKeys,
  cartV2: cartV2Keys,
  catalog: catalogKeys,
  catalogV3: catalogV3Keys,
  checkout: checkoutKeys,
  media: mediaKeys,
  members: memberKeys,
  orders: orderKeys,
  payments: paymentKeys,
  recommendations: recommendationKeys,
  reviews: reviewKeys,
}
