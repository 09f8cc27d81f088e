import type { Area } from '../area'
import { catalogRoutes } from './routes'
import { seedCatalog } from './seed'
import { catalogMigrations, catalogStore } from './store'

/**
 * Store catalog: collections (v2 read API) and catalog v1 products, variants and collections,
 * reads for everyone with a token (hidden items only for the owner), writes for the owner.
 * Other areas use `lookup.ts`.
 */
export const catalogArea: Area = {
  name: 'catalog',
  migrations: catalogMigrations,
  routes: (ctx) => catalogRoutes(catalogStore(ctx.db)),
  seed: seedCatalog,
}
