import type { EmulatorContext } from '../../context'
import type { CatalogService } from '../catalog/index'
import type { OrdersService } from '../orders/index'

/** What recommendations work with: the catalog's items and the sales in stored orders. */
export interface RecommendationsContext extends EmulatorContext {
  catalog: CatalogService
  orders: OrdersService
}
