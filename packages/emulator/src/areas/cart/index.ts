import type { Area } from '../area'
import { cartRoutes } from './routes'
import { cartMigrations } from './store'

/**
 * The current cart: one per visitor or member identity, priced from the catalog, merged on
 * add, carried over to the member at sign-in, turned into a checkout. Totals come from the
 * checkout area's engine.
 */
export const cartArea: Area = {
  name: 'cart',
  migrations: cartMigrations,
  routes: () => cartRoutes(),
}
