import type { Area } from '../area'
import { paymentRoutes } from './routes'
import { paymentMigrations } from './store'

/** Payment collection for orders: transactions, captures, voids, prepared collections. */
export const paymentsArea: Area = {
  name: 'payments',
  migrations: paymentMigrations,
  routes: () => paymentRoutes(),
}
