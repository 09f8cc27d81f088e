import { timingSafeEqual } from 'node:crypto'
import type { StartVerificationResponse } from '@storefront-kit/wire'
import { applicationError, notFound, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { IdentityContext } from './context'
import { memberStatusOf, saveIdentity } from './identities'
import {
  hashCode,
  MAX_CODE_ATTEMPTS,
  nextSignInState,
  type SignInResult,
  type StateDoc,
  sendVerificationCode,
} from './sign-in-state'
import type { IdentityRecord } from './store'

/** Most codes one state token may ask for. */
const MAX_RESENDS = 5

const failed = (description: string) => precondition('VERIFICATION_FAILED', description)

/** A live state token and its identity, or the rejection a client can show. */
function openState(
  ctx: IdentityContext,
  stateToken: string,
): { doc: StateDoc; identity: IdentityRecord } {
  const record = ctx.store.findSecret<StateDoc>(stateToken, 'state')
  if (!record) throw failed('The state token is not valid')
  if (record.used) throw failed('The state token was already used')
  if (record.expiresAt < ctx.clock.now()) throw failed('The state token has expired')
  const identity = ctx.store.identities.get(record.doc.identityId)
  if (!identity) throw failed('The state token is not valid')
  return { doc: record.doc, identity }
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Checks an e-mail code; five wrong codes lock the state token. */
export function verifyCode(
  ctx: IdentityContext,
  input: { code: string; stateToken: string },
  caller: Caller,
): SignInResult {
  const { doc, identity } = openState(ctx, input.stateToken)
  if (doc.purpose !== 'verify' || !doc.codeHash)
    throw failed('This state token does not wait for an e-mail code')
  if (!sameHash(hashCode(identity.id, input.code), doc.codeHash)) {
    const attempts = doc.attempts + 1
    ctx.store.updateSecret(input.stateToken, { ...doc, attempts })
    if (attempts >= MAX_CODE_ATTEMPTS) {
      ctx.store.markSecretUsed(input.stateToken)
      throw failed('Too many wrong codes: sign in again to get a new one')
    }
    throw failed('The code is not correct')
  }
  ctx.store.markSecretUsed(input.stateToken)
  const verified = saveIdentity(ctx, { ...identity, emailVerified: true })
  ctx.members.markEmailVerified(identity.id, caller)
  return nextSignInState(ctx, verified, doc.visitorId)
}

/** Sends a new code for a state token waiting for one; the previous code stops working. */
export function resendCode(ctx: IdentityContext, stateToken: string): SignInResult {
  const { doc, identity } = openState(ctx, stateToken)
  if (doc.purpose !== 'verify') throw failed('This state token does not wait for an e-mail code')
  if (doc.resends >= MAX_RESENDS)
    throw applicationError(429, 'RESOURCE_EXHAUSTED', 'Too many codes asked for: sign in again')
  const codeHash = sendVerificationCode(ctx, identity)
  ctx.store.updateSecret(stateToken, { ...doc, codeHash, attempts: 0, resends: doc.resends + 1 })
  return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken }
}

/**
 * Continues a pending sign-in: once the owner has approved the member, the state token turns
 * into a session token; until then the state stays where it was.
 */
export function proceed(ctx: IdentityContext, stateToken: string): SignInResult {
  const { doc, identity } = openState(ctx, stateToken)
  if (doc.purpose === 'verify') return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken }
  const status = memberStatusOf(ctx, identity)
  if (status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity, stateToken }
  ctx.store.markSecretUsed(stateToken)
  return nextSignInState(ctx, identity, doc.visitorId)
}

/** Starts an e-mail verification outside sign-in (member: their own; owner: any identity). */
export function startVerification(
  ctx: IdentityContext,
  identityId: string | undefined,
  caller: Caller,
): StartVerificationResponse {
  const id = identityId ?? (caller.kind === 'member' ? caller.id : undefined)
  if (caller.kind === 'member' && id !== caller.id)
    throw applicationError(403, 'PERMISSION_DENIED', 'A member may verify only their own e-mail')
  const identity = id ? ctx.store.identities.get(id) : undefined
  if (!identity) throw notFound('IDENTITY_NOT_FOUND', 'No identity with this id')
  sendVerificationCode(ctx, identity)
  return { verificationId: ctx.newId() }
}
