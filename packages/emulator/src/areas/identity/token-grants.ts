import {
  authorizedClientTokenRequestSchema,
  type TokenResponse,
  tokenRequestSchema,
} from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { parseInput } from '../../http/validate'
import { exchangeCode } from './authorize-service'
import type { IdentityContext } from './context'
import { authorizedClientGrant } from './external-login-service'
import { anonymousGrant, assertClient, checkRefreshToken, issueTokens } from './token-service'

/**
 * `POST /oauth2/token`: runs the grant a body asks for. Two body forms arrive: snake_case for
 * `authorized_client` (external login), camelCase for the headless grants (anonymous, refresh
 * token, authorization code).
 * @throws ApiError 400 for an unknown client, a bad grant or a body of neither form.
 */
export function grantTokens(
  ctx: IdentityContext,
  body: unknown,
  caller: Caller,
): Promise<TokenResponse> {
  if (typeof body === 'object' && body !== null && 'grant_type' in body)
    return authorizedClientGrant(ctx, parseInput(authorizedClientTokenRequestSchema, body), caller)
  const input = parseInput(tokenRequestSchema, body)
  assertClient(ctx, input.clientId)
  switch (input.grantType) {
    case 'anonymous':
      return anonymousGrant(ctx, input.clientId)
    case 'refresh_token': {
      const record = checkRefreshToken(ctx, input.clientId, input.refreshToken)
      const claims = {
        sub: record.subjectId,
        kind: record.kind,
        cid: record.clientId,
        ...(record.visitorId && { vid: record.visitorId }),
      }
      return issueTokens(ctx, claims, input.refreshToken)
    }
    case 'authorization_code':
      return exchangeCode(ctx, input)
    case 'authorized_client':
      throw applicationError(
        400,
        'UNSUPPORTED_GRANT_TYPE',
        'The authorized_client grant is sent in snake_case: grant_type, member_id, session_token, scope',
      )
  }
}
