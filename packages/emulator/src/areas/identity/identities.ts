import type {
  Identity,
  IdentityProfile,
  IdentityStatusReason,
  UserInfo,
} from '@storefront-kit/wire'
import { notFound } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { MemberStatus } from '../members/index'
import type { IdentityContext } from './context'
import { hashPassword } from './passwords'
import { getPolicies } from './policies'
import type { IdentityRecord } from './store'

/** What creating an identity takes. */
export interface NewIdentity {
  email: string
  password: string | null
  profile?: IdentityProfile
  emailVerified: boolean
  idpConnection?: { idpConnectionId: string; idpUserId: string }
}

/**
 * Creates an identity and its member. The member waits for approval when the owner-approval
 * policy is on; otherwise it is approved at once.
 */
export function createIdentity(
  ctx: IdentityContext,
  input: NewIdentity,
  caller: Caller,
): IdentityRecord {
  const now = ctx.clock.iso()
  const identity: IdentityRecord = {
    id: ctx.newId(),
    email: input.email,
    emailVerified: input.emailVerified,
    passwordHash: input.password === null ? null : hashPassword(input.password),
    profile: input.profile ?? {},
    idpConnections: input.idpConnection ? [input.idpConnection] : [],
    createdDate: now,
    updatedDate: now,
    revision: 1,
  }
  ctx.store.putIdentity(identity)
  const status: MemberStatus = getPolicies(ctx).ownerApproval ? 'PENDING' : 'APPROVED'
  ctx.members.createForIdentity(
    {
      id: identity.id,
      loginEmail: identity.email,
      loginEmailVerified: identity.emailVerified,
      status,
      ...(identity.profile.firstName && { firstName: identity.profile.firstName }),
      ...(identity.profile.lastName && { lastName: identity.profile.lastName }),
      ...(identity.profile.nickname && { nickname: identity.profile.nickname }),
      ...(identity.profile.privacyStatus === 'PUBLIC' && { privacyStatus: 'PUBLIC' as const }),
    },
    caller,
  )
  ctx.log(`identity: registered member ${identity.id}`)
  return identity
}

/** Saves a changed identity, stamping `updatedDate` and the revision. */
export function saveIdentity(ctx: IdentityContext, identity: IdentityRecord): IdentityRecord {
  const next = { ...identity, updatedDate: ctx.clock.iso(), revision: identity.revision + 1 }
  ctx.store.putIdentity(next)
  return next
}

/** The member status behind an identity (a missing member counts as blocked). */
export function memberStatusOf(ctx: IdentityContext, identity: IdentityRecord): MemberStatus {
  return ctx.members.get(identity.id)?.status ?? 'BLOCKED'
}

/** The wire `Identity`, with every always-present field (identity.md, StateMachineResponse). */
export function toWireIdentity(ctx: IdentityContext, identity: IdentityRecord): Identity {
  const status = memberStatusOf(ctx, identity)
  const reasons: IdentityStatusReason[] = []
  if (status === 'PENDING') reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED')
  if (!identity.emailVerified && getPolicies(ctx).emailVerification)
    reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED')
  const name =
    status === 'BLOCKED'
      ? 'BLOCKED'
      : status === 'OFFLINE'
        ? 'OFFLINE'
        : reasons.length
          ? 'PENDING'
          : 'ACTIVE'
  const profile = identity.profile
  return {
    id: identity.id,
    revision: String(identity.revision),
    createdDate: identity.createdDate,
    updatedDate: identity.updatedDate,
    connections: identity.idpConnections.map((idpConnection) => ({ idpConnection })),
    identityProfile: {
      ...profile,
      emails: profile.emails ?? [],
      phones: profile.phones ?? [],
      labels: profile.labels ?? [],
      privacyStatus: profile.privacyStatus ?? 'UNDEFINED',
      customFields: profile.customFields ?? [],
      secondaryEmails: (profile.secondaryEmails ?? []).map((e) => ({
        ...e,
        tag: e.tag ?? 'UNTAGGED',
      })),
      phonesV2: (profile.phonesV2 ?? []).map((p) => ({ ...p, tag: p.tag ?? 'UNTAGGED' })),
      addresses: (profile.addresses ?? []).map((a) => ({ ...a, tag: a.tag ?? 'UNTAGGED' })),
    },
    email: { address: identity.email, isVerified: identity.emailVerified },
    status: { name, reasons },
    factors: identity.passwordHash
      ? [{ factorId: identity.id, type: 'PASSWORD', status: 'ACTIVE' }]
      : [],
  }
}

/** `/oauth2/user-info` of a member. @throws ApiError 404 `MEMBER_NOT_FOUND` (gone meanwhile). */
export function userInfo(ctx: IdentityContext, memberId: string): UserInfo {
  const identity = ctx.store.identities.get(memberId)
  const member = ctx.members.get(memberId)
  if (!identity || !member) throw notFound('MEMBER_NOT_FOUND', 'No member for this token')
  const givenName = identity.profile.firstName ?? ''
  const familyName = identity.profile.lastName ?? ''
  return {
    sub: memberId,
    givenName,
    familyName,
    email: identity.email,
    emailVerified: identity.emailVerified,
    picture: identity.profile.picture ?? '',
    language: identity.profile.language ?? '',
    name: [givenName, familyName].filter(Boolean).join(' ') || member.profile.nickname,
  }
}
