import type { SeedKind } from '../area'
import type { IdentityContext } from './context'
import { createIdentity } from './identities'
import { seedPasswordHash } from './passwords'

/** The demo store's member: sign in with these on the hosted login page or with `login`. */
export const DEMO_MEMBER = {
  email: 'demo.member@example.com',
  password: 'demo-password',
  firstName: 'Dana',
  lastName: 'Demo',
} as const

/** The demo store gets one approved member. */
export function seedIdentity(ctx: IdentityContext, kind: SeedKind): void {
  if (kind !== 'demo') return
  // Created without a password, then given the kept hash of the demo password (see
  // seedPasswordHash): the same record, without a scrypt run on every start.
  const created = createIdentity(
    ctx,
    {
      email: DEMO_MEMBER.email,
      password: null,
      emailVerified: true,
      profile: {
        firstName: DEMO_MEMBER.firstName,
        lastName: DEMO_MEMBER.lastName,
        nickname: 'Dana',
      },
    },
    { kind: 'owner' },
  )
  const identity = { ...created, passwordHash: seedPasswordHash(DEMO_MEMBER.password) }
  ctx.store.putIdentity(identity)
  ctx.members.setStatus(identity.id, 'APPROVED', { kind: 'owner' })
}
