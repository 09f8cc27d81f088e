import { tokenInfoRequestSchema } from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, MEMBERS } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { IdentityContext } from './context'
import { userInfo } from './identities'
import { persistRejections } from './persist-rejections'
import { grantTokens } from './token-grants'
import { tokenInfo } from './token-service'

/** OAuth endpoints: token (anonymous, refresh, authorization code), token info, JWKS, user info. */
export function oauthRoutes(ctx: IdentityContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/oauth2/token',
      allow: ANYONE,
      // Two body forms (see `grantTokens`): the service reads the body itself.
      input: z.unknown(),
      write: false,
      handle: ({ input, caller }) => persistRejections(ctx, () => grantTokens(ctx, input, caller)),
    }),
    route({
      method: 'POST',
      path: ['/oauth2/token-info', '/oauth2/token_info'],
      allow: ANYONE,
      write: false,
      input: tokenInfoRequestSchema,
      handle: ({ input }) => tokenInfo(ctx, input.token),
    }),
    route({
      method: 'GET',
      path: '/oauth2/jwks',
      allow: ANYONE,
      handle: () => ctx.signer.jwks(),
    }),
    route({
      method: 'GET',
      path: '/oauth2/user-info',
      allow: MEMBERS,
      handle: ({ caller }) => userInfo(ctx, caller.kind === 'member' ? caller.id : ''),
    }),
  ]
}
