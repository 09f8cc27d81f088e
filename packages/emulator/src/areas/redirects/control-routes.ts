import { z } from 'zod'
import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { RedirectsContext } from './context'
import { addRedirectUris, redirectUriPatterns } from './redirect-uris'

/**
 * `/_emulator/identity/redirect-uris`: the redirect URI patterns of an OAuth client (tests and
 * tools). Every hosted page and sign-in link may send the browser only to these.
 */
export function redirectUriControlRoutes(ctx: RedirectsContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/identity/redirect-uris',
      allow: ANYONE,
      input: z.object({ clientId: z.string().optional() }),
      handle: ({ input }) => {
        const clientId = input.clientId ?? ctx.site.clientId
        return { clientId, patterns: redirectUriPatterns(ctx, clientId) }
      },
    }),
    route({
      method: 'POST',
      path: '/_emulator/identity/redirect-uris',
      allow: ANYONE,
      write: false,
      input: z.object({
        clientId: z.string().min(1).optional(),
        uris: z.array(z.string().min(1).max(2048)).min(1).max(100),
      }),
      handle: ({ input }) => {
        const clientId = input.clientId ?? ctx.site.clientId
        addRedirectUris(ctx, clientId, input.uris)
        return { clientId, patterns: redirectUriPatterns(ctx, clientId) }
      },
    }),
  ]
}
