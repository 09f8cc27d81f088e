import type { Area } from '../area'
import { orderRoutes } from './routes'
import { orderMigrations } from './store'

/** Orders: creation from checkouts, reads, search, updates, cancels, bulk calls, imports. */
export const ordersArea: Area = {
  name: 'orders',
  migrations: orderMigrations,
  routes: () => orderRoutes(),
}
