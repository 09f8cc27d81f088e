import type { Area } from '../area'
import { backInStockRoutes } from './routes'
import { backInStockMigrations } from './store'

/** Back-in-stock notification requests and the notifications they get. */
export const backInStockArea: Area = {
  name: 'back-in-stock',
  migrations: backInStockMigrations,
  routes: () => backInStockRoutes(),
}
