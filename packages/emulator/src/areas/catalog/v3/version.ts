import type { GetCatalogVersionResponse } from '@storefront-kit/wire'
import type { Hono, MiddlewareHandler } from 'hono'
import { precondition } from '../../../http/api-error'
import { SIGNED } from '../../../http/caller'
import type { Env } from '../../../http/env'
import { type RouteDef, route } from '../../../http/route'
import type { CatalogContext } from '../context'

/** Where each catalog's endpoints live (the catalog-version call answers on both). */
const PATHS = {
  v1: ['/stores/v1/*', '/stores-reader/*', '/v2/collections', '/v2/collections/*'],
  v3: ['/stores/v3/*', '/categories/v1/*'],
} as const
const VERSION_PATH = '/stores/v3/provision/version'

const NAME = { v1: 'CATALOG_V1', v3: 'CATALOG_V3' } as const

/**
 * A site answers only its own catalog's endpoints: the other catalog's answer 428
 * `CATALOG_V3_CALLING_CATALOG_V1_API` ("Endpoint belongs to CATALOG_V1, but your site is using
 * CATALOG_V3", as the platform answers), or `CATALOG_V1_CALLING_CATALOG_V3_API` the other way,
 * before anything else is checked.
 */
export function guardCatalogVersion(app: Hono<Env>, ctx: CatalogContext): void {
  const only =
    (own: 'v1' | 'v3'): MiddlewareHandler<Env> =>
    async (c, next) => {
      const site = ctx.site.catalog
      if (site !== own && c.req.path !== VERSION_PATH)
        throw precondition(
          `${NAME[site]}_CALLING_${NAME[own]}_API`,
          `Endpoint belongs to ${NAME[own]}, but your site is using ${NAME[site]}`,
          { siteCatalogVersion: `${site.toUpperCase()}_CATALOG` },
        )
      await next()
    }
  for (const path of PATHS.v1) app.use(path, only('v1'))
  for (const path of PATHS.v3) app.use(path, only('v3'))
}

/** GetCatalogVersion: which catalog the site runs. */
export const versionRoute = (ctx: CatalogContext): RouteDef =>
  route({
    method: 'GET',
    path: VERSION_PATH,
    allow: SIGNED,
    handle: (): GetCatalogVersionResponse => ({
      catalogVersion: ctx.site.catalog === 'v3' ? 'V3_CATALOG' : 'V1_CATALOG',
    }),
  })
