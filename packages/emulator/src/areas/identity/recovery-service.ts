import { randomBytes } from 'node:crypto'
import type { RecoveryRedirect } from '@storefront-kit/wire'
import { notFound, precondition, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { IdentityContext } from './context'
import { saveIdentity } from './identities'
import { hashPassword } from './passwords'
import { nextSignInState, type SignInResult, visitorIdOf } from './sign-in-state'
import type { IdentityRecord } from './store'

/** Lifetime of recovery and activation links. */
export const RECOVERY_TTL_MS = 24 * 60 * 60_000

/** Path of the hosted page that sets a new password when the e-mail names no redirect. */
export const RECOVER_PAGE_PATH = '/__hosted/recover'

interface RecoveryDoc {
  identityId: string
  purpose: 'recovery' | 'activation'
}

/** Checks a redirect of a recovery or activation e-mail against the client's allow-list. */
function checkRedirect(
  ctx: IdentityContext,
  redirect: RecoveryRedirect | undefined,
  field: string,
) {
  if (!redirect?.url) return
  if (!ctx.redirects.isRedirectUriAllowed(redirect.clientId || ctx.site.clientId, redirect.url))
    throw validationError([
      violation(
        `${field}.url`,
        'OTHER',
        'is not a redirect URI registered for this client',
        {},
        'REDIRECT_URI_NOT_ALLOWED',
      ),
    ])
}

/** E-mails a one-time link: to the site's own page when given, else to the hosted page. */
function sendLink(
  ctx: IdentityContext,
  identity: IdentityRecord,
  purpose: RecoveryDoc['purpose'],
  redirect: RecoveryRedirect | undefined,
) {
  const token = randomBytes(32).toString('base64url')
  ctx.store.saveSecret<RecoveryDoc>(
    token,
    'recovery',
    { identityId: identity.id, purpose },
    ctx.clock.now() + RECOVERY_TTL_MS,
  )
  const link = new URL(redirect?.url || `${ctx.publicUrl()}${RECOVER_PAGE_PATH}`)
  link.searchParams.set('recoveryToken', token)
  const activation = purpose === 'activation'
  ctx.outbox.send({
    to: identity.email,
    kind: activation ? 'activation' : 'password-recovery',
    subject: activation ? 'Activate your account' : 'Reset your password',
    text: `${activation ? 'Set a password to activate your account' : 'Choose a new password'}: ${link.href} (valid for 24 hours)`,
    data: { link: link.href, recoveryToken: token, identityId: identity.id },
  })
}

/** Sends a password-recovery link. Unknown addresses get no e-mail and the same answer. */
export function sendRecoveryEmail(
  ctx: IdentityContext,
  input: { email: string; redirect?: RecoveryRedirect },
): void {
  checkRedirect(ctx, input.redirect, 'redirect')
  const identity = ctx.store.identityByEmail(input.email)
  if (identity) sendLink(ctx, identity, 'recovery', input.redirect)
}

/** Sends an activation link to an identity (API key): the member sets a first password. */
export function sendActivationEmail(
  ctx: IdentityContext,
  input: { identityId: string; redirect?: RecoveryRedirect },
): void {
  checkRedirect(ctx, input.redirect, 'emailOptions.redirect')
  const identity = ctx.store.identities.get(input.identityId)
  if (!identity) throw notFound('IDENTITY_NOT_FOUND', 'No identity with this id')
  sendLink(ctx, identity, 'activation', input.redirect)
}

/**
 * Sets a new password with a recovery or activation token (once). The e-mail counts as verified
 * (the link reached the inbox) and every refresh token of the member stops working.
 */
export function recover(
  ctx: IdentityContext,
  input: { recoveryToken: string; password?: string },
  caller: Caller,
): SignInResult {
  const record = ctx.store.findSecret<RecoveryDoc>(input.recoveryToken, 'recovery')
  if (!record || record.used || record.expiresAt < ctx.clock.now())
    throw precondition('INVALID_RECOVERY_TOKEN', 'The recovery link is not valid or has expired')
  if (input.password === undefined)
    throw validationError([violation('password', 'REQUIRED_FIELD', 'is required')])
  const identity = ctx.store.identities.get(record.doc.identityId)
  if (!identity) throw precondition('INVALID_RECOVERY_TOKEN', 'The recovery link is not valid')
  ctx.store.markSecretUsed(input.recoveryToken)
  const updated = saveIdentity(ctx, {
    ...identity,
    passwordHash: hashPassword(input.password),
    emailVerified: true,
  })
  ctx.members.markEmailVerified(identity.id, caller)
  ctx.store.revokeSubject(identity.id)
  return nextSignInState(ctx, updated, visitorIdOf(caller))
}

/** Changes the calling member's password. */
export function changePassword(ctx: IdentityContext, memberId: string, newPassword: string): void {
  const identity = ctx.store.identities.get(memberId)
  if (!identity) throw notFound('IDENTITY_NOT_FOUND', 'No identity for this member')
  saveIdentity(ctx, { ...identity, passwordHash: hashPassword(newPassword) })
}
