import type { Area } from '../area'
import { installMediaRoutes } from './routes'
import { mediaMigrations } from './store'

/**
 * Media: stored files served under the static media host's path form (`/media/<id>`), with
 * image transformations. Other areas register pictures through `service.ts`.
 */
export const mediaArea: Area = {
  name: 'media',
  migrations: mediaMigrations,
  install: (app, ctx) => installMediaRoutes(app, ctx),
}
