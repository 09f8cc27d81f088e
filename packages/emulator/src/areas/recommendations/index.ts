import type { EmulatorContext } from '../../context'
import type { Area } from '../area'
import type { CatalogService } from '../catalog/index'
import type { OrdersService } from '../orders/index'
import type { RecommendationsContext } from './context'
import { recommendationRoutes } from './routes'

/**
 * Recommendations from the catalog's collections and the sales in stored orders (no table).
 *
 * @example
 * ```ts
 * recommendationsArea(ctx, { catalog: catalog.service, orders: orders.service })
 * ```
 */
export function recommendationsArea(
  ctx: EmulatorContext,
  needs: { catalog: CatalogService; orders: OrdersService },
): Area {
  const cx: RecommendationsContext = { ...ctx, ...needs }
  return {
    name: 'recommendations',
    migrations: [],
    routes: () => recommendationRoutes(cx),
  }
}
