import { tokenInfoRequestSchema, tokenRequestSchema } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { applicationError } from '../../http/api-error'
import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { IdentityStore } from './store'
import {
  anonymousGrant,
  assertClient,
  checkRefreshToken,
  issueTokens,
  tokenInfo,
} from './token-service'

/** OAuth endpoints: token (anonymous and refresh grants), token info, JWKS. */
export function oauthRoutes(_ctx: EmulatorContext, store: IdentityStore): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/oauth2/token',
      allow: ANYONE,
      input: tokenRequestSchema,
      handle: ({ input, ctx }) => {
        assertClient(ctx, input.clientId)
        switch (input.grantType) {
          case 'anonymous':
            return anonymousGrant(ctx, store, input.clientId)
          case 'refresh_token': {
            const record = checkRefreshToken(store, input.clientId, input.refreshToken)
            const claims = {
              sub: record.subjectId,
              kind: record.kind,
              cid: record.clientId,
              ...(record.visitorId && { vid: record.visitorId }),
            }
            return issueTokens(ctx, store, claims, input.refreshToken)
          }
          default:
            throw applicationError(
              400,
              'UNSUPPORTED_GRANT_TYPE',
              `Grant ${input.grantType} is not supported here`,
            )
        }
      },
    }),
    route({
      method: 'POST',
      path: ['/oauth2/token-info', '/oauth2/token_info'],
      allow: ANYONE,
      write: false,
      input: tokenInfoRequestSchema,
      handle: ({ input, ctx }) => tokenInfo(ctx, input.token),
    }),
    route({
      method: 'GET',
      path: '/oauth2/jwks',
      allow: ANYONE,
      handle: ({ ctx }) => ctx.signer.jwks(),
    }),
  ]
}
