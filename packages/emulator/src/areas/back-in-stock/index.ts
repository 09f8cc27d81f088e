import type { EmulatorContext } from '../../context'
import type { Area } from '../area'
import type { CatalogService } from '../catalog/index'
import type { BackInStockContext } from './context'
import { notifyRestocked } from './notify'
import { backInStockRoutes } from './routes'
import { backInStockMigrations, backInStockStore } from './store'

/**
 * Back-in-stock notification requests for catalog items, and the notifications they get: when
 * the owner reports items back in stock, and when the catalog's stock of a product goes from
 * none to some (connected to the catalog's restocks).
 *
 * @example
 * ```ts
 * backInStockArea(ctx, { catalog: catalog.service })
 * ```
 */
export function backInStockArea(ctx: EmulatorContext, needs: { catalog: CatalogService }): Area {
  const cx: BackInStockContext = { ...ctx, store: backInStockStore(ctx.db), ...needs }
  needs.catalog.onRestock((productIds) => notifyRestocked(cx, productIds))
  return {
    name: 'back-in-stock',
    migrations: backInStockMigrations,
    routes: () => backInStockRoutes(cx),
  }
}
