import { installHostedCheckout } from '../../pages/checkout/index'
import type { Area } from '../area'
import { demoProductId } from '../catalog/ids'
import { checkoutRoutes } from './routes'
import { settingsRoutes } from './settings-routes'
import { checkoutMigrations, TOTALS_KEY } from './store'
import { defaultTotalsSettings } from './totals/default-settings'

/** The demo catalog's featured items (the `TEES15` coupon). */
const FEATURED = ['classic-cotton-tee', 'mountain-line-tee', 'organic-fleece-hoodie'].map(
  demoProductId,
)

/**
 * Checkouts and the totals engine: server-computed prices, shipping, tax, fees, coupons, gift
 * cards and merchant discounts from a seeded, changeable setup (`/_emulator/commerce/settings`).
 */
export const checkoutArea: Area = {
  name: 'checkout',
  migrations: checkoutMigrations,
  routes: () => [...checkoutRoutes(), ...settingsRoutes()],
  install: installHostedCheckout,
  seed: (ctx) => {
    // The totals setup is store configuration, not demo data: seeded for every seed kind.
    ctx.settings.set(TOTALS_KEY, defaultTotalsSettings(FEATURED))
  },
}
