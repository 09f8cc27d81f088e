import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { TokenResponse } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { hashSecret } from '../../tokens/hash-secret'
import type { IdentityContext } from './context'
import type { SessionDoc } from './sign-in-state'
import { invalidGrant, issueTokens } from './token-service'

/** Lifetime of an authorization code. */
export const CODE_TTL_MS = 5 * 60_000
/** Lifetime of the hosted pages' browser session (the emulator's login cookie). */
export const BROWSER_SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/** What an authorization code stands for. */
export interface CodeDoc {
  clientId: string
  /** The `redirectUri` of the authorization request; the exchange must repeat it. */
  redirectUri: string
  codeChallenge: string
  scope: string
  memberId: string
  visitorId?: string
  /** Hash of the refresh token issued for this code, revoked if the code is replayed. */
  refreshHash?: string
}

const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

/** base64url(SHA-256(verifier)): the S256 code challenge. */
export const s256 = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url')

/** A new authorization code for a member who passed the hosted page's checks. */
export function issueCode(ctx: IdentityContext, doc: CodeDoc): string {
  const code = randomBytes(32).toString('base64url')
  ctx.store.saveSecret(code, 'code', doc, ctx.clock.now() + CODE_TTL_MS)
  return code
}

/**
 * The `authorization_code` grant: one use per code, same client and redirect URI, and the PKCE
 * verifier must hash to the challenge. A replayed code also revokes the tokens it gave.
 */
export async function exchangeCode(
  ctx: IdentityContext,
  input: { clientId: string; code?: string; codeVerifier?: string; redirectUri?: string },
): Promise<TokenResponse> {
  const missing = (['code', 'codeVerifier'] as const).filter((field) => !input[field])
  if (missing.length)
    throw validationError(missing.map((field) => violation(field, 'REQUIRED_FIELD', 'is required')))
  const { code = '', codeVerifier = '' } = input
  if (!VERIFIER.test(codeVerifier))
    throw validationError([
      violation('codeVerifier', 'FORMAT', 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~'),
    ])
  const record = ctx.store.findSecret<CodeDoc>(code, 'code')
  if (!record) throw invalidGrant('The authorization code is not valid')
  const doc = record.doc
  if (record.used) {
    if (doc.refreshHash) ctx.store.revokeRefreshHash(doc.refreshHash)
    throw invalidGrant('The authorization code was already used')
  }
  // A code gets one try: a wrong verifier or client burns it.
  ctx.store.markSecretUsed(code)
  if (record.expiresAt < ctx.clock.now()) throw invalidGrant('The authorization code has expired')
  if (doc.clientId !== input.clientId)
    throw invalidGrant('The authorization code was issued to another client')
  if (doc.redirectUri !== (input.redirectUri ?? ''))
    throw invalidGrant('The redirect URI differs from the one of the authorization request')
  const expected = Buffer.from(doc.codeChallenge)
  const actual = Buffer.from(s256(codeVerifier))
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw invalidGrant('The code verifier does not match the code challenge')
  const member = ctx.members.get(doc.memberId)
  if (member?.status !== 'APPROVED') throw invalidGrant('The member may not sign in')
  const offline = doc.scope.split(/\s+/).includes('offline_access')
  const tokens = await issueTokens(
    ctx,
    {
      sub: doc.memberId,
      kind: 'member',
      cid: doc.clientId,
      ...(doc.visitorId && { vid: doc.visitorId }),
    },
    offline ? undefined : false,
  )
  if (tokens.refresh_token)
    ctx.store.updateSecret(code, { ...doc, refreshHash: hashSecret(tokens.refresh_token) })
  ctx.members.touchLastLogin(doc.memberId)
  return tokens
}

/** Takes a login session token (once) for the member it names; undefined when not usable. */
export function consumeSessionToken(ctx: IdentityContext, token: string): SessionDoc | undefined {
  const record = ctx.store.findSecret<SessionDoc>(token, 'session')
  if (!record || record.used || record.expiresAt < ctx.clock.now()) return undefined
  ctx.store.markSecretUsed(token)
  return record.doc
}

/**
 * Gives a login session token back after an exchange that could not finish (the browser never
 * returned the cookie it was given), so the member can still use it, e.g. in a full-page redirect.
 */
export function restoreSessionToken(ctx: IdentityContext, token: string): void {
  ctx.store.markSecretUnused(token)
}

/** Starts a browser session on the hosted pages; the secret goes into the login cookie. */
export function createBrowserSession(ctx: IdentityContext, doc: SessionDoc): string {
  const secret = randomBytes(32).toString('base64url')
  ctx.store.saveSecret(secret, 'browser', doc, ctx.clock.now() + BROWSER_SESSION_TTL_MS)
  return secret
}

/** The member of a live browser session whose member may still sign in. */
export function readBrowserSession(
  ctx: IdentityContext,
  secret: string | undefined,
): SessionDoc | undefined {
  if (!secret) return undefined
  const record = ctx.store.findSecret<SessionDoc>(secret, 'browser')
  if (!record || record.used || record.expiresAt < ctx.clock.now()) return undefined
  return ctx.members.get(record.doc.identityId)?.status === 'APPROVED' ? record.doc : undefined
}

/** Ends a browser session (logout). */
export function endBrowserSession(ctx: IdentityContext, secret: string | undefined): void {
  if (secret) ctx.store.deleteSecret(secret)
}
