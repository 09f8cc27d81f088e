import type { RouteDef } from '../../http/route'
import { readRoutes } from './read-routes'
import type { CatalogStore } from './store'
import { writeRoutes } from './write-routes'

/** Every catalog endpoint: reads first (their static paths must precede writes' `:id` paths). */
export const catalogRoutes = (store: CatalogStore): RouteDef[] => [
  ...readRoutes(store),
  ...writeRoutes(store),
]
