import { createHash, randomBytes, randomInt } from 'node:crypto'
import type { StateMachineResponse, StateType } from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { IdentityContext } from './context'
import { memberStatusOf, toWireIdentity } from './identities'
import { getPolicies } from './policies'
import type { IdentityRecord } from './store'

/** Lifetime of a login session token (exchanged once for member tokens). */
export const SESSION_TOKEN_TTL_MS = 10 * 60_000
/** Lifetime of a state token (e-mail verification, owner approval). */
export const STATE_TOKEN_TTL_MS = 60 * 60_000
/** Wrong codes allowed per state token before it is locked. */
export const MAX_CODE_ATTEMPTS = 5

/** What a login session token stands for. */
export interface SessionDoc {
  identityId: string
  /** The visitor who signed in, so the member's token can carry them (`vid`). */
  visitorId?: string
}

/** What a state token stands for. */
export interface StateDoc {
  identityId: string
  purpose: 'verify' | 'approval'
  visitorId?: string
  /** SHA-256 of the current e-mail code (purpose `verify`). */
  codeHash?: string
  attempts: number
  resends: number
}

/** Outcome of a sign-in step, before it is shaped for the wire or a hosted page. */
export interface SignInResult {
  state: StateType
  identity: IdentityRecord
  sessionToken?: string
  stateToken?: string
}

/** The visitor behind a caller: the visitor itself, or the visitor a member signed in from. */
export function visitorIdOf(caller: Caller): string | undefined {
  if (caller.kind === 'visitor') return caller.id
  if (caller.kind === 'member') return caller.visitorId
  return undefined
}

const newSecret = () => randomBytes(32).toString('base64url')
export const hashCode = (identityId: string, code: string) =>
  createHash('sha256').update(`${identityId}:${code}`).digest('base64url')

/** E-mails a new 6-digit code to the identity (the outbox) and returns its hash. */
export function sendVerificationCode(ctx: IdentityContext, identity: IdentityRecord): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  ctx.outbox.send({
    to: identity.email,
    kind: 'verification-code',
    subject: 'Your verification code',
    text: `Enter ${code} to confirm your e-mail address. The code is valid for one hour.`,
    data: { code, identityId: identity.id },
  })
  return hashCode(identity.id, code)
}

/** A new state token for a pending step. */
export function issueStateToken(ctx: IdentityContext, doc: StateDoc): string {
  const token = newSecret()
  ctx.store.saveSecret(token, 'state', doc, ctx.clock.now() + STATE_TOKEN_TTL_MS)
  return token
}

/** A new login session token for an identity that passed every check. */
export function issueSessionToken(ctx: IdentityContext, doc: SessionDoc): string {
  const token = newSecret()
  ctx.store.saveSecret(token, 'session', doc, ctx.clock.now() + SESSION_TOKEN_TTL_MS)
  return token
}

/** Rejects members who may not sign in at all. */
export function assertMaySignIn(ctx: IdentityContext, identity: IdentityRecord): void {
  const status = memberStatusOf(ctx, identity)
  if (status === 'BLOCKED')
    throw applicationError(403, 'MEMBER_BLOCKED', 'This member is blocked and cannot sign in')
  if (status === 'OFFLINE')
    throw applicationError(403, 'MEMBER_OFFLINE', 'This member has no login and cannot sign in')
}

/**
 * The next sign-in state of an identity whose credentials were accepted: e-mail verification
 * first (when the policy asks for it), then owner approval, then success with a session token.
 */
export function nextSignInState(
  ctx: IdentityContext,
  identity: IdentityRecord,
  visitorId: string | undefined,
): SignInResult {
  assertMaySignIn(ctx, identity)
  const base = { identityId: identity.id, attempts: 0, resends: 0, ...(visitorId && { visitorId }) }
  if (getPolicies(ctx).emailVerification && !identity.emailVerified) {
    const codeHash = sendVerificationCode(ctx, identity)
    const stateToken = issueStateToken(ctx, { ...base, purpose: 'verify', codeHash })
    return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken }
  }
  if (memberStatusOf(ctx, identity) === 'PENDING') {
    const stateToken = issueStateToken(ctx, { ...base, purpose: 'approval' })
    return { state: 'REQUIRE_OWNER_APPROVAL', identity, stateToken }
  }
  ctx.members.touchLastLogin(identity.id)
  ctx.log(`identity: member ${identity.id} signed in`)
  const sessionToken = issueSessionToken(ctx, {
    identityId: identity.id,
    ...(visitorId && { visitorId }),
  })
  return { state: 'SUCCESS', identity, sessionToken }
}

/** The wire answer of a sign-in step. */
export function toStateMachineResponse(
  ctx: IdentityContext,
  result: SignInResult,
): StateMachineResponse {
  return {
    state: result.state,
    ...(result.sessionToken && { sessionToken: result.sessionToken }),
    ...(result.stateToken && { stateToken: result.stateToken }),
    identity: toWireIdentity(ctx, result.identity),
    additionalData: {},
  }
}
