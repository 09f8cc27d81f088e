import type { EmulatorContext } from '../../context'
import type { CatalogService } from '../catalog/index'
import type { BackInStockStore } from './store'

/** What the back-in-stock area's code works with: the emulator, its store and the catalog. */
export interface BackInStockContext extends EmulatorContext {
  store: BackInStockStore
  catalog: CatalogService
}
