import { createRedirectSessionRequestSchema } from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { createRedirectSession } from './service'

/** `CreateRedirectSession` on its canonical path and both aliases. */
export function redirectsRoutes(): RouteDef[] {
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
      handle: ({ input, caller, ctx, c }) => ({
        redirectSession: createRedirectSession(ctx, input, caller, c.req.header('origin')),
      }),
    }),
  ]
}
