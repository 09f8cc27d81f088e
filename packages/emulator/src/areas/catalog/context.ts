import type { EmulatorContext } from '../../context'
import type { ImageHostService } from '../image-host/index'
import type { RedirectsService } from '../redirects/index'
import type { CatalogStore } from './store'

/**
 * What the catalog's code works with: the emulator, the catalog's SQL, the image host its
 * pictures live on, and the redirect sessions of its hosted product page.
 */
export interface CatalogContext extends EmulatorContext {
  store: CatalogStore
  images: ImageHostService
  redirects: RedirectsService
}
