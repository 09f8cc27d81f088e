import type { Area } from '../area'
import { recommendationRoutes } from './routes'

/** Recommendations from the catalog's collections and the stored orders. */
export const recommendationsArea: Area = {
  name: 'recommendations',
  migrations: [],
  routes: () => recommendationRoutes(),
}
