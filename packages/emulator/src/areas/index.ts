import type { Area } from './area'
import { backInStockArea } from './back-in-stock/index'
import { cartArea } from './cart/index'
import { catalogArea } from './catalog/index'
import { checkoutArea } from './checkout/index'
import { identityArea } from './identity/index'
import { mediaArea } from './media/index'
import { membersArea } from './members/index'
import { ordersArea } from './orders/index'
import { paymentsArea } from './payments/index'
import { recommendationsArea } from './recommendations/index'
import { redirectsArea } from './redirects/index'
import { reviewsArea } from './reviews/index'

/** Every area the emulator serves, in registration order. */
export const AREAS: readonly Area[] = [
  identityArea,
  membersArea,
  mediaArea,
  catalogArea,
  cartArea,
  checkoutArea,
  ordersArea,
  paymentsArea,
  backInStockArea,
  recommendationsArea,
  reviewsArea,
  redirectsArea,
]
