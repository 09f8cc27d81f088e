import { createRedirectSessionRequestSchema } from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { RedirectsContext } from './context'
import { createRedirectSession } from './service'

/** `CreateRedirectSession` on its canonical path and both aliases. */
export function redirectsRoutes(ctx: RedirectsContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: [
        '/_api/redirects-api/v1/redirect-session',
        '/redirect-session/v1/redirect-session',
        '/headless/v1/redirect-session',
      ],
      allow: SIGNED,
      input: createRedirectSessionRequestSchema,
      handle: ({ input, caller, c }) => ({
        redirectSession: createRedirectSession(ctx, input, caller, c.req.header('origin')),
      }),
    }),
  ]
}
