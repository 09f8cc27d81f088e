import { timingSafeEqual } from 'node:crypto'
import type { StartVerificationResponse } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { applicationError, notFound, precondition } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { markEmailVerified } from '../members/service'
import { memberStatusOf, saveIdentity } from './identities'
import {
  hashCode,
  MAX_CODE_ATTEMPTS,
  nextSignInState,
  type SignInResult,
  type StateDoc,
  sendVerificationCode,
} from './sign-in-state'
import type { IdentityRecord, IdentityStore } from './store'

/** Most codes one state token may ask for. */
const MAX_RESENDS = 5

const failed = (description: string) => precondition('VERIFICATION_FAILED', description)

/** A live state token and its identity, or the rejection a client can show. */
function openState(
  ctx: EmulatorContext,
  store: IdentityStore,
  stateToken: string,
): { doc: StateDoc; identity: IdentityRecord } {
  const record = store.findSecret<StateDoc>(stateToken, 'state')
  if (!record) throw failed('The state token is not valid')
  if (record.used) throw failed('The state token was already used')
  if (record.expiresAt < ctx.clock.now()) throw failed('The state token has expired')
  const identity = store.identities.get(record.doc.identityId)
  if (!identity) throw failed('The state token is not valid')
  return { doc: record.doc, identity }
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Checks an e-mail code; five wrong codes lock the state token. */
export function verifyCode(
  ctx: EmulatorContext,
  store: IdentityStore,
  input: { code: string; stateToken: string },
  caller: Caller,
): SignInResult {
  const { doc, identity } = openState(ctx, store, input.stateToken)
  if (doc.purpose !== 'verify' || !doc.codeHash)
    throw failed('This state token does not wait for an e-mail code')
  if (!sameHash(hashCode(identity.id, input.code), doc.codeHash)) {
    const attempts = doc.attempts + 1
    store.updateSecret(input.stateToken, { ...doc, attempts })
    if (attempts >= MAX_CODE_ATTEMPTS) {
      store.markSecretUsed(input.stateToken)
      throw failed('Too many wrong codes: sign in again to get a new one')
    }
    throw failed('The code is not correct')
  }
  store.markSecretUsed(input.stateToken)
  const verified = saveIdentity(ctx, store, { ...identity, emailVerified: true })
  markEmailVerified(ctx, identity.id, caller)
  return nextSignInState(ctx, store, verified, doc.visitorId)
}

/** Sends a new code for a state token waiting for one; the previous code stops working. */
export function resendCode(
  ctx: EmulatorContext,
  store: IdentityStore,
  stateToken: string,
): SignInResult {
  const { doc, identity } = openState(ctx, store, stateToken)
  if (doc.purpose !== 'verify') throw failed('This state token does not wait for an e-mail code')
  if (doc.resends >= MAX_RESENDS)
    throw applicationError(429, 'RESOURCE_EXHAUSTED', 'Too many codes asked for: sign in again')
  const codeHash = sendVerificationCode(ctx, identity)
  store.updateSecret(stateToken, { ...doc, codeHash, attempts: 0, resends: doc.resends + 1 })
  return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken }
}

/**
 * Continues a pending sign-in: once the owner has approved the member, the state token turns
 * into a session token; until then the state stays where it was.
 */
export function proceed(
  ctx: EmulatorContext,
  store: IdentityStore,
  stateToken: string,
): SignInResult {
  const { doc, identity } = openState(ctx, store, stateToken)
  if (doc.purpose === 'verify') return { state: 'REQUIRE_EMAIL_VERIFICATION', identity, stateToken }
  const status = memberStatusOf(ctx, identity)
  if (status === 'PENDING') return { state: 'REQUIRE_OWNER_APPROVAL', identity, stateToken }
  store.markSecretUsed(stateToken)
  return nextSignInState(ctx, store, identity, doc.visitorId)
}

/** Starts an e-mail verification outside sign-in (member: their own; owner: any identity). */
export function startVerification(
  ctx: EmulatorContext,
  store: IdentityStore,
  identityId: string | undefined,
  caller: Caller,
): StartVerificationResponse {
  const id = identityId ?? (caller.kind === 'member' ? caller.id : undefined)
  if (caller.kind === 'member' && id !== caller.id)
    throw applicationError(403, 'PERMISSION_DENIED', 'A member may verify only their own e-mail')
  const identity = id ? store.identities.get(id) : undefined
  if (!identity) throw notFound('IDENTITY_NOT_FOUND', 'No identity with this id')
  sendVerificationCode(ctx, identity)
  return { verificationId: ctx.newId() }
}
