import type { Area } from '../area'
import { redirectsRoutes } from './routes'
import { redirectsMigrations } from './store'

/**
 * Redirect sessions: URLs of the hosted pages (authorize, login, logout, checkout, product,
 * account). The pages themselves live in `pages/` and read sessions through `service.ts`.
 */
export const redirectsArea: Area = {
  name: 'redirects',
  migrations: redirectsMigrations,
  routes: () => redirectsRoutes(),
}
