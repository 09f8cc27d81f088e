import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { PurchaseContext } from './context'
import { totalsSettings, updateTotalsSettings } from './settings'
import { totalsSettingsChangeSchema } from './totals/settings'

/**
 * Control API of the totals setup (tests and tools): `GET` reads it, `PUT` replaces the given
 * top-level keys (`{ "taxIncludedInPrices": true }`). An emulator reset restores the seed.
 */
export function settingsRoutes(ctx: PurchaseContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/commerce/settings',
      allow: ANYONE,
      handle: () => totalsSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/commerce/settings',
      allow: ANYONE,
      input: totalsSettingsChangeSchema,
      handle: ({ input }) => updateTotalsSettings(ctx, input),
    }),
  ]
}
