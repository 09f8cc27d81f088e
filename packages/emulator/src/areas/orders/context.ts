import type { EmulatorContext } from '../../context'
import type { CatalogService } from '../catalog/index'
import type { PaymentsService } from '../payments/index'
import type { OrderStatsStore } from './stats-store'
import type { OrderStore } from './store'

/**
 * What the orders area's code works with: the emulator, its SQL (orders, and the sales figures
 * over them), the catalog whose stock orders take, and the payments of orders.
 */
export interface OrdersContext extends EmulatorContext {
  store: OrderStore
  stats: OrderStatsStore
  catalog: CatalogService
  payments: PaymentsService
}
