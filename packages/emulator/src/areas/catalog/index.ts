import type { CatalogReference } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { BuiltArea } from '../area'
import type { ImageHostService } from '../image-host/index'
import { HOSTED_PATHS, type RedirectsService } from '../redirects/index'
import type { CatalogContext, RestockListener } from './context'
import { adjustInventory, listCatalogItems, lookupCatalogItem } from './lookup'
import type { CatalogItem, InventoryChange } from './lookup-types'
import { productGet } from './pages/product-page'
import { catalogRoutes } from './routes'
import { seedCatalog } from './seed'
import { catalogMigrations, catalogStore } from './store'
import { v3IndexMigrations } from './v3/indexes'
import { guardCatalogVersion } from './v3/version'

export type { RestockListener } from './context'
export { demoProductId, stableGuid } from './ids'
export { type CatalogItem, type InventoryChange, STORES_APP_ID } from './lookup-types'
export { DEMO_COLLECTIONS, DEMO_PRODUCTS } from './seed'

/**
 * The catalog as other areas see it (cart, checkout, orders, back-in-stock, recommendations):
 * items resolved from catalog references, stock changes, and item lists.
 */
export interface CatalogService {
  /**
   * The item a catalog reference names (product, and variant by id or choices); undefined for
   * another app's reference or nothing. Hidden items resolve too (`visible: false`).
   */
  lookup(ref: CatalogReference): CatalogItem | undefined
  /**
   * Applies stock changes all-or-nothing; products whose tracked stock goes from none to some
   * are announced to the restock listeners. @throws ApiError 428 `INSUFFICIENT_INVENTORY`, 404.
   */
  adjustInventory(changes: InventoryChange[]): void
  /** Adds a listener for products back in stock through `adjustInventory` (back-in-stock). */
  onRestock(listener: RestockListener): void
  /** Product-level items, optionally a collection's or the given ids (in that order). */
  list(filter?: { collectionId?: string; productIds?: string[] }): CatalogItem[]
  /** Every collection (hidden ones too), in the order they were made. */
  collections(): { id: string; name: string; slug: string }[]
}

/** What the catalog uses of other areas. */
export interface CatalogNeeds {
  images: ImageHostService
  redirects: RedirectsService
}

/**
 * Store catalog: collections (v2 read API) and catalog v1 products, variants and collections,
 * reads for everyone with a token (hidden items only for the owner), writes for the owner, and
 * the hosted product page. Its pictures live on the image host.
 *
 * @example
 * ```ts
 * const catalog = catalogArea(ctx, { images, redirects }).service
 * catalog.lookup({ catalogItemId: demoProductId('classic-cotton-tee'), appId: STORES_APP_ID })
 * ```
 */
export function catalogArea(ctx: EmulatorContext, needs: CatalogNeeds): BuiltArea<CatalogService> {
  const cx: CatalogContext = {
    ...ctx,
    store: catalogStore(ctx.db),
    ...needs,
    hooks: { restocked: [] },
  }
  return {
    area: {
      name: 'catalog',
      migrations: [...catalogMigrations, ...v3IndexMigrations],
      routes: () => catalogRoutes(cx),
      install: (app) => {
        guardCatalogVersion(app, cx)
        app.get(`${HOSTED_PATHS.storesProduct}/:slug`, (c) => productGet(c, cx))
      },
      seed: (_ctx, kind) => seedCatalog(cx, kind),
    },
    service: {
      lookup: (ref) => lookupCatalogItem(cx, ref),
      adjustInventory: (changes) => adjustInventory(cx, changes),
      onRestock: (listener) => {
        cx.hooks.restocked.push(listener)
      },
      list: (filter) => listCatalogItems(cx, filter),
      collections: () =>
        cx.store.collections
          .where('1 = 1 ORDER BY rowid')
          .map(({ id, name, slug }) => ({ id, name, slug })),
    },
  }
}
