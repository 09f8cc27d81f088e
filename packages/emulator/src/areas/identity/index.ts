import type { Area } from '../area'
import { oauthRoutes } from './routes'
import { identityMigrations, identityStore } from './store'

/** Identity: OAuth tokens for visitors (members arrive with sign-in). */
export const identityArea: Area = {
  name: 'identity',
  migrations: identityMigrations,
  routes: (ctx) => oauthRoutes(ctx, identityStore(ctx.db)),
}
