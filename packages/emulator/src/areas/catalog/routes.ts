import type { RouteDef } from '../../http/route'
import type { CatalogContext } from './context'
import { readRoutes } from './read-routes'
import { writeRoutes } from './write-routes'

/** Every catalog endpoint: reads first (their static paths must precede writes' `:id` paths). */
export const catalogRoutes = (ctx: CatalogContext): RouteDef[] => [
  ...readRoutes(ctx),
  ...writeRoutes(ctx),
]
