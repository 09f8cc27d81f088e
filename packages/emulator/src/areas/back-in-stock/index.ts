import type { EmulatorContext } from '../../context'
import type { Area } from '../area'
import type { CatalogService } from '../catalog/index'
import type { BackInStockContext } from './context'
import { backInStockRoutes } from './routes'
import { backInStockMigrations, backInStockStore } from './store'

/**
 * Back-in-stock notification requests for catalog items, and the notifications they get.
 *
 * @example
 * ```ts
 * backInStockArea(ctx, { catalog: catalog.service })
 * ```
 */
export function backInStockArea(ctx: EmulatorContext, needs: { catalog: CatalogService }): Area {
  const cx: BackInStockContext = { ...ctx, store: backInStockStore(ctx.db), ...needs }
  return {
    name: 'back-in-stock',
    migrations: backInStockMigrations,
    routes: () => backInStockRoutes(cx),
  }
}
