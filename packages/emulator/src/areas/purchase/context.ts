import type { EmulatorContext } from '../../context'
import type { CatalogService } from '../catalog/index'

/**
 * What the purchase engine's code works with: the emulator (the totals setup lives in its
 * settings) and the catalog that prices lines. The engine keeps no table of its own.
 */
export interface PurchaseContext extends EmulatorContext {
  catalog: CatalogService
}
