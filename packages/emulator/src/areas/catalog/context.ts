import type { EmulatorContext } from '../../context'
import type { ImageHostService } from '../image-host/index'
import type { RedirectsService } from '../redirects/index'
import type { CatalogStore } from './store'

/** Told which products came back in stock (tracked stock went from none to some). */
export type RestockListener = (productIds: string[]) => void

/**
 * What the catalog's code works with: the emulator, the catalog's SQL, the image host its
 * pictures live on, the redirect sessions of its hosted product page, and the areas listening
 * for restocks (back-in-stock notices).
 */
export interface CatalogContext extends EmulatorContext {
  store: CatalogStore
  images: ImageHostService
  redirects: RedirectsService
  hooks: { restocked: RestockListener[] }
}
