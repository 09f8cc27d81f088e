import type { RouteDef } from '../../http/route'
import type { CatalogContext } from './context'
import { readRoutes } from './read-routes'
import { categoryRoutes } from './v3/category-routes'
import { v3ProductRoutes } from './v3/product-routes'
import { versionRoute } from './v3/version'
import { writeRoutes } from './write-routes'

/**
 * Every catalog endpoint, of both catalogs (a site answers only its own: `v3/version.ts`): reads
 * first (their static paths must precede writes' `:id` paths).
 */
export const catalogRoutes = (ctx: CatalogContext): RouteDef[] => [
  versionRoute(ctx),
  ...readRoutes(ctx),
  ...writeRoutes(ctx),
  ...v3ProductRoutes(ctx),
  ...categoryRoutes(ctx),
]
