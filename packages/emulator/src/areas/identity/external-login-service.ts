import type { AuthorizedClientTokenRequest, TokenResponse } from '@storefront-kit/wire'
import { permissionDenied, unauthenticated } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { consumeSessionToken } from './authorize-service'
import type { IdentityContext } from './context'
import { invalidGrant, issueTokens } from './token-service'

/**
 * The `authorized_client` grant (external login, identity.md §1): an app holding the API key
 * gets member tokens for `member_id`, sent with `Authorization: <access token>,<API key>`; the
 * member's token carries the visitor of that access token (`vid`), so the visitor's cart carries
 * over. A `session_token` (from sign-on or a login) must be unused and name the same member. A
 * refresh token comes with the `offline_access` scope, or when no scope is named.
 */
export async function authorizedClientGrant(
  ctx: IdentityContext,
  input: AuthorizedClientTokenRequest,
  caller: Caller,
): Promise<TokenResponse> {
  if (caller.kind === 'anonymous')
    throw unauthenticated(
      'The authorized_client grant needs Authorization: <access token>,<API key>',
    )
  if (caller.kind !== 'owner')
    throw permissionDenied('The authorized_client grant needs the API key besides the access token')
  if (input.session_token) {
    const session = consumeSessionToken(ctx, input.session_token)
    if (!session) throw invalidGrant('The session token is not valid, used or expired')
    if (session.identityId !== input.member_id)
      throw invalidGrant('The session token belongs to another member')
  }
  const member = ctx.members.get(input.member_id)
  if (!member) throw invalidGrant(`No member has the id ${input.member_id}`)
  if (member.status !== 'APPROVED') throw invalidGrant('The member may not sign in')
  const offline = input.scope === undefined || input.scope.split(/\s+/).includes('offline_access')
  const tokens = await issueTokens(
    ctx,
    {
      sub: member.id,
      kind: 'member',
      cid: caller.clientId ?? ctx.site.clientId,
      ...(caller.visitorId && { vid: caller.visitorId }),
    },
    offline ? undefined : false,
  )
  ctx.members.touchLastLogin(member.id)
  return tokens
}
