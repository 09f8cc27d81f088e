import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { totalsSettings, updateTotalsSettings } from './settings-service'
import { totalsSettingsChangeSchema } from './totals/settings'

/**
 * Control API of the totals setup (tests and tools): `GET` reads it, `PUT` replaces the given
 * top-level keys (`{ "taxIncludedInPrices": true }`). An emulator reset restores the seed.
 */
export function settingsRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/commerce/settings',
      allow: ANYONE,
      handle: ({ ctx }) => totalsSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/commerce/settings',
      allow: ANYONE,
      input: totalsSettingsChangeSchema,
      handle: ({ input, ctx }) => updateTotalsSettings(ctx, input),
    }),
  ]
}
