import type { EmulatorContext } from '../context'
import type { Area } from './area'
import { backInStockArea } from './back-in-stock/index'
import { cartArea } from './cart/index'
import { type CartV2Service, cartV2Area } from './cart-v2/index'
import { type CatalogService, catalogArea } from './catalog/index'
import { type CheckoutService, checkoutArea } from './checkout/index'
import { graphqlArea } from './graphql/index'
import { identityArea } from './identity/index'
import { type ImageHostService, imageHostArea } from './image-host/index'
import { type MediaLibraryService, mediaLibraryArea } from './media/index'
import { type MembersService, membersArea } from './members/index'
import { type OrdersService, ordersArea } from './orders/index'
import { type PaymentsService, paymentsArea } from './payments/index'
import { type PurchaseService, purchaseArea } from './purchase/index'
import { recommendationsArea } from './recommendations/index'
import { type RedirectsService, redirectsArea } from './redirects/index'
import { reviewsArea } from './reviews/index'

/** What the platform's areas offer each other (and tests that reach past the HTTP layer). */
export interface PlatformServices {
  members: MembersService
  redirects: RedirectsService
  imageHost: ImageHostService
  catalog: CatalogService
  purchase: PurchaseService
  payments: PaymentsService
  orders: OrdersService
  checkout: CheckoutService
  mediaLibrary: MediaLibraryService
  cartV2: CartV2Service
}

/** The platform's areas as one emulator serves them. */
export interface Platform {
  /** Every area, in the order the app serves them: routes, pages, caller checks, seeds. */
  areas: readonly Area[]
  services: PlatformServices
}

/**
 * Builds every platform area for one emulator: each area's factory makes its store once and is
 * handed the services of the areas it builds on, so the areas form a graph without cycles (an
 * area lower down reaches a higher one only through a hook the higher one connects). A new area
 * is built here, after those it uses, and listed in `areas`.
 *
 * @example
 * ```ts
 * const { areas, services } = assemblePlatform(ctx)
 * services.catalog.lookup({ catalogItemId, appId: STORES_APP_ID })
 * ```
 */
export function assemblePlatform(ctx: EmulatorContext): Platform {
  const members = membersArea(ctx)
  const redirects = redirectsArea(ctx)
  const identity = identityArea(ctx, { members: members.service, redirects: redirects.service })
  const imageHost = imageHostArea(ctx)
  const catalog = catalogArea(ctx, { images: imageHost.service, redirects: redirects.service })
  const mediaLibrary = mediaLibraryArea(ctx, {
    images: imageHost.service,
    catalog: catalog.service,
  })
  const purchase = purchaseArea(ctx, { catalog: catalog.service })
  const payments = paymentsArea(ctx)
  const orders = ordersArea(ctx, { catalog: catalog.service, payments: payments.service })
  const cartV2 = cartV2Area(ctx, {
    purchase: purchase.service,
    orders: orders.service,
    redirects: redirects.service,
  })
  const checkout = checkoutArea(ctx, {
    purchase: purchase.service,
    orders: orders.service,
    payments: payments.service,
    cartV2: cartV2.service,
    redirects: redirects.service,
  })
  const cart = cartArea(ctx, { purchase: purchase.service, checkout: checkout.service })
  const backInStock = backInStockArea(ctx, { catalog: catalog.service })
  const recommendations = recommendationsArea(ctx, {
    catalog: catalog.service,
    orders: orders.service,
  })
  const reviews = reviewsArea(ctx, { members: members.service })
  return {
    areas: [
      identity,
      members.area,
      imageHost.area,
      catalog.area,
      mediaLibrary.area,
      purchase.area,
      cart,
      cartV2.area,
      checkout.area,
      orders.area,
      payments.area,
      backInStock,
      recommendations,
      reviews,
      redirects.area,
      graphqlArea(),
    ],
    services: {
      members: members.service,
      redirects: redirects.service,
      imageHost: imageHost.service,
      catalog: catalog.service,
      purchase: purchase.service,
      payments: payments.service,
      orders: orders.service,
      checkout: checkout.service,
      mediaLibrary: mediaLibrary.service,
      cartV2: cartV2.service,
    },
  }
}
