import { randomBytes } from 'node:crypto'
import type { TokenInfo, TokenResponse } from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import { hashSecret } from '../../tokens/hash-secret'
import type { AccessClaims } from '../../tokens/signer'
import type { IdentityContext } from './context'

/** Lifetime of access tokens, as on the platform. */
export const ACCESS_TOKEN_TTL = 14_400

/** 400 `INVALID_GRANT`: a grant's code, token or member is not usable. */
export const invalidGrant = (description: string) =>
  applicationError(400, 'INVALID_GRANT', description)

/** Checks the OAuth client id of a token request. */
export function assertClient(ctx: IdentityContext, clientId: string): void {
  if (clientId !== ctx.site.clientId)
    throw applicationError(400, 'INVALID_CLIENT', `Unknown OAuth client id ${clientId}`)
}

/**
 * Signs an access token and stores a new refresh token for the same subject; `refreshToken`
 * keeps an existing one (refresh grant), `false` issues none (no `offline_access` scope).
 * The access token names its refresh token's hash as `sid`, so a logout can revoke it.
 */
export async function issueTokens(
  ctx: IdentityContext,
  claims: AccessClaims,
  refreshToken?: string | false,
): Promise<TokenResponse> {
  if (refreshToken === false) {
    const access = await ctx.signer.sign(claims, ACCESS_TOKEN_TTL)
    return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL }
  }
  const refresh = refreshToken || randomBytes(32).toString('base64url')
  if (!refreshToken)
    ctx.store.saveRefreshToken(refresh, {
      kind: claims.kind,
      subjectId: claims.sub,
      clientId: claims.cid,
      visitorId: claims.vid ?? null,
      createdDate: ctx.clock.iso(),
    })
  const access = await ctx.signer.sign({ ...claims, sid: hashSecret(refresh) }, ACCESS_TOKEN_TTL)
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL,
    refresh_token: refresh,
    scope: 'offline_access',
  }
}

/** The `anonymous` grant: a new visitor and their tokens. */
export function anonymousGrant(ctx: IdentityContext, clientId: string) {
  const visitor = { id: ctx.newId(), clientId, createdDate: ctx.clock.iso() }
  ctx.store.visitors.put(visitor)
  return issueTokens(ctx, { sub: visitor.id, kind: 'visitor', cid: clientId })
}

/**
 * Checks that a refresh token is usable by this client; the refresh token lives on (no rotation).
 * A member's token stops working once the member is blocked or gone.
 */
export function checkRefreshToken(
  ctx: IdentityContext,
  clientId: string,
  refreshToken: string | undefined,
) {
  const record = refreshToken ? ctx.store.findRefreshToken(refreshToken) : undefined
  if (!record || record.revoked || record.clientId !== clientId)
    throw invalidGrant('The refresh token is not valid')
  if (record.kind === 'member' && ctx.members.get(record.subjectId)?.status !== 'APPROVED')
    throw invalidGrant('The member of this refresh token may not sign in')
  return record
}

/** `/oauth2/token-info`: what a token says, or `active: false`. */
export async function tokenInfo(ctx: IdentityContext, token: string): Promise<TokenInfo> {
  try {
    const claims = await ctx.signer.verify(token)
    return {
      active: true,
      subjectType: claims.kind === 'member' ? 'MEMBER' : 'VISITOR',
      subjectId: claims.sub,
      exp: String(claims.exp),
      iat: String(claims.iat),
      clientId: claims.cid,
      siteId: ctx.site.siteId,
    }
  } catch {
    return { active: false, subjectType: 'UNKNOWN', subjectId: '', exp: '0', iat: '0' }
  }
}
