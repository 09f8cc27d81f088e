import {
  authorizedClientTokenRequestSchema,
  tokenInfoRequestSchema,
  tokenRequestSchema,
  type UserInfo,
} from '@storefront-kit/wire'
import { z } from 'zod'
import type { EmulatorContext } from '../../context'
import { applicationError, notFound } from '../../http/api-error'
import { ANYONE, MEMBERS } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { parseInput } from '../../http/validate'
import { getMember } from '../members/service'
import { exchangeCode } from './authorize-service'
import { authorizedClientGrant } from './external-login-service'
import { persistRejections } from './persist-rejections'
import type { IdentityStore } from './store'
import {
  anonymousGrant,
  assertClient,
  checkRefreshToken,
  issueTokens,
  tokenInfo,
} from './token-service'

/** OAuth endpoints: token (anonymous, refresh, authorization code), token info, JWKS, user info. */
export function oauthRoutes(_ctx: EmulatorContext, store: IdentityStore): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/oauth2/token',
      allow: ANYONE,
      // Two body forms: camelCase for the headless grants, snake_case for `authorized_client`.
      input: z.unknown(),
      write: false,
      handle: ({ input: body, caller, ctx }) =>
        persistRejections(ctx, () => {
          if (typeof body === 'object' && body !== null && 'grant_type' in body)
            return authorizedClientGrant(
              ctx,
              store,
              parseInput(authorizedClientTokenRequestSchema, body),
              caller,
            )
          const input = parseInput(tokenRequestSchema, body)
          assertClient(ctx, input.clientId)
          switch (input.grantType) {
            case 'anonymous':
              return anonymousGrant(ctx, store, input.clientId)
            case 'refresh_token': {
              const record = checkRefreshToken(ctx, store, input.clientId, input.refreshToken)
              const claims = {
                sub: record.subjectId,
                kind: record.kind,
                cid: record.clientId,
                ...(record.visitorId && { vid: record.visitorId }),
              }
              return issueTokens(ctx, store, claims, input.refreshToken)
            }
            case 'authorization_code':
              return exchangeCode(ctx, store, input)
            case 'authorized_client':
              throw applicationError(
                400,
                'UNSUPPORTED_GRANT_TYPE',
                'The authorized_client grant is sent in snake_case: grant_type, member_id, session_token, scope',
              )
          }
        }),
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
    route({
      method: 'GET',
      path: '/oauth2/user-info',
      allow: MEMBERS,
      handle: ({ caller, ctx }): UserInfo => {
        const id = caller.kind === 'member' ? caller.id : ''
        const identity = store.identities.get(id)
        const member = getMember(ctx, id)
        if (!identity || !member) throw notFound('MEMBER_NOT_FOUND', 'No member for this token')
        const givenName = identity.profile.firstName ?? ''
        const familyName = identity.profile.lastName ?? ''
        return {
          sub: id,
          givenName,
          familyName,
          email: identity.email,
          emailVerified: identity.emailVerified,
          picture: identity.profile.picture ?? '',
          language: identity.profile.language ?? '',
          name: [givenName, familyName].filter(Boolean).join(' ') || member.profile.nickname,
        }
      },
    }),
  ]
}
